import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerShownAt, bannersShownAt } from './banner-schedule';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const at = (ms: number) => new Date(ms).toISOString();

describe('banner schedule', () => {
  it('[BAN1] shows a banner from its start (inclusive) until its end (exclusive)', () => {
    expect(bannerShownAt({}, NOW)).toBe(true);
    expect(bannerShownAt({ starts_at: at(NOW) }, NOW)).toBe(true);
    expect(bannerShownAt({ starts_at: at(NOW + 1) }, NOW)).toBe(false);
    expect(bannerShownAt({ ends_at: at(NOW) }, NOW)).toBe(false);
    expect(bannerShownAt({ ends_at: at(NOW + 1) }, NOW)).toBe(true);
    expect(bannerShownAt({ starts_at: at(NOW - 10), ends_at: at(NOW + 10) }, NOW)).toBe(true);
  });

  it('[BAN1] a banner is shown exactly while now lies in [starts_at, ends_at)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: undefined }),
        fc.option(fc.integer({ min: -1e6, max: 1e6 }), { nil: undefined }),
        (start, end) => {
          const banner = {
            ...(start === undefined ? {} : { starts_at: at(NOW + start) }),
            ...(end === undefined ? {} : { ends_at: at(NOW + end) }),
          };
          const expected = (start === undefined || start <= 0) && (end === undefined || end > 0);
          expect(bannerShownAt(banner, NOW)).toBe(expected);
        },
      ),
    );
  });

  it("[BAN2] keeps the slot's order and takes at most the limit", () => {
    const banners = [
      { id: 'a' },
      { id: 'later', starts_at: at(NOW + 60_000) },
      { id: 'b' },
      { id: 'over', ends_at: at(NOW - 1) },
      { id: 'c' },
    ];
    expect(bannersShownAt(banners, NOW).map((banner) => banner.id)).toEqual(['a', 'b', 'c']);
    expect(bannersShownAt(banners, NOW, 2).map((banner) => banner.id)).toEqual(['a', 'b']);
  });
});
