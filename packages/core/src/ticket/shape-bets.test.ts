import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceTicket } from './reduce-ticket';
import { betOdds } from './slip-bet';
import { systemId } from './system-bets';
import { aSelection, aTicket, EUR, ONE_BET, run, SETTINGS, someSelections } from './test-builders';
import type { TicketEvent } from './ticket-events';
import { initialTicketState, type TicketSettings, type TicketState } from './ticket-state';

const shape = (ticket: TicketState<unknown>) =>
  ticket.bets.map((bet) =>
    bet.betType === 'system' && bet.systemType
      ? `system ${systemId(bet.systemType)}`
      : `${bet.betType} ${bet.selections.length}`,
  );

function refusal(ticket: TicketState<unknown>, event: TicketEvent, settings: TicketSettings = SETTINGS) {
  const { state, effects } = reduceTicket(ticket, event, settings);
  expect(state).toBe(ticket);
  const effect = effects[0];
  return effect?.type === 'refused' ? effect.refusal.code : undefined;
}

describe('bet types', () => {
  it('[BTY2] single splits the selections into one bet each, keeping the stake', () => {
    const combo = run(
      [{ type: 'stakeChanged', betId: 'b1', stake: 400 }],
      ONE_BET,
      aTicket(someSelections(3), ONE_BET),
    );
    expect(shape(combo)).toEqual(['combo 3']);
    const singles = run([{ type: 'betTypeChanged', betType: 'single' }], SETTINGS, combo);
    expect(shape(singles)).toEqual(['single 1', 'single 1', 'single 1']);
    expect(singles.bets.map((bet) => [bet.betId, bet.stake])).toEqual([
      ['b1', 400],
      ['b2', 400],
      ['b3', 400],
    ]);
    expect(singles.nextBetNumber).toBe(4);
    expect(refusal(combo, { type: 'betTypeChanged', betType: 'single' }, ONE_BET)).toBe(
      'multi_single_not_allowed',
    );
  });

  it('[BTY2] combo merges into the first bet (its id and stake); refused under two selections', () => {
    let singles = aTicket(someSelections(3));
    singles = run([{ type: 'stakeChanged', betId: 'b1', stake: 300 }], SETTINGS, singles);
    const combo = run([{ type: 'betTypeChanged', betType: 'combo' }], SETTINGS, singles);
    expect(shape(combo)).toEqual(['combo 3']);
    expect(combo.bets[0]).toMatchObject({ betId: 'b1', stake: 300, odds: 24 });
    expect(refusal(aTicket(someSelections(1)), { type: 'betTypeChanged', betType: 'combo' })).toBe(
      'combo_needs_two_selections',
    );
    expect(refusal(initialTicketState(EUR), { type: 'betTypeChanged', betType: 'combo' })).toBe(
      'no_selections',
    );
  });

  it('[BTY2] system builds from the system types: the given one, else the first (2/n); refused when none fits', () => {
    const singles = aTicket(someSelections(4));
    expect(shape(run([{ type: 'betTypeChanged', betType: 'system' }], SETTINGS, singles))).toEqual([
      'system 2/4',
    ]);
    expect(
      shape(
        run(
          [{ type: 'betTypeChanged', betType: 'system', systemType: { totalCount: 4, winCount: 3 } }],
          SETTINGS,
          singles,
        ),
      ),
    ).toEqual(['system 3/4']);
    expect(
      refusal(singles, {
        type: 'betTypeChanged',
        betType: 'system',
        systemType: { totalCount: 5, winCount: 3 },
      }),
    ).toBe('system_type_not_available');
    expect(refusal(aTicket(someSelections(2)), { type: 'betTypeChanged', betType: 'system' })).toBe(
      'system_type_not_available',
    );
  });

  it('[BTY3] choosing the type the slip already has changes nothing', () => {
    const singles = aTicket(someSelections(3));
    expect(run([{ type: 'betTypeChanged', betType: 'single' }], SETTINGS, singles)).toBe(singles);
    const combo = aTicket(someSelections(3), ONE_BET);
    expect(run([{ type: 'betTypeChanged', betType: 'combo' }], ONE_BET, combo)).toBe(combo);
  });

  it('[BTY4] auto-shifts on removal: one selection left is a single; a system keeps its win count while it fits, else combo', () => {
    const system = run(
      [{ type: 'betTypeChanged', betType: 'system', systemType: { totalCount: 5, winCount: 3 } }],
      SETTINGS,
      aTicket(someSelections(5)),
    );
    const ids = system.selectedOutcomeIds;
    const remove = (ticket: TicketState<unknown>, index: number) =>
      run([{ type: 'selectionRemoved', selectionId: ids[index] ?? '' }], SETTINGS, ticket);
    const four = remove(system, 0);
    expect(shape(four)).toEqual(['system 3/4']);
    const three = remove(four, 1);
    expect(shape(three)).toEqual(['combo 3']);
    const one = remove(remove(three, 2), 3);
    expect(shape(one)).toEqual(['single 1']);
    expect(one.bets[0]?.systemType).toBeNull();
    expect(shape(remove(one, 4))).toEqual([]);
  });

  it('[BTY4] a custom bet that loses a selection must be priced again', () => {
    const selections = [
      aSelection({ marketId: 1 }),
      aSelection({ marketId: 2 }),
      aSelection({ marketId: 3 }),
    ];
    const custom = run([{ type: 'customBetComposed', selections, customOdds: 4.2 }], SETTINGS);
    expect(custom.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: 4.2, odds: 4.2 });
    const less = run([{ type: 'selectionRemoved', selectionId: selections[2]?.id ?? '' }], SETTINGS, custom);
    expect(less.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: null, odds: 0 });
    const priced = run([{ type: 'customOddsPriced', betId: 'b1', customOdds: 3.1 }], SETTINGS, less);
    expect(priced.bets[0]).toMatchObject({ customOdds: 3.1, odds: 3.1 });
    const single = run(
      [{ type: 'selectionRemoved', selectionId: selections[1]?.id ?? '' }],
      SETTINGS,
      priced,
    );
    expect(shape(single)).toEqual(['single 1']);
  });

  it('[BTY5] adding: another single when multi-single is allowed for every provider, else the selection joins the bet', () => {
    expect(shape(aTicket(someSelections(3)))).toEqual(['single 1', 'single 1', 'single 1']);
    expect(shape(aTicket(someSelections(3), ONE_BET))).toEqual(['combo 3']);
    const mixed = aTicket([aSelection({ matchId: 1 }), aSelection({ matchId: 2, provider: 'betconstruct' })]);
    expect(shape(mixed)).toEqual(['combo 2']);
    const system = run([{ type: 'betTypeChanged', betType: 'system' }], SETTINGS, aTicket(someSelections(3)));
    const grown = run([{ type: 'selectionAdded', selection: aSelection({ matchId: 9 }) }], SETTINGS, system);
    expect(shape(grown)).toEqual(['system 2/4']);
    const again = run(
      [{ type: 'selectionAdded', selection: aSelection({ matchId: 1, odds: 9 }) }],
      SETTINGS,
      grown,
    );
    expect(again).toBe(grown);
  });

  it('[BTY6] suspended and unavailable selections are removed on demand; emptied bets are dropped', () => {
    const singles = aTicket([
      aSelection({ matchId: 1 }),
      aSelection({ matchId: 2, provider: 'oddin' }),
      aSelection({ matchId: 3 }),
    ]);
    const moved = run(
      [
        { type: 'providerStatusesChanged', providerStatuses: { oddin: 'inactive' } },
        { type: 'marketsRefreshed', outcomes: { [singles.selectedOutcomeIds[2] ?? '']: 'gone' } },
        { type: 'unavailableSelectionsRemoved' },
      ],
      SETTINGS,
      singles,
    );
    expect(moved.selectedOutcomeIds).toEqual([singles.selectedOutcomeIds[0]]);
    expect(moved.bets).toHaveLength(1);
    expect(moved.ticketState).toBe('INITIAL');
  });

  it('[BTY7] custom bets: enabled, two selections (one if allowed for single), one match, prematch or live', () => {
    const sameMatch = [aSelection({ marketId: 1 }), aSelection({ marketId: 2 })];
    const compose = (selections: typeof sameMatch, settings: TicketSettings = SETTINGS) =>
      reduceTicket(
        initialTicketState(EUR),
        { type: 'customBetComposed', selections, customOdds: null },
        settings,
      );
    const code = (result: ReturnType<typeof compose>) =>
      result.effects[0]?.type === 'refused' ? result.effects[0].refusal.code : 'ok';
    expect(code(compose(sameMatch))).toBe('ok');
    expect(code(compose(sameMatch, { ...SETTINGS, customBetEnabled: false }))).toBe('custom_bet_disabled');
    expect(code(compose(sameMatch.slice(0, 1)))).toBe('custom_bet_selection_count');
    expect(code(compose(sameMatch.slice(0, 1), { ...SETTINGS, customBetAllowedForSingle: true }))).toBe('ok');
    expect(code(compose([aSelection({ matchId: 1 }), aSelection({ matchId: 2 })]))).toBe(
      'custom_bet_one_match',
    );
    expect(code(compose(sameMatch.map((s) => ({ ...s, matchStatus: 4 as const }))))).toBe(
      'custom_bet_match_not_bettable',
    );
    const byType = run(
      [{ type: 'betTypeChanged', betType: 'custom_bet' }],
      SETTINGS,
      aTicket(sameMatch, ONE_BET),
    );
    expect(shape(byType)).toEqual(['custom_bet 2']);
    expect(refusal(aTicket(someSelections(2)), { type: 'betTypeChanged', betType: 'custom_bet' })).toBe(
      'custom_bet_one_match',
    );
  });

  it('[BTY8] a composed custom bet replaces the slip and keeps its first bet’s id and stake; adding to it is refused', () => {
    const slip = run(
      [{ type: 'stakeChanged', betId: 'b1', stake: 250 }],
      SETTINGS,
      aTicket(someSelections(2)),
    );
    const selections = [aSelection({ matchId: 5, marketId: 1 }), aSelection({ matchId: 5, marketId: 2 })];
    const custom = run([{ type: 'customBetComposed', selections, customOdds: 3.5 }], SETTINGS, slip);
    expect(custom.bets).toHaveLength(1);
    expect(custom.bets[0]).toMatchObject({ betId: 'b1', stake: 250, betType: 'custom_bet', customOdds: 3.5 });
    expect(refusal(custom, { type: 'selectionAdded', selection: aSelection({ matchId: 9 }) })).toBe(
      'custom_bet_in_slip',
    );
  });

  it('[BTY9] a structural change turns a stake derived from a potential win into a typed stake', () => {
    const ticket = run(
      [{ type: 'potentialWinChanged', betId: 'b1', potentialWin: 5000 }],
      ONE_BET,
      aTicket(someSelections(2), ONE_BET),
    );
    expect(ticket.bets[0]?.stakeSource).toBe('potential_win');
    const grown = run([{ type: 'selectionAdded', selection: aSelection({ matchId: 9 }) }], ONE_BET, ticket);
    expect(grown.bets[0]).toMatchObject({ stakeSource: 'stake', stake: ticket.bets[0]?.stake });
  });

  it('[BTY10] a refusal leaves the ticket as it was and names a sb.ticket.refused.* key', () => {
    const ticket = aTicket(someSelections(1));
    const { state, effects } = reduceTicket(ticket, { type: 'betTypeChanged', betType: 'combo' }, SETTINGS);
    expect(state).toBe(ticket);
    expect(effects).toEqual([
      {
        type: 'refused',
        refusal: {
          code: 'combo_needs_two_selections',
          messageKey: 'sb.ticket.refused.combo-needs-two-selections',
        },
      },
    ]);
  });
});

