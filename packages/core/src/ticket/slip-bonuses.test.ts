import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OfferedBonus } from '../bonuses/bonus-selection';
import { betPotentialWin } from './bet-summary';
import { placementPayload } from './placement-payload';
import type { SlipBet } from './slip-bet';
import { bonusPotentialWin } from './slip-bonuses';
import { aTicket, EUR, ONE_BET, run, SETTINGS, someSelections } from './test-builders';
import { ticketStateFromJson } from './ticket-from-json';

const BOOST: OfferedBonus = { id: 7, type: 'comboboost', bonusOdds: 25.2 };
const ONLY_WIN: OfferedBonus = { id: 11, type: 'freebet_only_win', amount: 500 };
const NO_RISK: OfferedBonus = { id: 12, type: 'freebet_no_risk', amount: 1_000 };
const META = { deviceId: 'device-1', locale: 'en' };

/** A combo of three selections at 2, 3 and 4 (odds 24), staked 1000, then offered `bonuses`. */
function comboOffered(bonuses: readonly OfferedBonus[]) {
  return run(
    [
      { type: 'stakeChanged', betId: 'b1', stake: 1_000 },
      { type: 'bonusesOffered', offers: [{ betId: 'b1', bonuses }], upcoming: [] },
    ],
    ONE_BET,
    aTicket(someSelections(3), ONE_BET),
  );
}

