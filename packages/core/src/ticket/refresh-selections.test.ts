import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODDS_ACCEPT_MODES } from './odds-accept-mode';
import { combinedOdds } from './odds-math';
import { outcomeRefreshesFromMarkets, refreshBet, refreshSelection } from './refresh-selections';
import { aSelection, aTicket, ONE_BET, run, someSelections } from './test-builders';

const open = (odds: number) => ({ odds, active: true, marketStatus: 1 });
const price = fc.integer({ min: 101, max: 2_000 }).map((hundredths) => hundredths / 100);

describe('odds acceptance on market refresh', () => {
  it('[ACC1] a selection is suspended when its outcome is gone or inactive, its market not allowed or the price invalid; odds kept', () => {
    const selection = aSelection({ odds: 2 });
    for (const refresh of [
      'gone' as const,
      { odds: 2.5, active: false, marketStatus: 1 },
      { odds: 2.5, active: true, marketStatus: -1 },
      { odds: 2.5, active: true, marketStatus: 0 },
      { odds: 1, active: true, marketStatus: 1 },
    ]) {
      const next = refreshSelection(selection, refresh, 'any');
      expect(next.isSuspended).toBe(true);
      expect(next.odds).toBe(2);
      expect(next.acceptedOdds).toBe(2);
    }
    const back = refreshSelection(refreshSelection(selection, 'gone', 'none'), open(2.2), 'none');
    expect(back).toMatchObject({ isSuspended: false, active: true, odds: 2.2, isChanged: true });
  });

  it('[ACC3] mode none never follows, any always follows, higher follows when not below the accepted odds', () => {
    const selection = aSelection({ odds: 2 });
    const table: [string, number, number, boolean][] = [
      // mode, new odds, accepted after, isChanged
      ['none', 2.2, 2, true],
      ['none', 1.8, 2, true],
      ['none', 2, 2, false],
      ['higher', 2.2, 2.2, false],
      ['higher', 1.8, 2, true],
      ['any', 2.2, 2.2, false],
      ['any', 1.8, 1.8, false],
    ];
    for (const [mode, odds, accepted, changed] of table) {
      const next = refreshSelection(selection, open(odds), mode as 'none');
      expect([mode, odds, next.odds, next.acceptedOdds, next.isChanged]).toEqual([
        mode,
        odds,
        odds,
        accepted,
        changed,
      ]);
    }
    // In mode higher a price that dropped and came back up, still below the accepted one, still waits.
    const dropped = refreshSelection(selection, open(1.5), 'higher');
    expect(refreshSelection(dropped, open(1.9), 'higher')).toMatchObject({
      acceptedOdds: 2,
      isChanged: true,
    });
  });

  it('[ACC2] in every mode isChanged is exactly "current odds differ from accepted odds"', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ODDS_ACCEPT_MODES),
        price,
        fc.array(price, { maxLength: 12 }),
        (mode, start, moves) => {
          let selection = aSelection({ odds: start });
          for (const odds of moves) {
            selection = refreshSelection(selection, open(odds), mode);
            expect(selection.isChanged).toBe(selection.odds !== selection.acceptedOdds);
            if (mode === 'any') expect(selection.acceptedOdds).toBe(odds);
            if (mode === 'none') expect(selection.acceptedOdds).toBe(start);
            if (mode === 'higher') expect(selection.acceptedOdds).toBeGreaterThanOrEqual(start);
          }
        },
      ),
    );
  });

  it('[ACC4] a refresh that changes nothing keeps the selection, the bet and the ticket', () => {
    const ticket = aTicket(someSelections(3), ONE_BET);
    const bet = ticket.bets[0];
    if (!bet) throw new Error('no bet');
    const same = Object.fromEntries(bet.selections.map((s) => [s.id, open(s.odds)]));
    expect(refreshBet(bet, same, 'none')).toBe(bet);
    expect(refreshBet(bet, { other: open(3) }, 'none')).toBe(bet);
    expect(run([{ type: 'marketsRefreshed', outcomes: same }], ONE_BET, ticket)).toBe(ticket);
    const one = refreshBet(bet, { [bet.selections[1]?.id ?? '']: open(9) }, 'none');
    expect(one.selections[0]).toBe(bet.selections[0]);
    expect(one.selections[2]).toBe(bet.selections[2]);
  });

  it('[ACC5] a stake derived from a potential win is rescaled by old ÷ new combined odds', () => {
    const ticket = run(
      [{ type: 'potentialWinChanged', betId: 'b1', potentialWin: 10_000 }],
      ONE_BET,
      aTicket(someSelections(2, [2, 2.5]), ONE_BET),
    );
    expect(ticket.bets[0]).toMatchObject({ stake: 2000, odds: 5 });
    const first = ticket.selectedOutcomeIds[0] ?? '';
    const moved = run([{ type: 'marketsRefreshed', outcomes: { [first]: open(4) } }], ONE_BET, ticket);
    expect(moved.bets[0]).toMatchObject({ odds: combinedOdds([4, 2.5]), stake: 1000 });
    const typed = run(
      [
        { type: 'stakeChanged', betId: 'b1', stake: 2000 },
        { type: 'marketsRefreshed', outcomes: { [first]: open(4) } },
      ],
      ONE_BET,
      ticket,
    );
    expect(typed.bets[0]?.stake).toBe(2000);
  });

  it('[ACC6] selections of stopped, closed, finished or not covered matches are not available', () => {
    const ticket = aTicket(someSelections(2));
    const stopped = run([{ type: 'matchStatusChanged', matchId: 1, matchStatus: 2 }], undefined, ticket);
    expect(stopped.bets.map((bet) => bet.selections[0]?.isNotAvailable)).toEqual([true, false]);
    expect(stopped.bets[0]?.selections[0]?.matchStatus).toBe(2);
    const live = run([{ type: 'matchStatusChanged', matchId: 1, matchStatus: 1 }], undefined, stopped);
    expect(live.bets[0]?.selections[0]?.isNotAvailable).toBe(false);
    expect(run([{ type: 'matchStatusChanged', matchId: 99, matchStatus: 4 }], undefined, ticket)).toBe(
      ticket,
    );
  });

  it('[ACC7] a market list refreshes the selections of its markets; a whole-match document makes absent markets gone', () => {
    const a = aSelection({ matchId: 1, marketId: 1, outcomeId: '1' });
    const b = aSelection({ matchId: 1, marketId: 2, outcomeId: '2', specifier: 'total=2.5' });
    const c = aSelection({ matchId: 1, marketId: 3 });
    const d = aSelection({ matchId: 2 });
    const markets = [
      {
        match_urn_id: 'sr:match:1',
        id: 1,
        specifier: '',
        status: 1,
        outcomes: [{ id: '1', odds: 2.4, active: true }],
      },
      {
        match_urn_id: 'sr:match:1',
        id: 2,
        specifier: 'total=2.5',
        status: -1,
        outcomes: [{ id: '1', odds: 1.9, active: true }],
      },
    ];
    expect(outcomeRefreshesFromMarkets(markets, [a, b, c, d])).toEqual({
      [a.id]: { odds: 2.4, active: true, marketStatus: 1 },
      [b.id]: 'gone',
    });
    expect(outcomeRefreshesFromMarkets(markets, [a, b, c, d], { completeFor: 'sr:match:1' })).toEqual({
      [a.id]: { odds: 2.4, active: true, marketStatus: 1 },
      [b.id]: 'gone',
      [c.id]: 'gone',
    });
  });
});