/** Random slip edits over a small pool of selections (several matches, two providers, some repeats of a match). */
const pool = [
  ...someSelections(6),
  aSelection({ matchId: 1, marketId: 2 }),
  aSelection({ matchId: 7, provider: 'betconstruct' }),
  aSelection({ matchId: 8, provider: 'oddin' }),
];
const anEvent: fc.Arbitrary<TicketEvent> = fc.oneof(
  fc.constantFrom(...pool).map((selection) => ({ type: 'selectionAdded' as const, selection })),
  fc
    .constantFrom(...pool)
    .map((selection) => ({ type: 'selectionRemoved' as const, selectionId: selection.id })),
  fc
    .record({
      betType: fc.constantFrom('single', 'combo', 'system', 'custom_bet'),
      win: fc.integer({ min: 2, max: 8 }),
      total: fc.integer({ min: 3, max: 9 }),
    })
    .map(({ betType, win, total }) => ({
      type: 'betTypeChanged' as const,
      betType,
      systemType: win < total ? { winCount: win, totalCount: total } : null,
    })),
  fc.constantFrom(...pool).map((selection) => ({
    type: 'marketsRefreshed' as const,
    outcomes: { [selection.id]: { odds: 1.7, active: selection.matchId % 2 === 0, marketStatus: 1 } },
  })),
  fc.constant({ type: 'unavailableSelectionsRemoved' as const }),
);

