import 'server-only';
import { errorPageLocale, errorPageOf } from '@sportsbook/core/locale/error-pages';
import { headers } from 'next/headers';
import { PATH_HEADER } from '@/lib/i18n/path-header';

/**
 * Whether this request is an error page (/sports/404, /500, /locked, /blocked) in `locale`, a locale of the
 * reduced shell the site need not configure (spec §2.3, core ERRP2). The path is the one the proxy saw and
 * wrote into PATH_HEADER itself (a client's own header of that name is overwritten), so a crafted header
 * cannot open other pages in an unconfigured locale.
 */
export async function isErrorPageRequest(locale: string, siteLocales: readonly string[]): Promise<boolean> {
  const path = ((await headers()).get(PATH_HEADER) ?? '').split(/[?#]/)[0] ?? '';
  const segments = path.split('/');
  if (segments[1] !== locale || errorPageLocale(locale, siteLocales) !== locale) return false;
  return errorPageOf(`/${segments.slice(2).join('/')}`) !== undefined;
}
