import { errorPageLocale, errorPageOf } from '@sportsbook/core/locale/error-pages';
import { negotiateLocale } from '@sportsbook/core/locale/locale';
import {
  BASE_PATH,
  configuredLocale,
  type LocaleRouting,
  localeRedirect,
  splitLocale,
  sportsHref,
  stripBasePath,
} from '@sportsbook/core/routing/paths';

/**
 * The web app's locale routing decisions (spec §2.1, §9), built on CORE's route rules
 * (`packages/core/src/routing/paths.ts`, ROUTE1..ROUTE7).
 */
export { BASE_PATH, configuredLocale, type LocaleRouting };

export function defaultLocale(routing: LocaleRouting): string {
  const first = routing.locales[0];
  if (!first) throw new Error('the site configures no locale');
  return first;
}

/** Optional locale, then /sports, then the target path (`''` or `'/'` is the sports home). */
export function localizedSportsHref(path: string, locale: string, routing: LocaleRouting): string {
  return sportsHref(path, locale, routing);
}

/** Looks like a language tag (`no`, `pt-BR`, `de-AT`, `fil`), so a path starting with it names a locale. */
const LOCALE_TAG = /^[a-z]{2,3}(?:-[a-z]{2,4})?$/i;

export type LocaleRoute =
  /** Serve as is: the path carries a configured locale in its configured spelling, or is not a /sports path. */
  | { readonly kind: 'serve'; readonly locale: string }
  /** Serve `path` internally (the browser keeps its URL): the default locale without a prefix. */
  | { readonly kind: 'rewrite'; readonly locale: string; readonly path: string }
  /** Send the browser to `path`. */
  | { readonly kind: 'redirect'; readonly path: string };

/**
 * Where a request path goes:
 * - `/` → the sports home; `/<locale>` alone → that locale's sports home;
 * - an alias or a locale in another case (`/br/sports`, `/PT-br/sports`) → its configured spelling (ROUTE6);
 * - an error page (/sports/404, /500, /locked, /blocked) in a locale of the reduced shell (en-AU, fr-CA,
 *   de-CH, no...) that the site does not configure → served in it (spec §2.3);
 * - another locale-like segment before /sports (`/pt/sports`, `/de-AT/sports`, `/no/sports` with nb not
 *   configured, `/fr/sports`) → the negotiated configured locale (alias, then base language), else the default
 *   locale: so `/no/sports` → `/sports`;
 * - /sports without a locale: the default locale by an internal rewrite, or a redirect to the prefixed path
 *   when the locale is required in the URL (ROUTE6);
 * - another first segment before /sports (not locale-like: `/%3Cscript%3E/sports`) → the not-found page;
 * - any other path: served as it is, in the default locale (an unknown one answers the not-found page).
 * The locale is never taken from Accept-Language, nor here from cookies: the `locale` cookie of the language
 * switch is applied before this, by the proxy, to top-level navigations only (core LOC8; in iframes the URL
 * decides).
 */
export function routeLocale(pathname: string, routing: LocaleRouting): LocaleRoute {
  const fallback = defaultLocale(routing);
  if (pathname === '/' || pathname === '')
    return { kind: 'redirect', path: sportsHref('/', fallback, routing) };
  const { locale, rest } = splitLocale(pathname, routing);
  if (locale !== undefined) {
    if (rest === '/') return { kind: 'redirect', path: sportsHref('/', locale, routing) };
    const redirect = localeRedirect(pathname, routing);
    return redirect ? { kind: 'redirect', path: redirect } : { kind: 'serve', locale };
  }
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const inner = `/${segments.slice(2).join('/')}`;
  // An error page in a locale of the reduced shell (spec §2.3, ERRP2) is served in it even when the site does
  // not configure that locale (`/fr-CA/sports/500`); another spelling is redirected to the shell's.
  const shellLocale = errorPageOf(inner) ? errorPageLocale(first, routing.locales) : undefined;
  if (shellLocale !== undefined) {
    return shellLocale === first
      ? { kind: 'serve', locale: shellLocale }
      : { kind: 'redirect', path: `/${shellLocale}${inner}` };
  }
  if (LOCALE_TAG.test(first) && segments[2] === BASE_PATH.slice(1)) {
    const negotiated = negotiateLocale(first, routing.locales, fallback);
    const inner = stripBasePath(`/${segments.slice(2).join('/')}`) ?? '/';
    return { kind: 'redirect', path: sportsHref(inner, negotiated, routing) };
  }
  // Any other first segment before /sports names no locale (`/<script>/sports`, `/xx-toolong/sports`): the
  // not-found page, server-rendered in the default locale (the proxy's /sports/404 rewrite), never that segment
  // as the `[locale]` of a page.
  if (segments[2] === BASE_PATH.slice(1)) {
    return { kind: 'rewrite', locale: fallback, path: `/${fallback}${BASE_PATH}/404` };
  }
  if (stripBasePath(pathname) === undefined) return { kind: 'serve', locale: fallback };
  if (routing.localeInUrlRequired) {
    return { kind: 'redirect', path: localeRedirect(pathname, routing) ?? `/${fallback}${pathname}` };
  }
  return { kind: 'rewrite', locale: fallback, path: `/${fallback}${pathname}` };
}

/** The same page in another locale: the locale segment replaced (spec §2.5, locale switch). */
export function switchLocaleHref(pathname: string, locale: string, routing: LocaleRouting): string {
  const { rest } = splitLocale(pathname, routing);
  return sportsHref(stripBasePath(rest) ?? '/', locale, routing);
}
