import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type HuntedBet,
  type HuntingRules,
  type HuntingStep,
  progressOf,
  qualifies,
  rankEntries,
  stepStates,
  stepsReached,
} from './hunting';

const rules: HuntingRules = {
  metric: 'bets',
  minOdds: 1.5,
  minStake: 100,
  currency: 'EUR',
  matchStatuses: [],
};
const steps: HuntingStep[] = [
  { target: 3, reward: 500 },
  { target: 5, reward: 1_000 },
  { target: 10, reward: 2_500 },
];

const bet = (overrides: Partial<HuntedBet> = {}): HuntedBet => ({
  odds: 2,
  stake: 200,
  currency: 'EUR',
  matchStatuses: [0],
  withFreebet: false,
  ...overrides,
});

describe('hunting', () => {
  it('[BON15] counts cash bets in its currency at its min odds and stake, on matches of its statuses', () => {
    expect(qualifies(rules, bet())).toBe(true);
    expect(qualifies(rules, bet({ withFreebet: true }))).toBe(false);
    expect(qualifies(rules, bet({ currency: 'USD' }))).toBe(false);
    expect(qualifies(rules, bet({ odds: 1.49 }))).toBe(false);
    expect(qualifies(rules, bet({ stake: 99 }))).toBe(false);
    expect(qualifies({ ...rules, matchStatuses: [1] }, bet({ matchStatuses: [1, 0] }))).toBe(false);
    expect(qualifies({ ...rules, matchStatuses: [1] }, bet({ matchStatuses: [1, 1] }))).toBe(true);
  });

  it('[BON16] a qualifying bet adds 1, or its stake when the hunting counts stakes', () => {
    expect(progressOf(rules, bet())).toBe(1);
    expect(progressOf({ ...rules, metric: 'stake' }, bet({ stake: 250 }))).toBe(250);
    expect(progressOf(rules, bet({ odds: 1.2 }))).toBe(0);
  });

  it('[BON17] marks steps completed, current (suitable when the slip reaches it) and next', () => {
    expect(stepStates(steps, 0)).toEqual(['current', 'next', 'next']);
    expect(stepStates(steps, 3)).toEqual(['completed', 'current', 'next']);
    expect(stepStates(steps, 4, 1)).toEqual(['completed', 'suitable', 'next']);
    expect(stepStates(steps, 4, 0)).toEqual(['completed', 'current', 'next']);
    expect(stepStates(steps, 12)).toEqual(['completed', 'completed', 'completed']);
  });

  it('[BON18] pays each step once, however the progress moves', () => {
    expect(stepsReached(steps, 2, 3)).toEqual([steps[0]]);
    expect(stepsReached(steps, 2, 11)).toEqual(steps);
    expect(stepsReached(steps, 3, 4)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 30 }), (moves) => {
        let progress = 0;
        const paid: HuntingStep[] = [];
        for (const move of moves) {
          paid.push(...stepsReached(steps, progress, progress + move));
          progress += move;
        }
        expect(paid).toEqual(steps.filter((step) => progress >= step.target));
      }),
    );
  });

  it('[BON19] ranks a tournament by farmed amount, ties to who reached it first', () => {
    const ranked = rankEntries([
      { playerId: 1, farmed: 500, reachedAt: 30 },
      { playerId: 2, farmed: 900, reachedAt: 50 },
      { playerId: 3, farmed: 500, reachedAt: 10 },
      { playerId: 4, farmed: 500, reachedAt: 10 },
    ]);
    expect(ranked.map((entry) => [entry.position, entry.playerId])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 1],
    ]);
  });
});
