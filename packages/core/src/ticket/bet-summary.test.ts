import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BetLimits } from './bet-limits';
import {
  betLimitViolations,
  betLines,
  betPotentialWin,
  betSummary,
  totalPotentialWin,
  totalStake,
} from './bet-summary';
import { combinedOdds, potentialWin } from './odds-math';
import { notCombinable, selectionFlags } from './selection-flags';
import { betOdds } from './slip-bet';
import { systemOdds } from './system-bets';
import { aSelection, aTicket, ONE_BET, run, SETTINGS, someSelections } from './test-builders';

const LIMITS: BetLimits = {
  selectionLimit: 3,
  oddsLimit: { value: 100, action: 'accept' },
  maxStakeLimit: {
    fiat: { EUR: { amount: 10_000, action: 'reject' } },
    crypto: { EUR: { amount: 5, action: 'reject' } },
  },
  payoutLimit: null,
};

describe('derived values', () => {
  it('[DER1] a bet’s odds: the single’s price, the combo’s product, the system’s odds, the custom odds', () => {
    const selections = someSelections(3, [2, 3, 4]);
    const combo = aTicket(selections, ONE_BET).bets[0];
    expect(combo && betOdds(combo)).toBe(combinedOdds([2, 3, 4]));
    const system = run([{ type: 'betTypeChanged', betType: 'system' }], SETTINGS, aTicket(selections))
      .bets[0];
    expect(system && betOdds(system)).toBe(systemOdds([2, 3, 4], { totalCount: 3, winCount: 2 }));
    const single = aTicket(selections).bets[1];
    expect(single && betOdds(single)).toBe(3);
    const custom = run([
      {
        type: 'customBetComposed',
        selections: [aSelection({ marketId: 1 }), aSelection({ marketId: 2 })],
        customOdds: 3.3,
      },
    ]).bets[0];
    expect(custom && betOdds(custom)).toBe(3.3);
  });

  it('[DER2] potential win = stake × bet odds rounded down; a system uses its system odds; no odds, no win', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 3, max: 6 }), (stake, count) => {
        const selections = someSelections(count);
        const system = run(
          [
            { type: 'betTypeChanged', betType: 'system' },
            { type: 'stakeChanged', betId: 'b1', stake },
          ],
          SETTINGS,
          aTicket(selections),
        ).bets[0];
        if (!system) throw new Error('no bet');
        expect(betPotentialWin(system)).toBe(potentialWin(stake, betOdds(system)));
        expect(betPotentialWin(system)).toBeGreaterThanOrEqual(stake);
      }),
    );
    const unpriced = run([
      {
        type: 'customBetComposed',
        selections: [aSelection({ marketId: 1 }), aSelection({ marketId: 2 })],
        customOdds: null,
      },
      { type: 'stakeChanged', betId: 'b1', stake: 100 },
    ]).bets[0];
    expect(unpriced && betPotentialWin(unpriced)).toBe(0);
  });

  it('[DER3] a system has C(n, k) lines; every other bet one', () => {
    const system = run(
      [{ type: 'betTypeChanged', betType: 'system', systemType: { totalCount: 5, winCount: 3 } }],
      SETTINGS,
      aTicket(someSelections(5)),
    ).bets[0];
    expect(system && betLines(system)).toBe(10);
    const combo = aTicket(someSelections(5), ONE_BET).bets[0];
    expect(combo && betLines(combo)).toBe(1);
  });

  it('[DER4] limit violations use the fiat or crypto table of the currency', () => {
    const combo = run(
      [{ type: 'stakeChanged', betId: 'b1', stake: 20 }],
      ONE_BET,
      aTicket(someSelections(4), ONE_BET),
    ).bets[0];
    if (!combo) throw new Error('no bet');
    expect(betLimitViolations(combo, LIMITS, true).map((v) => v.kind)).toEqual([
      'max_selections',
      'max_odds',
    ]);
    expect(betLimitViolations(combo, LIMITS, false).map((v) => v.kind)).toEqual([
      'max_selections',
      'max_odds',
      'max_stake',
    ]);
    expect(betLimitViolations(combo, null, true)).toEqual([]);
  });

  it('[DER5] a bet summary gathers odds, potential win, lines, limits, max stake and selection flags', () => {
    const bet = run(
      [{ type: 'stakeChanged', betId: 'b1', stake: 1000 }],
      ONE_BET,
      aTicket(someSelections(2), ONE_BET),
    ).bets[0];
    if (!bet) throw new Error('no bet');
    const summary = betSummary(bet, LIMITS, true);
    expect(summary).toMatchObject({
      betId: 'b1',
      odds: 6,
      potentialWin: 6000,
      lines: 1,
      refusedByLimits: false,
      maxStake: 10_000,
    });
    expect(summary.selections.map((flags) => flags.labelKey)).toEqual([null, null]);
  });

  it('[DER6] totals are the sums over the bets', () => {
    const ticket = run(
      [
        { type: 'stakeChanged', betId: 'b1', stake: 100 },
        { type: 'stakeChanged', betId: 'b2', stake: 250 },
      ],
      SETTINGS,
      aTicket(someSelections(2)),
    );
    expect(totalStake(ticket.bets)).toBe(350);
    expect(totalPotentialWin(ticket.bets)).toBe(200 + 750);
  });
});

