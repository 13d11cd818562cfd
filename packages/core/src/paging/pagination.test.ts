import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_LIMIT, pageOf, pageOffset } from './pagination';

describe('pagination', () => {
  it('[PAG1] caps a page at 500 items', () => {
    expect(MAX_PAGE_LIMIT).toBe(500);
  });

  it('[PAG2] gives an empty list one page', () => {
    expect(pageOf(0, 1, 50)).toEqual({ total: 0, page: 1, limit: 50, lastPage: 1 });
  });

  it('[PAG2] counts the last page so every item is on exactly one page', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: MAX_PAGE_LIMIT }), (total, limit) => {
        const { lastPage } = pageOf(total, 1, limit);
        expect(lastPage).toBeGreaterThanOrEqual(1);
        expect(pageOffset(lastPage, limit)).toBeLessThanOrEqual(Math.max(0, total - 1));
        expect(pageOffset(lastPage + 1, limit)).toBeGreaterThanOrEqual(total);
      }),
    );
  });

  it('[PAG3] starts page p after (p - 1) x limit items', () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
  });
});
