import { describe, expect, it } from 'vitest';
import { chooseOutcome } from './choose-outcome';
import { initialQuickBetState } from './quick-bet-state';
import { reduceTicket } from './reduce-ticket';
import { aSelection, aTicket, EUR, run, SETTINGS, someSelections, staked } from './test-builders';
import { initialTicketState } from './ticket-state';

const quickOff = initialQuickBetState(EUR);
const quickOn = { ...quickOff, isEnabled: true };
const live = aSelection({ matchId: 3, matchStatus: 1 });
const prematch = aSelection({ matchId: 4, matchStatus: 0 });

describe('choosing an outcome', () => {
  it('[CHO1] nothing happens while a ticket is in progress', () => {
    const ticket = reduceTicket(
      staked(aTicket(someSelections(1)), 100),
      { type: 'placementStarted', loggedIn: true },
      SETTINGS,
    ).state;
    expect(chooseOutcome({ selection: live, ticket, quickBet: quickOn })).toEqual({ kind: 'ignored' });
  });

  it('[CHO2] with quick bet on, a live match selection not picked for a custom bet goes to the quick bet', () => {
    const ticket = initialTicketState(EUR);
    expect(chooseOutcome({ selection: live, ticket, quickBet: quickOn })).toEqual({
      kind: 'quickBet',
      quickBetEvent: { type: 'quickBetOutcomeSelected', selection: live },
    });
    const outright = { ...live, type: 'season' as const };
    expect(chooseOutcome({ selection: outright, ticket, quickBet: quickOn }).kind).toBe('slip');
    expect(chooseOutcome({ selection: live, ticket, quickBet: quickOn, fromCustomBet: true }).kind).toBe(
      'slip',
    );
  });

  it('[CHO3] otherwise the selection goes to the slip and quick bet is switched off', () => {
    const ticket = initialTicketState(EUR);
    expect(chooseOutcome({ selection: prematch, ticket, quickBet: quickOn })).toEqual({
      kind: 'slip',
      ticketEvent: { type: 'selectionAdded', selection: prematch },
      quickBetEvent: { type: 'quickBetToggled', enabled: false },
    });
    expect(chooseOutcome({ selection: live, ticket, quickBet: quickOff })).toEqual({
      kind: 'slip',
      ticketEvent: { type: 'selectionAdded', selection: live },
      quickBetEvent: null,
    });
  });

  it('[CHO4] when the first bet is a custom bet, the custom-bet modal opens instead', () => {
    const ticket = run([
      {
        type: 'customBetComposed',
        selections: [aSelection({ marketId: 1 }), aSelection({ marketId: 2 })],
        customOdds: 3,
      },
    ]);
    expect(chooseOutcome({ selection: prematch, ticket, quickBet: quickOff })).toEqual({
      kind: 'customBetModal',
    });
  });

  it('[CHO5] choosing an outcome already in the slip removes it; on a placed ticket it starts a new one', () => {
    const ticket = aTicket([prematch]);
    expect(chooseOutcome({ selection: prematch, ticket, quickBet: quickOff })).toEqual({
      kind: 'slip',
      ticketEvent: { type: 'selectionRemoved', selectionId: prematch.id },
      quickBetEvent: null,
    });
    const done = run(
      [
        { type: 'stakeChanged', betId: 'b1', stake: 100 },
        { type: 'placementStarted', loggedIn: true },
        { type: 'placementSucceeded', placedBets: [] },
      ],
      SETTINGS,
      ticket,
    );
    const choice = chooseOutcome({ selection: prematch, ticket: done, quickBet: quickOff });
    expect(choice).toMatchObject({ kind: 'slip', ticketEvent: { type: 'selectionAdded' } });
  });
});
