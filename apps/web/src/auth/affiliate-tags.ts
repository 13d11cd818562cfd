/**
 * Affiliate tags of spec §9 (`ctag`, `btag`, `stag`, `qtag`, `gclid`), sent with the sign-up (POST /users).
 * Today they come from the current URL's query only. Seam for the 30-day affiliate cookie (spec §9): a later
 * change stores tags seen on landing in that cookie and {@link affiliateTags} merges them under the URL's.
 */

export const AFFILIATE_TAG_NAMES = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type AffiliateTagName = (typeof AFFILIATE_TAG_NAMES)[number];
export type AffiliateTags = Partial<Record<AffiliateTagName, string>>;

/** Longest tag value the sign-up call takes (contract `AffiliateTag`). */
const MAX_TAG_LENGTH = 200;

/** The affiliate tags of a query string (`?btag=a&x=y`): trimmed, non-empty, at most 200 characters. */
export function affiliateTagsOf(search: string): AffiliateTags {
  const params = new URLSearchParams(search);
  const tags: AffiliateTags = {};
  for (const name of AFFILIATE_TAG_NAMES) {
    const value = params.get(name)?.trim();
    if (value && value.length <= MAX_TAG_LENGTH) tags[name] = value;
  }
  return tags;
}

/** The affiliate tags that go with a sign-up from this page. */
export function affiliateTags(): AffiliateTags {
  if (typeof window === 'undefined') return {};
  return affiliateTagsOf(window.location.search);
}
