import { type NextRequest, NextResponse } from 'next/server';

/**
 * Same-origin API: the browser calls /api, /platform and /static on the web origin and they are forwarded
 * to the backend, read at request time so the backend's address can change without a rebuild.
 */
export function proxy(request: NextRequest): NextResponse {
  const backend = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.SERVER_PORT ?? '4000'}`;
  const target = new URL(request.nextUrl.pathname + request.nextUrl.search, backend);
  return NextResponse.rewrite(target);
}

export const config = {
  matcher: ['/api/:path*', '/platform/:path*', '/static/:path*'],
};
