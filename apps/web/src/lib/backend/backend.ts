import 'server-only';

/** Where the reference backend (or an operator's backend) answers, as seen from the web server. */
export function backendUrl(): string {
  return process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.SERVER_PORT ?? '4000'}`;
}

/**
 * Where the content API answers (spec §7.5: the CMS's banners, `/content/v1`): CONTENT_URL, by default the
 * backend (the reference backend answers it).
 */
export function contentUrl(): string {
  return process.env.CONTENT_URL ?? backendUrl();
}
