import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RETRY_AFTER_SECONDS, parseRetryAfter, retryDelayMs } from './retry-after';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('Retry-After', () => {
  it('[RTA1] reads delay-seconds and HTTP dates, rounded up to whole seconds from now', () => {
    expect(parseRetryAfter('5', NOW)).toBe(5);
    expect(parseRetryAfter(' 0 ', NOW)).toBe(0);
    expect(parseRetryAfter('Fri, 27 Nov 2026 12:00:07 GMT', NOW)).toBe(7);
    expect(parseRetryAfter('Fri, 27 Nov 2026 11:59:00 GMT', NOW)).toBe(0);
    expect(parseRetryAfter(new Date(NOW + 2_500).toUTCString(), NOW + 500)).toBe(2);
  });

  it('[RTA1] anything else says nothing; a very long wait is capped', () => {
    for (const value of [null, undefined, '', '-1', '1.5', 'soon', '5s', '2026-11-27T12:00:07Z'])
      expect(parseRetryAfter(value, NOW)).toBeNull();
    expect(parseRetryAfter('86400', NOW)).toBe(MAX_RETRY_AFTER_SECONDS);
  });

  it('[RTA2] waits exactly what the backend asked, never sooner; else backs off up to the cap', () => {
    expect(retryDelayMs(1, 3, 500, 2_000)).toBe(3_000);
    expect(retryDelayMs(4, 10, 500, 2_000)).toBe(10_000);
    expect(retryDelayMs(1, null, 500, 2_000)).toBe(500);
    expect(retryDelayMs(2, undefined, 500, 2_000)).toBe(1_000);
    expect(retryDelayMs(5, null, 500, 2_000)).toBe(2_000);
  });

  it('[RTA2] a wait asked by the backend is honoured whatever the attempt', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: MAX_RETRY_AFTER_SECONDS }),
        (n, s) => {
          expect(retryDelayMs(n, s, 100, 1_000)).toBe(s * 1_000);
          expect(retryDelayMs(n, null, 100, 1_000)).toBeLessThanOrEqual(1_000);
        },
      ),
    );
  });
});
