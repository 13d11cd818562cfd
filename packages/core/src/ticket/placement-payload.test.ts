import { describe, expect, it } from 'vitest';
import { placementPayload } from './placement-payload';
import { reduceTicket } from './reduce-ticket';
import { aSelection, aTicket, ONE_BET, run, SETTINGS, someSelections } from './test-builders';

const META = { deviceId: 'device-1', locale: 'en' };

describe('placement payload', () => {
  it('[PAY1] a combo: stake value and currency, selections at their accepted odds', () => {
    const ticket = run(
      [
        { type: 'stakeChanged', betId: 'b1', stake: 1250 },
        {
          type: 'marketsRefreshed',
          outcomes: { 'sr:match:1/1/1/': { odds: 2.5, active: true, marketStatus: 1 } },
        },
      ],
      ONE_BET,
      aTicket(someSelections(2), ONE_BET),
    );
    expect(placementPayload(ticket.bets, META)).toEqual({
      meta: { device_id: 'device-1', quick: false, type: 'combo' },
      bets: [
        {
          stake: { value: 1250, currency: 'EUR' },
          selections: [
            { match_id: 1, market_id: 1, specifier: '', outcome_id: '1', odds: 2 },
            { match_id: 2, market_id: 1, specifier: '', outcome_id: '1', odds: 3 },
          ],
        },
      ],
      locale: 'en',
    });
  });

  it('[PAY1] a system carries its system id "k/n", a custom bet its custom odds', () => {
    const system = run(
      [
        { type: 'betTypeChanged', betType: 'system', systemType: { totalCount: 4, winCount: 3 } },
        { type: 'stakeChanged', betId: 'b1', stake: 100 },
      ],
      SETTINGS,
      aTicket(someSelections(4)),
    );
    const body = placementPayload(system.bets, { ...META, quick: true });
    expect(body?.meta).toEqual({ device_id: 'device-1', quick: true, type: 'system' });
    expect(body?.bets[0]?.system_id).toBe('3/4');
    expect(body?.bets[0]?.custom_odds).toBeUndefined();
    const custom = run([
      {
        type: 'customBetComposed',
        selections: [aSelection({ marketId: 1 }), aSelection({ marketId: 2, specifier: 'total=2.5' })],
        customOdds: 3.75,
      },
      { type: 'stakeChanged', betId: 'b1', stake: 100 },
    ]);
    const customBody = placementPayload(custom.bets, META);
    expect(customBody?.meta.type).toBe('custom_bet');
    expect(customBody?.bets[0]).toMatchObject({ custom_odds: 3.75 });
    expect(customBody?.bets[0]?.selections[1]).toMatchObject({ market_id: 2, specifier: 'total=2.5' });
    expect('system_id' in (customBody?.bets[0] ?? {})).toBe(false);
  });

  it('[PAY2] only bets with stake > 0, in order (the processing bets); none: null', () => {
    let ticket = aTicket(someSelections(3));
    ticket = run(
      [
        { type: 'stakeChanged', betId: 'b2', stake: 100 },
        { type: 'stakeChanged', betId: 'b3', stake: 300 },
      ],
      SETTINGS,
      ticket,
    );
    const started = reduceTicket(ticket, { type: 'placementStarted', loggedIn: true }, SETTINGS).state;
    const body = placementPayload(started.processingBets, META);
    expect(body?.bets.map((bet) => [bet.stake.value, bet.selections[0]?.match_id])).toEqual([
      [100, 2],
      [300, 3],
    ]);
    expect(body?.meta.type).toBe('single');
    expect(placementPayload(aTicket(someSelections(2)).bets, META)).toBeNull();
  });
});
