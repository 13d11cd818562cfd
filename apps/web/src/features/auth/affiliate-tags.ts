import {
  type AffiliateTagName,
  type AffiliateTags,
  landingTags,
  AFFILIATE_TAG_NAMES as TAG_NAMES,
  affiliateTagsOf as tagsOf,
} from '@sportsbook/core/privacy/affiliate-tags';
import { keptAffiliateTags } from '@/lib/privacy/affiliate-cookie';

/**
 * Affiliate tags of spec §9 (`ctag`, `btag`, `stag`, `qtag`, `gclid`), sent with the sign-up (POST /users): the
 * current URL's, else those kept from the landing page in the 30-day cookie (`lib/privacy/affiliate-cookie.ts`).
 * Values are sanitised by core (AFF2): markup, script, control characters and overlong values are dropped.
 */

export const AFFILIATE_TAG_NAMES = TAG_NAMES;
export type { AffiliateTagName, AffiliateTags };

/** The affiliate tags of a query string (`?btag=a&x=y`), sanitised (core AFF1, AFF2). */
export function affiliateTagsOf(search: string): AffiliateTags {
  return tagsOf(search);
}

/** The affiliate tags that go with a sign-up from this page. */
export function affiliateTags(): AffiliateTags {
  if (typeof window === 'undefined') return {};
  return landingTags(keptAffiliateTags(), tagsOf(window.location.search));
}
