import { LOCALE_COOKIE, localeCookieRedirect } from '@sportsbook/core/locale/locale-cookie';
import { readCookieValue } from '@sportsbook/core/privacy/cookies';
import { type NextRequest, NextResponse } from 'next/server';
import { LOCALE_HEADER, PATH_HEADER } from '@/lib/i18n/path-header';
import { routeLocale } from '@/lib/i18n/routing';
import { blockedCountries } from '@/lib/site/blocked-countries';
import { loadSiteConfig, localeRoutingOf } from '@/lib/site/site-config';
import { visitorCountry } from '@/lib/site/visitor-country';

const BACKEND_PREFIXES = ['/api', '/platform', '/static'];

/**
 * 1. Same-origin API: /api, /platform and /static are forwarded to the backend, read at request time so the
 *    backend's address can change without a rebuild.
 * 2. Locale routing of spec §2.1 (`routeLocale`): the default locale is served without a prefix by an internal
 *    rewrite to `/<default>/...`; aliases and the "locale in URL required" setting redirect. Before that, a
 *    top-level navigation to a path without a locale, with the `locale` cookie the language switch wrote,
 *    goes to that locale's path (core LOC6-LOC9); framed requests (`Sec-Fetch-Dest: iframe`) and any path
 *    with a locale segment are left to the URL. Accept-Language is never read.
 * 3. Blocked countries (spec §2.3, §6): a visitor whose country (the CDN's header) the operator blocks gets
 *    the blocked page, with status 403, on every /sports page.
 * The security headers (the framing policy of spec §7.4 among them) are the web server's: it writes them on
 * every answer, this proxy's included, and hands Next the script nonce (server/secure-responses.ts).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (BACKEND_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) {
    const backend = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.SERVER_PORT ?? '4000'}`;
    return NextResponse.rewrite(new URL(pathname + search, backend));
  }
  return routePage(request);
}

async function routePage(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const routing = localeRoutingOf(loadSiteConfig());
  const remembered = localeCookieRedirect(
    {
      pathname,
      search,
      cookie: readCookieValue(request.headers.get('cookie') ?? '', LOCALE_COOKIE),
      fetchDest: request.headers.get('sec-fetch-dest'),
    },
    routing,
  );
  if (remembered !== undefined) return NextResponse.redirect(new URL(remembered, request.url), 307);
  const route = routeLocale(pathname, routing);
  if (route.kind === 'redirect') return NextResponse.redirect(new URL(route.path + search, request.url), 307);
  const headers = new Headers(request.headers);
  headers.set(LOCALE_HEADER, route.locale);
  headers.set(PATH_HEADER, pathname + search);
  // /sports/404 (spec §2.1) is the not-found page: served by rewriting to a path no route matches, so Next
  // renders `app/not-found.tsx` on the server with status 404. So is the benchmark baseline page outside a
  // benchmark run (BENCH_MINIMAL_PAGE, read per request so the same build serves both).
  const internalPath = route.kind === 'rewrite' ? route.path : pathname;
  const benchPageOff = /^\/bench-minimal\/?$/.test(pathname) && process.env.BENCH_MINIMAL_PAGE !== '1';
  if (benchPageOff || /^\/[^/]+\/sports\/404\/?$/.test(internalPath)) {
    return NextResponse.rewrite(new URL(`/${route.locale}/404`, request.url), { request: { headers } });
  }
  const country = visitorCountry(request.headers);
  const blockedPage = /^\/[^/]+\/sports\/blocked\/?$/.test(internalPath);
  if (country && /^\/[^/]+\/sports(\/|$)/.test(internalPath) && !blockedPage) {
    if ((await blockedCountries()).has(country)) {
      return NextResponse.rewrite(new URL(`/${route.locale}/sports/blocked`, request.url), {
        status: 403,
        request: { headers },
      });
    }
  }
  // /sports/500 (spec §2.1) is the generic error page; a page cannot set its own status, the rewrite can.
  if (/^\/[^/]+\/sports\/500\/?$/.test(internalPath)) {
    return NextResponse.rewrite(new URL(internalPath + search, request.url), {
      status: 500,
      request: { headers },
    });
  }
  if (route.kind === 'rewrite') {
    return NextResponse.rewrite(new URL(route.path + search, request.url), { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ['/((?!_next/|favicon\\.ico$).*)'],
};
