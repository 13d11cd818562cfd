import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placementPayload } from './placement-payload';
import { initialQuickBetState } from './quick-bet-state';
import { type RestoreData, restorableFromPayload, restoreBets } from './restore-bets';
import { aTicket, EUR, ONE_BET, run, SETTINGS, someSelections } from './test-builders';
import { quickBetStateFromJson, ticketStateFromJson } from './ticket-from-json';
import { initialTicketState } from './ticket-state';

function matchData(id: number, provider = 'betradar', status: 0 | 1 | 4 = 1) {
  return {
    id,
    urn_id: `sr:match:${id}`,
    slug: `home-away-${id}`,
    type: 'match' as const,
    status,
    provider,
    sport: { key: 'soccer' },
    category: { name: 'England' },
    home: { name: 'Home' },
    away: { name: 'Away' },
  };
}

function marketData(matchId: number, odds: number, status = 1) {
  return {
    match_id: matchId,
    id: 1,
    name: '1x2',
    status,
    specifier: '',
    market_groups: ['main'],
    outcomes: [{ id: '1', name: 'Home', active: true, odds }],
  };
}

const DATA: RestoreData = {
  matches: [matchData(1), matchData(2, 'oddin'), matchData(3)],
  markets: [marketData(1, 2.2), marketData(2, 3), marketData(3, 4, -1)],
  providerStatuses: { oddin: 'inactive' },
};

describe('restoring bets', () => {
  it('[RST1] rebuilds bets from fresh data: current odds, suspension, availability; missing outcomes left out', () => {
    const saved = aTicket(someSelections(4), ONE_BET).bets.map((bet) => ({ ...bet, stake: 700 }));
    const [bet] = restoreBets(saved, DATA, EUR);
    expect(
      bet?.selections.map((s) => [
        s.matchId,
        s.odds,
        s.acceptedOdds,
        s.isChanged,
        s.isSuspended,
        s.isNotAvailable,
      ]),
    ).toEqual([
      [1, 2.2, 2, true, false, false],
      [2, 3, 3, false, false, true],
      [3, 4, 4, false, true, false],
    ]);
    expect(bet).toMatchObject({ stake: 700, stakeSource: 'stake', betType: 'combo', currency: 'EUR' });
    expect(restoreBets(saved, { ...DATA, markets: [] }, EUR)).toEqual([]);
    const other = restoreBets(saved, DATA, { code: 'USD', subunits: 100 })[0];
    expect(other).toMatchObject({ stake: 0, stakeSource: 'sharing', currency: 'USD' });
  });

  it('[RST2] a shared bet in the placement shape restores with its type, stake and a sharing stake source', () => {
    const system = run(
      [
        { type: 'betTypeChanged', betType: 'system', systemType: { totalCount: 3, winCount: 2 } },
        { type: 'stakeChanged', betId: 'b1', stake: 900 },
      ],
      SETTINGS,
      aTicket(someSelections(3)),
    );
    const shared = placementPayload(system.bets, { deviceId: 'd', locale: 'en' })?.bets ?? [];
    const restorable = shared.map(restorableFromPayload);
    expect(restorable[0]).toMatchObject({
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
      stake: 900,
    });
    const [bet] = restoreBets(restorable, DATA, EUR);
    expect(bet).toMatchObject({ stake: 900, stakeSource: 'sharing', betType: 'system' });
    expect(bet?.selections.every((s) => !s.isChanged)).toBe(true);
    const ticket = run([{ type: 'betsRestored', bets: restoreBets(restorable, DATA, EUR) }]);
    expect(ticket.bets[0]).toMatchObject({
      betId: 'b1',
      betType: 'system',
      systemType: { totalCount: 3, winCount: 2 },
    });
    const dropped = run([
      {
        type: 'betsRestored',
        bets: restoreBets(restorable, { ...DATA, matches: DATA.matches.slice(0, 2) }, EUR),
      },
    ]);
    expect(dropped.bets[0]).toMatchObject({ betType: 'combo' });
    expect(
      restorableFromPayload({ stake: { value: 1, currency: 'EUR' }, selections: [], custom_odds: 2 }).betType,
    ).toBe('custom_bet');
  });

  it('[RST5] session storage: a saved ticket reads back equal; anything else gives the initial state, never throws', () => {
    const ticket = run(
      [
        { type: 'stakeChanged', betId: 'b2', stake: 300 },
        { type: 'placementStarted', loggedIn: true },
        {
          type: 'placementFailed',
          status: 422,
          body: {
            error: { code: 101, bets: [{ index: 0, code: 101, message_key: 'k', localized_message: 'm' }] },
          },
        },
      ],
      SETTINGS,
      aTicket(someSelections(3)),
    );
    expect(ticketStateFromJson(JSON.parse(JSON.stringify(ticket)), EUR)).toEqual(ticket);
    const initial = initialTicketState(EUR);
    for (const junk of [
      null,
      1,
      'x',
      [],
      {},
      { ...ticket, bets: 'no' },
      { ...ticket, ticketState: 'DONE' },
    ]) {
      expect(ticketStateFromJson(junk, EUR)).toEqual(initial);
    }
    const twoCombos = {
      ...ticket,
      bets: [...aTicket(someSelections(2), ONE_BET).bets, ...aTicket(someSelections(2), ONE_BET).bets],
    };
    expect(ticketStateFromJson(twoCombos, EUR)).toEqual(initial);
    fc.assert(
      fc.property(fc.anything(), (junk) => {
        expect(() => ticketStateFromJson(junk, EUR)).not.toThrow();
        expect(() => quickBetStateFromJson(junk, EUR)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (junk) => {
        expect(ticketStateFromJson({ ...ticket, bets: [junk] }, EUR)).toEqual(initial);
      }),
    );
  });

  it('[RST5] read back, nothing is in progress: PROCESSING becomes INITIAL, processing bets open, the bet counter moves past ids', () => {
    const inProgress = run(
      [
        { type: 'stakeChanged', betId: 'b1', stake: 300 },
        { type: 'placementStarted', loggedIn: true },
        { type: 'placementPending', placedBets: [{ id: 1 }] },
        { type: 'restoreStarted' },
      ],
      SETTINGS,
      aTicket(someSelections(2)),
    );
    const read = ticketStateFromJson(JSON.parse(JSON.stringify({ ...inProgress, nextBetNumber: 1 })), EUR);
    expect(read).toMatchObject({
      ticketState: 'INITIAL',
      inProgress: false,
      isRestoring: false,
      processingBets: [],
      nextBetNumber: 3,
    });
    expect(read.bets.map((bet) => bet.status)).toEqual(['open', 'open']);
    const quick = {
      ...initialQuickBetState(EUR),
      isEnabled: true,
      state: 'PROCESSING',
      stake: 100,
      isApproved: true,
    };
    expect(quickBetStateFromJson(JSON.parse(JSON.stringify(quick)), EUR)).toMatchObject({
      state: 'INITIAL',
      isApproved: true,
    });
    expect(quickBetStateFromJson({ ...quick, bet: { betType: 'combo' } }, EUR)).toEqual(
      initialQuickBetState(EUR),
    );
  });
});
