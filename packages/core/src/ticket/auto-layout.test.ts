import { describe, expect, it } from 'vitest';
import { betSummary } from './bet-summary';
import { reduceTicket } from './reduce-ticket';
import { betTypeOptions } from './shape-bets';
import { aSelection, EUR, ONE_BET, run, SETTINGS, someSelections } from './test-builders';
import type { TicketEvent } from './ticket-events';
import { ticketStateFromJson } from './ticket-from-json';
import { initialTicketState, type TicketState } from './ticket-state';

const fresh = () => initialTicketState(EUR);
const add = (selections: ReturnType<typeof aSelection>[]): TicketEvent[] =>
  selections.map((selection) => ({ type: 'selectionAdded', selection }));
const types = (ticket: TicketState) => ticket.bets.map((bet) => bet.betType);

describe('the slip lays itself out until the bettor chooses', () => {
  it('[BTY11] picks of different matches make a combo by default, even where multi-single is allowed', () => {
    const ticket = run(add(someSelections(3)), SETTINGS, fresh());
    expect(types(ticket)).toEqual(['combo']);
    expect(ticket.bets[0]?.odds).toBe(24);
    expect(ticket.chosenBetType).toBeNull();
  });

  it('[BTY11] [CMB5] [DER7] picks that cannot combine become singles where multi-single is allowed, a flagged combo where not', () => {
    const sameMatch = [aSelection({ matchId: 1 }), aSelection({ matchId: 1, outcomeId: '2' })];
    expect(types(run(add(sameMatch), SETTINGS, fresh()))).toEqual(['single', 'single']);
    const flagged = run(add(sameMatch), ONE_BET, fresh());
    expect(types(flagged)).toEqual(['combo']);
    const summary = betSummary(flagged.bets[0] as never, null, true);
    expect(summary.combinable).toBe(false);
    expect(summary.selections.map((flags) => flags.labelKey)).toEqual([
      'sb.ticket.not-combinable.match',
      'sb.ticket.not-combinable.match',
    ]);
  });

  it('[BTY11] removing the pick that stopped the combo brings the combo back; a stake is kept', () => {
    const picks = [
      aSelection({ matchId: 1 }),
      aSelection({ matchId: 2 }),
      aSelection({ matchId: 1, outcomeId: 'X' }),
    ];
    const combo = run(add(picks.slice(0, 2)), SETTINGS, fresh());
    const staked = run(
      [{ type: 'stakeChanged', betId: combo.bets[0]?.betId ?? '', stake: 500 }],
      SETTINGS,
      combo,
    );
    const singles = run(add(picks.slice(2)), SETTINGS, staked);
    expect(types(singles)).toEqual(['single', 'single', 'single']);
    expect(singles.bets.map((bet) => bet.stake)).toEqual([500, 500, 0]);
    const back = run([{ type: 'selectionRemoved', selectionId: picks[2]?.id ?? '' }], SETTINGS, singles);
    expect(types(back)).toEqual(['combo']);
    expect(back.bets[0]?.stake).toBe(500);
  });

  it('[BTY11] once the bettor chose singles, new picks stay singles; an empty slip forgets the choice', () => {
    const combo = run(add(someSelections(2)), SETTINGS, fresh());
    const singles = run([{ type: 'betTypeChanged', betType: 'single' }], SETTINGS, combo);
    expect(singles.chosenBetType).toBe('single');
    const more = run(add([aSelection({ matchId: 9 })]), SETTINGS, singles);
    expect(types(more)).toEqual(['single', 'single', 'single']);
    const cleared = run([{ type: 'slipCleared' }], SETTINGS, more);
    expect(cleared.chosenBetType).toBeNull();
    const emptied = run(
      more.selectedOutcomeIds.map((selectionId) => ({ type: 'selectionRemoved', selectionId }) as const),
      SETTINGS,
      more,
    );
    expect(emptied.chosenBetType).toBeNull();
    expect(types(run(add(someSelections(2)), SETTINGS, emptied))).toEqual(['combo']);
  });

  it('[BTY11] the choice is kept in session storage', () => {
    const singles = run(
      [{ type: 'betTypeChanged', betType: 'single' }],
      SETTINGS,
      run(add(someSelections(2)), SETTINGS, fresh()),
    );
    const back = ticketStateFromJson(JSON.parse(JSON.stringify(singles)), EUR);
    expect(back.chosenBetType).toBe('single');
    expect(
      ticketStateFromJson({ ...JSON.parse(JSON.stringify(singles)), chosenBetType: 'nonsense' }, EUR)
        .chosenBetType,
    ).toBeNull();
  });

  it('[BTY12] the bet types offered say why combo and system are blocked, and whether singles work', () => {
    const sameMatch = [
      aSelection({ matchId: 1 }),
      aSelection({ matchId: 1, outcomeId: '2' }),
      aSelection({ matchId: 2 }),
    ];
    expect(betTypeOptions(sameMatch, SETTINGS)).toEqual([
      { betType: 'single', available: true, block: null },
      { betType: 'combo', available: false, block: 'match' },
      { betType: 'system', available: false, block: 'match' },
    ]);
    const providers = [aSelection({ matchId: 1 }), aSelection({ matchId: 2, provider: 'oddin' })];
    expect(betTypeOptions(providers, ONE_BET)).toEqual([
      { betType: 'single', available: false, block: 'multi_single_not_allowed' },
      { betType: 'combo', available: false, block: 'provider' },
      { betType: 'system', available: false, block: 'too_few_selections' },
    ]);
    expect(betTypeOptions(someSelections(3), SETTINGS).every((option) => option.available)).toBe(true);
  });

  it('[BTY6] "remove unavailable" removes only suspended and not available picks, never ones that only do not combine', () => {
    const picks = [
      aSelection({ matchId: 1 }),
      aSelection({ matchId: 1, outcomeId: '2' }),
      aSelection({ matchId: 2, isSuspended: true }),
      aSelection({ matchId: 3, matchStatus: 3 }),
    ];
    const ticket = run(add(picks), ONE_BET, fresh());
    const next = reduceTicket(ticket, { type: 'unavailableSelectionsRemoved' }, ONE_BET).state;
    expect(next.selectedOutcomeIds).toEqual([picks[0]?.id, picks[1]?.id]);
  });
});