describe('a slip bet’s bonus', () => {
  it('[BON1] [BON21] keeps the offer, chooses the comboboost by default and never a freebet', () => {
    const [bet] = comboOffered([ONLY_WIN, BOOST]).bets;
    expect(bet?.availableBonuses).toEqual([ONLY_WIN, BOOST]);
    expect(bet?.bonus).toEqual(BOOST);
    expect(bet?.stake).toBe(1_000);
    const freebetOnly = comboOffered([ONLY_WIN]).bets[0];
    expect(freebetOnly?.bonus).toBeNull();
  });

  it('[BON21] a chosen freebet sets the stake to its amount; removing it sets 0 and nothing is chosen again', () => {
    const chosen = run(
      [{ type: 'bonusChosen', betId: 'b1', bonusId: 11, bonusType: 'freebet_only_win' }],
      ONE_BET,
      comboOffered([ONLY_WIN, BOOST]),
    );
    expect(chosen.bets[0]).toMatchObject({ bonus: ONLY_WIN, stake: 500 });
    const removed = run([{ type: 'bonusRemoved', betId: 'b1' }], ONE_BET, chosen);
    expect(removed.bets[0]).toMatchObject({ bonus: null, stake: 0, bonusDeclined: true });
    const reoffered = run(
      [{ type: 'bonusesOffered', offers: [{ betId: 'b1', bonuses: [ONLY_WIN, BOOST] }], upcoming: [] }],
      ONE_BET,
      removed,
    );
    expect(reoffered.bets[0]?.bonus).toBeNull();
    // A bonus not offered cannot be chosen.
    const unknown = run(
      [{ type: 'bonusChosen', betId: 'b1', bonusId: 99, bonusType: 'freebet_all_win' }],
      ONE_BET,
      removed,
    );
    expect(unknown.bets[0]).toBe(removed.bets[0]);
  });

  it('[BON21] a chosen freebet no longer offered is cleared with stake 0; the upcoming boosts are kept', () => {
    const chosen = run(
      [{ type: 'bonusChosen', betId: 'b1', bonusId: 11, bonusType: 'freebet_only_win' }],
      ONE_BET,
      comboOffered([ONLY_WIN]),
    );
    const gone = run(
      [
        {
          type: 'bonusesOffered',
          offers: [{ betId: 'b1', bonuses: [] }],
          upcoming: [{ betId: 'b1', bonusId: 7, selectionsNeeded: 1, percent: 10 }],
        },
      ],
      ONE_BET,
      chosen,
    );
    expect(gone.bets[0]).toMatchObject({ bonus: null, stake: 0 });
    expect(gone.upcomingBonuses).toEqual([{ betId: 'b1', bonusId: 7, selectionsNeeded: 1, percent: 10 }]);
  });

  it('[BON22] another stake typed drops an only-win freebet; a no-risk one stays within its amount', () => {
    const onlyWin = run(
      [
        { type: 'bonusChosen', betId: 'b1', bonusId: 11, bonusType: 'freebet_only_win' },
        { type: 'stakeChanged', betId: 'b1', stake: 600 },
      ],
      ONE_BET,
      comboOffered([ONLY_WIN]),
    );
    expect(onlyWin.bets[0]).toMatchObject({ bonus: null, stake: 600, bonusDeclined: true });
    const noRisk = run(
      [
        { type: 'bonusChosen', betId: 'b1', bonusId: 12, bonusType: 'freebet_no_risk' },
        { type: 'stakeChanged', betId: 'b1', stake: 800 },
      ],
      ONE_BET,
      comboOffered([NO_RISK]),
    );
    expect(noRisk.bets[0]).toMatchObject({ bonus: NO_RISK, stake: 800 });
    const over = run([{ type: 'stakeChanged', betId: 'b1', stake: 1_200 }], ONE_BET, noRisk);
    expect(over.bets[0]).toMatchObject({ bonus: null, stake: 1_200 });
  });

  it('[BON23] the placement sends the chosen bonus with its odds', () => {
    const ticket = comboOffered([BOOST]);
    expect(placementPayload(ticket.bets, META)?.bets[0]?.bonus).toEqual({
      id: 7,
      type: 'comboboost',
      odds: 25.2,
    });
    const freebet = run(
      [{ type: 'bonusChosen', betId: 'b1', bonusId: 11, bonusType: 'freebet_only_win' }],
      ONE_BET,
      comboOffered([ONLY_WIN]),
    );
    expect(placementPayload(freebet.bets, META)?.bets[0]).toMatchObject({
      stake: { value: 500, currency: 'EUR' },
      bonus: { id: 11, type: 'freebet_only_win', odds: null },
    });
    expect(placementPayload(comboOffered([]).bets, META)?.bets[0]).not.toHaveProperty('bonus');
  });

  it('[BON24] [DER2] the slip’s potential win follows the chosen bonus', () => {
    expect(betPotentialWin(comboOffered([BOOST]).bets[0] as SlipBet)).toBe(25_200);
    expect(betPotentialWin(comboOffered([]).bets[0] as SlipBet)).toBe(24_000);
  });

  it('[BON24] what a bet can win: on a boost’s odds, an only-win freebet without its stake', () => {
    expect(bonusPotentialWin({ stake: 1_000, odds: 24, bonus: BOOST })).toBe(25_200);
    expect(bonusPotentialWin({ stake: 500, odds: 24, bonus: ONLY_WIN })).toBe(11_500);
    expect(bonusPotentialWin({ stake: 1_000, odds: 24, bonus: null })).toBe(24_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 1.01, max: 1_000, noNaN: true }),
        (stake, odds) => {
          // An only-win freebet never promises its stake back.
          expect(bonusPotentialWin({ stake, odds, bonus: { ...ONLY_WIN, amount: stake } })).toBe(
            Math.max(0, bonusPotentialWin({ stake, odds, bonus: null }) - stake),
          );
        },
      ),
    );
  });

  it('[BON21] session storage keeps a bet’s bonus, and refuses a malformed one', () => {
    const ticket = run(
      [{ type: 'bonusChosen', betId: 'b1', bonusId: 11, bonusType: 'freebet_only_win' }],
      ONE_BET,
      comboOffered([ONLY_WIN]),
    );
    const stored = JSON.parse(JSON.stringify(ticket));
    expect(ticketStateFromJson(stored, EUR).bets[0]?.bonus).toEqual(ONLY_WIN);
    stored.bets[0].bonus = { id: -1, type: 'freebet_only_win' };
    expect(ticketStateFromJson(stored, EUR).bets).toEqual([]);
  });

  it('[BON12] [BON21] chooses an offered hunting over a comboboost, and stores its standing', () => {
    const hunting: OfferedBonus = {
      id: 21,
      type: 'hunting',
      title: 'Bet Hunter',
      hunting: { metric: 'bets', progress: 2, target: 3, reward: 200 },
    };
    const ticket = comboOffered([BOOST, hunting]);
    expect(ticket.bets[0]?.bonus).toEqual(hunting);
    const stored = JSON.parse(JSON.stringify(ticket));
    expect(ticketStateFromJson(stored, EUR).bets[0]?.bonus).toEqual(hunting);
    stored.bets[0].bonus.hunting = { metric: 'bets', progress: -1, target: 3, reward: null };
    expect(ticketStateFromJson(stored, EUR).bets).toEqual([]);
  });

  it('[BON12] [BON21] chooses an offered tournament over a comboboost, a hunting over both, and stores its standing', () => {
    const tournament: OfferedBonus = {
      id: 31,
      type: 'tournament',
      title: 'Weekly Cup',
      tournament: { farmed: 1_200, position: 2 },
    };
    const ticket = comboOffered([BOOST, tournament]);
    expect(ticket.bets[0]?.bonus).toEqual(tournament);
    const hunting: OfferedBonus = { id: 21, type: 'hunting', title: 'Bet Hunter' };
    expect(comboOffered([BOOST, tournament, hunting]).bets[0]?.bonus).toEqual(hunting);
    const stored = JSON.parse(JSON.stringify(ticket));
    expect(ticketStateFromJson(stored, EUR).bets[0]?.bonus).toEqual(tournament);
    stored.bets[0].bonus.tournament = { farmed: 1_200, position: 0 };
    expect(ticketStateFromJson(stored, EUR).bets).toEqual([]);
  });

  describe('[BON27] one freebet per bet, and one bet with a freebet unless several are allowed', () => {
    const OTHER_FREEBET: OfferedBonus = { id: 13, type: 'freebet_all_win', amount: 300 };
    /** Three singles at 2, 3 and 4, each offered both freebets, the first with ONLY_WIN chosen. */
    function singlesWithFreebet(settings: typeof SETTINGS) {
      // Multi-singles: each selection its own single.
      const singles = aTicket(someSelections(3), settings);
      const ids = singles.bets.map((bet) => bet.betId);
      return run(
        [
          {
            type: 'bonusesOffered',
            offers: ids.map((betId) => ({ betId, bonuses: [ONLY_WIN, OTHER_FREEBET] })),
            upcoming: [],
          },
          { type: 'bonusChosen', betId: ids[0] ?? '', bonusId: 11, bonusType: 'freebet_only_win' },
        ],
        settings,
        singles,
      );
    }

    it('moves a freebet chosen on another bet there, that bet’s stake back to 0', () => {
      for (const multi of [false, true]) {
        const settings = { ...SETTINGS, multiActiveFreebetsAllowed: multi };
        const ticket = singlesWithFreebet(settings);
        const [first, second] = ticket.bets;
        expect(first?.bonus).toEqual(ONLY_WIN);
        const moved = run(
          [{ type: 'bonusChosen', betId: second?.betId ?? '', bonusId: 11, bonusType: 'freebet_only_win' }],
          settings,
          ticket,
        );
        expect(moved.bets[0]).toMatchObject({ bonus: null, stake: 0 });
        expect(moved.bets[1]).toMatchObject({ bonus: ONLY_WIN, stake: 500 });
      }
    });

    it('clears another bet’s freebet unless several may be used at once', () => {
      const property = fc.property(fc.boolean(), (multi) => {
        const settings = { ...SETTINGS, multiActiveFreebetsAllowed: multi };
        const ticket = singlesWithFreebet(settings);
        const third = ticket.bets[2]?.betId ?? '';
        const after = run(
          [{ type: 'bonusChosen', betId: third, bonusId: 13, bonusType: 'freebet_all_win' }],
          settings,
          ticket,
        );
        const withFreebet = after.bets.filter((bet) => bet.bonus !== null && bet.bonus !== undefined);
        expect(withFreebet.map((bet) => bet.bonus?.id)).toEqual(multi ? [11, 13] : [13]);
        // A bet whose freebet went keeps no stake of it.
        if (!multi) expect(after.bets[0]?.stake).toBe(0);
      });
      fc.assert(property);
    });
  });
});
