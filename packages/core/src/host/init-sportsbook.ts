import { AFFILIATE_TAG_NAMES, sanitizeAffiliateTag } from '../privacy/affiliate-tags';
import { hostPagePath, isBetCode } from './host-messaging';

/** [INIT1] The parameters /init-sportsbook passes on to the page it opens (the rest is dropped). */
export const INIT_PASSED_ON = [...AFFILIATE_TAG_NAMES, 'betcode'] as const;

/**
 * [INIT1] Where /init-sportsbook sends an embedding host's frame (spec §2.1 initialisation): `page`, a /sports path
 * as page_changed takes it (HOST5), else the home page; then the affiliate tags (spec §9, as the landing page keeps
 * them) and a well-formed share code (`betcode`, HOST6) of the request, added to the page's own query. Answers a
 * path inside /sports (`/live?btag=a1`); the caller puts the locale in front.
 */
export function initSportsbookTarget(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
): string {
  const first = (name: string): string | undefined => {
    const value = query[name];
    return typeof value === 'string' ? value : value?.[0];
  };
  const page = first('page');
  const path = (page !== undefined ? hostPagePath(page) : undefined) ?? '/';
  const [pathname = '/', ownQuery = ''] = path.split('?');
  const params = new URLSearchParams(ownQuery);
  for (const name of AFFILIATE_TAG_NAMES) {
    const tag = sanitizeAffiliateTag(first(name));
    if (tag !== undefined) params.set(name, tag);
  }
  const betcode = first('betcode');
  if (betcode !== undefined && isBetCode(betcode)) params.set('betcode', betcode);
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}
