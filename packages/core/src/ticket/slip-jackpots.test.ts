import { describe, expect, it } from 'vitest';
import { aTicket, EUR, ONE_BET, run, someSelections } from './test-builders';
import { ticketStateFromJson } from './ticket-from-json';

describe('the jackpots a slip bet would feed', () => {
  it('[JKP7] keeps what POST /jackpots said per bet, for bets still in the slip, and keeps it in storage', () => {
    const ticket = aTicket(someSelections(2), ONE_BET);
    const told = run(
      [
        {
          type: 'jackpotsOffered',
          offers: [
            { betId: 'b1', jackpots: [{ id: 4 }] },
            { betId: 'gone', jackpots: [{ id: 4 }] },
          ],
        },
      ],
      ONE_BET,
      ticket,
    );
    expect(told.bets.map((bet) => bet.jackpots)).toEqual([[{ id: 4 }]]);
    // The same answer again leaves the bet as it was.
    const again = run(
      [{ type: 'jackpotsOffered', offers: [{ betId: 'b1', jackpots: [{ id: 4 }] }] }],
      ONE_BET,
      told,
    );
    expect(again.bets[0]).toBe(told.bets[0]);
    const none = run([{ type: 'jackpotsOffered', offers: [{ betId: 'b1', jackpots: [] }] }], ONE_BET, told);
    expect(none.bets[0]?.jackpots).toEqual([]);

    const stored = JSON.parse(JSON.stringify(told));
    expect(ticketStateFromJson(stored, EUR).bets[0]?.jackpots).toEqual([{ id: 4 }]);
    stored.bets[0].jackpots = [{ id: 'x' }];
    expect(ticketStateFromJson(stored, EUR).bets).toEqual([]);
  });
});