describe('bet type properties', () => {
  it('[BTY1] the slip always holds singles only, or exactly one bet; selections appear once; derived fields follow', () => {
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 30 }),
        fc.constantFrom(SETTINGS, ONE_BET),
        (events, settings) => {
          const ticket = run(events, settings);
          const { bets } = ticket;
          expect(bets.length <= 1 || bets.every((bet) => bet.betType === 'single')).toBe(true);
          const ids = bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
          expect(new Set(ids).size).toBe(ids.length);
          expect(ticket.selectedOutcomeIds).toEqual(ids);
          expect(new Set(bets.map((bet) => bet.betId)).size).toBe(bets.length);
          for (const bet of bets) {
            expect(bet.selections.length).toBeGreaterThan(0);
            expect(bet.odds).toBe(betOdds(bet));
            if (bet.betType === 'single') expect(bet.selections).toHaveLength(1);
            if (bet.betType === 'combo') expect(bet.selections.length).toBeGreaterThanOrEqual(2);
            if (bet.betType === 'system') expect(bet.systemType?.totalCount).toBe(bet.selections.length);
            if (bet.betType === 'custom_bet')
              expect(new Set(bet.selections.map((s) => s.matchId)).size).toBe(1);
          }
          expect(ticket.systemTypes.every((type) => type.totalCount === ids.length)).toBe(true);
        },
      ),
    );
  });
});
