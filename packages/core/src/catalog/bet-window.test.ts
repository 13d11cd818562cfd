import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { betWindowRefusal } from './bet-window';
import { MATCH_STATUS, MATCH_STATUSES } from './match-status';

const START = '2026-11-21T16:30:00.000Z';
const START_MS = Date.parse(START);
const fixture = (status: number, startTime = START) =>
  ({ status, type: 'match', startTime }) as Parameters<typeof betWindowRefusal>[0];

describe('the bet window of a match', () => {
  it('[BWIN1] takes prematch bets until the scheduled start and none from it on, one millisecond included', () => {
    expect(betWindowRefusal(fixture(MATCH_STATUS.prematch), START_MS - 1)).toBeUndefined();
    expect(betWindowRefusal(fixture(MATCH_STATUS.prematch), START_MS)).toBe('started');
    expect(betWindowRefusal(fixture(MATCH_STATUS.prematch), START_MS + 1)).toBe('started');
    fc.assert(
      fc.property(fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }), (offset) => {
        const refused = betWindowRefusal(fixture(MATCH_STATUS.prematch), START_MS + offset);
        expect(refused === undefined).toBe(offset < 0);
      }),
      { seed: 14, numRuns: 500 },
    );
  });

  it('[BWIN1] closes a prematch fixture whose start is not a time (fail closed)', () => {
    expect(betWindowRefusal(fixture(MATCH_STATUS.prematch, 'soon'), 0)).toBe('started');
    expect(betWindowRefusal(fixture(MATCH_STATUS.prematch, ''), 0)).toBe('started');
  });

  it('[BWIN2] takes live bets only because the feed says live, whatever the start time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 86_400_000 }), (offset) => {
        expect(betWindowRefusal(fixture(MATCH_STATUS.live), START_MS + offset)).toBeUndefined();
      }),
      { seed: 14, numRuns: 200 },
    );
  });

  it('[BWIN3] keeps an outright open past its competition start; other statuses never take bets', () => {
    const outright = { status: MATCH_STATUS.prematch, type: 'season', startTime: START } as const;
    expect(betWindowRefusal(outright, START_MS + 86_400_000)).toBeUndefined();
    for (const status of MATCH_STATUSES) {
      if (status === MATCH_STATUS.prematch || status === MATCH_STATUS.live) continue;
      expect(betWindowRefusal(fixture(status), START_MS - 3_600_000)).toBe('not_bettable_status');
      expect(betWindowRefusal({ ...outright, status }, START_MS - 3_600_000)).toBe('not_bettable_status');
    }
  });
});
