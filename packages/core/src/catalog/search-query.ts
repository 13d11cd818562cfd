/** [SRCH1] Search query length, spec §5 and §9: 3 to 50 characters. */
export const SEARCH_QUERY_MIN = 3;
export const SEARCH_QUERY_MAX = 50;

/**
 * What the search box holds, read for the backend:
 * - `empty`: nothing but white space;
 * - `short`: fewer than {@link SEARCH_QUERY_MIN} characters, nothing is sent (SRCH2);
 * - `ready`: the query to send, trimmed, its inner white space collapsed, at most {@link SEARCH_QUERY_MAX}
 *   characters; `cut` says the bettor typed more and the rest was dropped (SRCH3).
 */
export type SearchQuery =
  | { readonly kind: 'empty' }
  | { readonly kind: 'short'; readonly query: string }
  | { readonly kind: 'ready'; readonly query: string; readonly cut: boolean };

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** Drops a lone high surrogate a cut left at the end, so a cut never splits a character. */
function cutAt(text: string, max: number): string {
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * [SRCH1] [SRCH2] [SRCH3] Reads a typed search query: trims it, collapses white space (and drops control
 * characters), counts UTF-16 units as the backend's contract does, and cuts what is longer than the maximum.
 */
export function searchQueryOf(raw: string): SearchQuery {
  const text = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (text.length === 0) return { kind: 'empty' };
  if (text.length < SEARCH_QUERY_MIN) return { kind: 'short', query: text };
  if (text.length <= SEARCH_QUERY_MAX) return { kind: 'ready', query: text, cut: false };
  const query = cutAt(text, SEARCH_QUERY_MAX).trim();
  return { kind: 'ready', query, cut: true };
}
