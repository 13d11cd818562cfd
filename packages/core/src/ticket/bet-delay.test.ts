import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  delaySecondsLeft,
  MAX_IN_PLAY_BET_DELAY_SECONDS,
  placementDelaySeconds,
  selectionDelaySeconds,
  sportDelaySeconds,
} from './bet-delay';
import { aSelection } from './test-builders';

const DELAYS = { soccer: 5, tennis: 8, basketball: 0 };

describe('in-play bet delay', () => {
  it('[DLY1] a sport’s delay is its whole seconds within 0..30, else 0', () => {
    expect(sportDelaySeconds(DELAYS, 'soccer')).toBe(5);
    expect(sportDelaySeconds(DELAYS, 'basketball')).toBe(0);
    expect(sportDelaySeconds(DELAYS, 'curling')).toBe(0);
    expect(sportDelaySeconds(undefined, 'soccer')).toBe(0);
    expect(sportDelaySeconds({ soccer: 4.7 }, 'soccer')).toBe(4);
    expect(sportDelaySeconds({ soccer: 90 }, 'soccer')).toBe(MAX_IN_PLAY_BET_DELAY_SECONDS);
    expect(sportDelaySeconds({ soccer: -3 }, 'soccer')).toBe(0);
    expect(sportDelaySeconds({ soccer: Number.NaN }, 'soccer')).toBe(0);
    expect(sportDelaySeconds({}, 'toString')).toBe(0);
  });

  it('[DLY1] only a live selection is held: a prematch one of the same sport is not', () => {
    expect(selectionDelaySeconds(aSelection({ matchStatus: 1, sportKey: 'soccer' }), DELAYS)).toBe(5);
    expect(selectionDelaySeconds(aSelection({ matchStatus: 0, sportKey: 'soccer' }), DELAYS)).toBe(0);
  });

  it('[DLY2] a placement waits for the longest delay among its live selections’ sports', () => {
    const live = (sportKey: string, matchId: number) => aSelection({ matchId, matchStatus: 1, sportKey });
    const prematchTennis = aSelection({ matchId: 9, matchStatus: 0, sportKey: 'tennis' });
    expect(placementDelaySeconds([{ selections: [live('soccer', 1), prematchTennis] }], DELAYS)).toBe(5);
    expect(
      placementDelaySeconds(
        [{ selections: [live('soccer', 1)] }, { selections: [live('tennis', 2)] }],
        DELAYS,
      ),
    ).toBe(8);
    expect(placementDelaySeconds([{ selections: [prematchTennis] }], DELAYS)).toBe(0);
    expect(placementDelaySeconds([], DELAYS)).toBe(0);
  });

  it('[DLY2] the placement’s delay is the maximum of its selections’ delays, whatever their order', () => {
    const sports = ['soccer', 'tennis', 'basketball', 'curling'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ sport: fc.constantFrom(...sports), live: fc.boolean() }), { maxLength: 8 }),
        (picked) => {
          const selections = picked.map((p, i) =>
            aSelection({ matchId: i + 1, matchStatus: p.live ? 1 : 0, sportKey: p.sport }),
          );
          const expected = Math.max(0, ...selections.map((s) => selectionDelaySeconds(s, DELAYS)));
          expect(placementDelaySeconds([{ selections }], DELAYS)).toBe(expected);
          expect(placementDelaySeconds([{ selections: selections.slice().reverse() }], DELAYS)).toBe(
            expected,
          );
        },
      ),
    );
  });

  it('[DLY3] the seconds left count down from the full delay to 0, rounded up', () => {
    const start = 1_000_000;
    expect(delaySecondsLeft(start, 5, start)).toBe(5);
    expect(delaySecondsLeft(start, 5, start + 1)).toBe(5);
    expect(delaySecondsLeft(start, 5, start + 1_000)).toBe(4);
    expect(delaySecondsLeft(start, 5, start + 4_999)).toBe(1);
    expect(delaySecondsLeft(start, 5, start + 5_000)).toBe(0);
    expect(delaySecondsLeft(start, 5, start + 60_000)).toBe(0);
    expect(delaySecondsLeft(start, 5, start - 3_000)).toBe(5);
    expect(delaySecondsLeft(start, 0, start)).toBe(0);
  });

  it('[DLY3] never increases as time passes and stays within 0..delay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -10_000, max: 40_000 }),
        fc.integer({ min: 0, max: 40_000 }),
        (delay, offset, step) => {
          const start = 5_000_000;
          const a = delaySecondsLeft(start, delay, start + offset);
          const b = delaySecondsLeft(start, delay, start + offset + step);
          expect(b).toBeLessThanOrEqual(a);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(a).toBeLessThanOrEqual(delay);
        },
      ),
    );
  });
});
