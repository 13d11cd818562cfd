import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchQueryOf } from './search-query';

describe('search query', () => {
  it('[SRCH1] is 3 to 50 characters, trimmed, inner white space collapsed', () => {
    expect(SEARCH_QUERY_MIN).toBe(3);
    expect(SEARCH_QUERY_MAX).toBe(50);
    expect(searchQueryOf('  Real   Madrid ')).toEqual({ kind: 'ready', query: 'Real Madrid', cut: false });
    expect(searchQueryOf('abc')).toEqual({ kind: 'ready', query: 'abc', cut: false });
    expect(searchQueryOf('a'.repeat(50))).toEqual({ kind: 'ready', query: 'a'.repeat(50), cut: false });
    expect(searchQueryOf('tab\tand\nline')).toEqual({ kind: 'ready', query: 'tab and line', cut: false });
  });

  it('[SRCH2] fewer than 3 characters (after trimming) is not searched', () => {
    expect(searchQueryOf('')).toEqual({ kind: 'empty' });
    expect(searchQueryOf('   ')).toEqual({ kind: 'empty' });
    expect(searchQueryOf('ab')).toEqual({ kind: 'short', query: 'ab' });
    expect(searchQueryOf('  a b ')).toEqual({ kind: 'ready', query: 'a b', cut: false });
    expect(searchQueryOf(' ab  ')).toEqual({ kind: 'short', query: 'ab' });
    expect(searchQueryOf('\u0000\u0001x')).toEqual({ kind: 'short', query: 'x' });
  });

  it('[SRCH3] more than 50 characters is cut to 50 and flagged, never splitting a character', () => {
    expect(searchQueryOf('b'.repeat(51))).toEqual({ kind: 'ready', query: 'b'.repeat(50), cut: true });
    const emoji = `${'a'.repeat(49)}⚽😀`;
    expect(searchQueryOf(emoji)).toEqual({ kind: 'ready', query: `${'a'.repeat(49)}⚽`, cut: true });
    const split = `${'a'.repeat(49)}😀x`;
    expect(searchQueryOf(split)).toEqual({ kind: 'ready', query: 'a'.repeat(49), cut: true });
  });

  it('[SRCH1] [SRCH3] whatever is typed, a query sent is 3 to 50 characters with no outer white space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), (raw) => {
        const read = searchQueryOf(raw);
        if (read.kind !== 'ready') return;
        expect(read.query.length).toBeGreaterThanOrEqual(SEARCH_QUERY_MIN);
        expect(read.query.length).toBeLessThanOrEqual(SEARCH_QUERY_MAX);
        expect(read.query).toBe(read.query.trim());
      }),
    );
  });
});
