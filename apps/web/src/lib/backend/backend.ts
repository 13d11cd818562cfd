import 'server-only';

/** Where the reference backend (or an operator's backend) answers, as seen from the web server. */
export function backendUrl(): string {
  return process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.SERVER_PORT ?? '4000'}`;
}
