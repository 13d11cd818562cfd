/**
 * The base path of every route (spec §2.1, `BASE_PATH` of core's routing), not imported from there: the global
 * error page is in every page's first load, and that module would come along whole.
 */
const SPORTS_HOME = '/sports';

/**
 * The sports home of `locale` in the URL style of `pathname`, the page the visitor is on, for the error
 * boundaries, client code without the site's routing (it is read on the server at run time):
 * `/<locale>/sports` when the path starts with that locale's segment, else `/sports`. A path without the
 * segment is served in the default locale with the locale not required in the URL (else the proxy would have
 * redirected it), so `/sports` is that locale's home; a written default locale (`/en/sports/live`, served as
 * is) keeps its prefix.
 */
export function sportsHomeHrefFromPath(pathname: string, locale: string): string {
  const first = pathname.split('/')[1] ?? '';
  return first.toLowerCase() === locale.toLowerCase() ? `/${locale}${SPORTS_HOME}` : SPORTS_HOME;
}