describe('not combinable and labels', () => {
  it('[CMB1] in a combo, system or custom bet, selections of another provider than the first are not combinable', () => {
    const combo = aTicket(
      [aSelection({ matchId: 1 }), aSelection({ matchId: 2, provider: 'oddin' }), aSelection({ matchId: 3 })],
      ONE_BET,
    ).bets[0];
    if (!combo) throw new Error('no bet');
    expect([...notCombinable(combo)]).toEqual([[combo.selections[1]?.id, 'provider']]);
    const singles = aTicket([aSelection({ matchId: 1 }), aSelection({ matchId: 2, provider: 'oddin' })]);
    expect(singles.bets.every((bet) => notCombinable(bet).size === 0)).toBe(true);
  });

  it('[CMB2] in a combo or system, every selection of a match that appears twice is not combinable; a custom bet is one match', () => {
    const selections = [
      aSelection({ matchId: 1, marketId: 1 }),
      aSelection({ matchId: 2 }),
      aSelection({ matchId: 1, marketId: 2 }),
    ];
    const combo = aTicket(selections, ONE_BET).bets[0];
    if (!combo) throw new Error('no bet');
    expect([...notCombinable(combo).entries()]).toEqual([
      [selections[0]?.id, 'match'],
      [selections[2]?.id, 'match'],
    ]);
    const custom = run([
      {
        type: 'customBetComposed',
        selections: [selections[0], selections[2]].flatMap((s) => (s ? [s] : [])),
        customOdds: 3,
      },
    ]).bets[0];
    expect(custom && notCombinable(custom).size).toBe(0);
  });

  it('[CMB3] [CMB4] not available shows sb.ticket.not-available.label, not combinable its reason, suspended sb.ticket.suspended.label', () => {
    const selections = [
      aSelection({ matchId: 1, isNotAvailable: true, isSuspended: true }),
      aSelection({ matchId: 2, provider: 'oddin', isSuspended: true }),
      aSelection({ matchId: 3, isSuspended: true }),
      aSelection({ matchId: 4 }),
    ];
    const flags = selectionFlags({ betType: 'combo', selections });
    expect(flags.map((f) => f.labelKey)).toEqual([
      'sb.ticket.not-available.label',
      'sb.ticket.not-combinable.provider',
      'sb.ticket.suspended.label',
      null,
    ]);
    const sameMatch = selectionFlags({
      betType: 'combo',
      selections: [aSelection({ matchId: 7 }), aSelection({ matchId: 7, outcomeId: '2' })],
    });
    expect(sameMatch.map((f) => f.labelKey)).toEqual([
      'sb.ticket.not-combinable.match',
      'sb.ticket.not-combinable.match',
    ]);
    expect(flags[1]).toMatchObject({ notCombinable: 'provider', suspended: true, notAvailable: false });
  });
});
