/**
 * Affiliate tags of spec §9 (`ctag`, `btag`, `stag`, `qtag`, `gclid`): read from the landing page's query, kept
 * 30 days in a cookie and sent with the sign-up (AFF rules in SPEC.md). A tag is an opaque identifier of a
 * partner or a click; one that could be markup, script or a header trick is dropped, never kept or reflected.
 */

export const AFFILIATE_TAG_NAMES = ['ctag', 'btag', 'stag', 'qtag', 'gclid'] as const;
export type AffiliateTagName = (typeof AFFILIATE_TAG_NAMES)[number];
export type AffiliateTags = Partial<Record<AffiliateTagName, string>>;

/** Longest tag value kept (the sign-up call's limit, contract `AffiliateTag`). */
export const MAX_AFFILIATE_TAG_LENGTH = 200;

/** Letters and digits of any script, and the punctuation tracking ids use; no markup, quotes, spaces or controls. */
const TAG_VALUE = /^[\p{L}\p{N}._~:@+=,|/*!$-]+$/u;
/** A URL scheme that runs or embeds content. */
const ACTIVE_SCHEME = /(?:java|vb)script:|data:/i;

/**
 * [AFF2] A tag value as kept: trimmed; dropped (undefined) when empty, longer than 200 characters, or holding
 * anything outside letters, digits and `. _ ~ : @ + = , | / * ! $ -` (markup, quotes, spaces, control
 * characters), or an active URL scheme (`javascript:`, `data:`...).
 */
export function sanitizeAffiliateTag(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || trimmed.length > MAX_AFFILIATE_TAG_LENGTH) return undefined;
  if (!TAG_VALUE.test(trimmed) || ACTIVE_SCHEME.test(trimmed)) return undefined;
  return trimmed;
}

/** [AFF1] The five tags of a query string (`?btag=a&x=y`), each sanitised (AFF2); other parameters are ignored. */
export function affiliateTagsOf(search: string): AffiliateTags {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const tags: AffiliateTags = {};
  for (const name of AFFILIATE_TAG_NAMES) {
    const value = sanitizeAffiliateTag(params.get(name));
    if (value) tags[name] = value;
  }
  return tags;
}

export function hasAffiliateTags(tags: AffiliateTags): boolean {
  return AFFILIATE_TAG_NAMES.some((name) => tags[name] !== undefined);
}

/** [AFF3] The cookie value of a set of tags: a query string (`btag=a&gclid=b`), empty for none. */
export function serializeAffiliateCookie(tags: AffiliateTags): string {
  const params = new URLSearchParams();
  for (const name of AFFILIATE_TAG_NAMES) {
    const value = tags[name];
    if (value) params.set(name, value);
  }
  return params.toString();
}

/** [AFF3] The tags of a kept cookie value, sanitised again (a cookie can be edited). */
export function parseAffiliateCookie(value: string | undefined): AffiliateTags {
  if (!value || value.length > 2_000) return {};
  return affiliateTagsOf(value);
}

/**
 * [AFF4] Last click wins: a landing with any tag replaces every kept tag (and restarts the 30 days); a
 * landing without tags keeps what is kept. The sign-up sends the current page's tags over the kept ones.
 */
export function landingTags(kept: AffiliateTags, landing: AffiliateTags): AffiliateTags {
  return hasAffiliateTags(landing) ? landing : kept;
}
