/** [PAG1] The list fetch limit and the largest page a list call serves (spec §9). */
export const MAX_PAGE_LIMIT = 500;

/** Page metadata of spec §3: total items, 1-based page, page size, last page (at least 1). */
export interface Page {
  readonly total: number;
  readonly page: number;
  readonly limit: number;
  readonly lastPage: number;
}

/** [PAG2] The page metadata for `total` items at `limit` per page; an empty list still has page 1. */
export function pageOf(total: number, page: number, limit: number): Page {
  return { total, page, limit, lastPage: Math.max(1, Math.ceil(total / limit)) };
}

/** [PAG3] The number of items before a 1-based page. */
export function pageOffset(page: number, limit: number): number {
  return (page - 1) * limit;
}
