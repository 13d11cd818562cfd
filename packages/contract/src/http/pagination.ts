import { MAX_PAGE_LIMIT } from '@sportsbook/core/paging/pagination';
import { z } from 'zod';

/** Pagination of spec §3: total, page, limit, last page. */
export const PaginationSchema = z
  .object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    last_page: z.number().int().positive(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof PaginationSchema>;

/** `page` and `limit` query parameters: 1-based page, limit 1..500 (spec §9), with a default per call. */
export function pagingQuery(defaultLimit: number) {
  return {
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(defaultLimit),
  };
}

/** A paginated list response: `{ data, pagination }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: PaginationSchema });
}

/** A page of a list as `paginated` reads it: the items and their pagination (spec §3). */
export interface Page<T> {
  readonly data: T[];
  readonly pagination: Pagination;
}
