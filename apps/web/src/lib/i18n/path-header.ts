/** Request header set by the proxy: the path and query the browser asked for (before the locale rewrite). */
export const PATH_HEADER = 'x-sportsbook-path';

/** The locale the proxy resolved from the URL; next-intl's `requestLocale` reads the same header. */
export const LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
