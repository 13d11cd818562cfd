import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reduceTicket } from './reduce-ticket';
import { aSelection, aTicket, EUR, ONE_BET, run, SETTINGS, someSelections, staked } from './test-builders';
import type { TicketEvent } from './ticket-events';
import { initialTicketState, type TicketState } from './ticket-state';

const placed = { id: 501 };

function placing(ticket: TicketState<unknown>) {
  return reduceTicket(ticket, { type: 'placementStarted', loggedIn: true }, SETTINGS);
}

function dropOdds(ticket: TicketState<unknown>, index = 0, odds = 1.5): TicketState<unknown> {
  const selection = ticket.bets.flatMap((bet) => bet.selections)[index];
  if (!selection) throw new Error('no selection');
  return run(
    [{ type: 'marketsRefreshed', outcomes: { [selection.id]: { odds, active: true, marketStatus: 1 } } }],
    SETTINGS,
    ticket,
  );
}

describe('ticket state', () => {
  it('[TKT1] starts INITIAL and empty, in the slip currency', () => {
    const ticket = initialTicketState(EUR);
    expect(ticket).toMatchObject({
      ticketState: 'INITIAL',
      error: null,
      bets: [],
      selectedOutcomeIds: [],
      inProgress: false,
      isRestoring: false,
      currency: 'EUR',
      subunits: 100,
      nextBetNumber: 1,
    });
  });

  it('[TKT2] adding a selection gives INITIAL, or ODDS_CHANGED when a bet has changed odds', () => {
    const ticket = aTicket(someSelections(2));
    expect(ticket.ticketState).toBe('INITIAL');
    expect(ticket.selectedOutcomeIds).toEqual(ticket.bets.flatMap((bet) => bet.selections.map((s) => s.id)));
    const changed = dropOdds(ticket);
    expect(changed.ticketState).toBe('ODDS_CHANGED');
    const added = run([{ type: 'selectionAdded', selection: aSelection({ matchId: 9 }) }], SETTINGS, changed);
    expect(added.ticketState).toBe('ODDS_CHANGED');
    const removed = run(
      [{ type: 'selectionRemoved', selectionId: changed.selectedOutcomeIds[0] ?? '' }],
      SETTINGS,
      changed,
    );
    expect(removed.ticketState).toBe('INITIAL');
  });

  it('[TKT2] setting bets clears an error and keeps system types in step with the selection count', () => {
    const ticket = aTicket(someSelections(4), ONE_BET);
    expect(ticket.systemTypes.map((t) => `${t.winCount}/${t.totalCount}`)).toEqual(['2/4', '3/4']);
    const failed = run(
      [
        { type: 'stakeChanged', betId: 'b1', stake: 100 },
        { type: 'placementStarted', loggedIn: true },
        { type: 'placementFailed', status: 422, body: { error: { code: 'insufficient_balance' } } },
      ],
      ONE_BET,
      ticket,
    );
    expect(failed.ticketState).toBe('ERROR');
    const edited = run([{ type: 'selectionAdded', selection: aSelection({ matchId: 9 }) }], ONE_BET, failed);
    expect(edited.ticketState).toBe('INITIAL');
    expect(edited.error).toBeNull();
    expect(edited.systemTypes.map((t) => `${t.winCount}/${t.totalCount}`)).toEqual(['2/5', '3/5', '4/5']);
  });

  it('[TKT3] accepting odds changes returns to INITIAL with accepted odds := odds', () => {
    const changed = dropOdds(aTicket(someSelections(2)));
    const accepted = run([{ type: 'oddsChangesAccepted' }], SETTINGS, changed);
    expect(accepted.ticketState).toBe('INITIAL');
    for (const selection of accepted.bets.flatMap((bet) => bet.selections)) {
      expect(selection.acceptedOdds).toBe(selection.odds);
      expect(selection.isChanged).toBe(false);
    }
    expect(accepted.bets[0]?.selections[0]?.acceptedOdds).toBe(1.5);
  });

  it('[TKT4] placing sets INITIAL, clears the error, marks in progress and keeps bets with stake > 0 as processing', () => {
    let ticket = aTicket(someSelections(3));
    ticket = run(
      [
        { type: 'stakeChanged', betId: 'b1', stake: 500 },
        { type: 'stakeChanged', betId: 'b3', stake: 200 },
      ],
      SETTINGS,
      ticket,
    );
    const { state, effects } = placing(ticket);
    expect(state.ticketState).toBe('INITIAL');
    expect(state.error).toBeNull();
    expect(state.inProgress).toBe(true);
    expect(state.processingBets.map((bet) => bet.betId)).toEqual(['b1', 'b3']);
    expect(state.bets.map((bet) => bet.status)).toEqual(['processing', 'open', 'processing']);
    expect(effects).toEqual([{ type: 'placeBets' }]);
    const nothing = placing(aTicket(someSelections(1)));
    expect(nothing.effects).toEqual([]);
    expect(nothing.state.inProgress).toBe(false);
  });

  it('[TKT5] a market update moves to ODDS_CHANGED unless a bet is in progress or placed, and back when nothing waits', () => {
    const ticket = staked(aTicket(someSelections(2)), 100);
    expect(dropOdds(ticket).ticketState).toBe('ODDS_CHANGED');
    const back = dropOdds(dropOdds(ticket), 0, 2);
    expect(back.ticketState).toBe('INITIAL');
    const inProgress = placing(ticket).state;
    const moved = dropOdds(inProgress);
    expect(moved.ticketState).toBe('INITIAL');
    expect(moved.inProgress).toBe(true);
    expect(moved.bets[0]?.selections[0]?.isChanged).toBe(true);
    const success = run([{ type: 'placementSucceeded', placedBets: [placed] }], SETTINGS, inProgress);
    expect(dropOdds(success).ticketState).toBe('SUCCESS');
    const anyMode = run(
      [
        {
          type: 'marketsRefreshed',
          outcomes: { [ticket.selectedOutcomeIds[0] ?? '']: { odds: 1.5, active: true, marketStatus: 1 } },
        },
      ],
      { ...SETTINGS, oddsAcceptMode: 'any' },
      ticket,
    );
    expect(anyMode.ticketState).toBe('INITIAL');
  });

  it('[TKT6] a provider status change marks selections of inactive providers not available and gives ODDS_CHANGED', () => {
    const ticket = aTicket([aSelection({ matchId: 1 }), aSelection({ matchId: 2, provider: 'oddin' })]);
    const next = run(
      [{ type: 'providerStatusesChanged', providerStatuses: { oddin: 'inactive' } }],
      SETTINGS,
      ticket,
    );
    expect(next.ticketState).toBe('ODDS_CHANGED');
    expect(next.bets.map((bet) => bet.selections[0]?.isNotAvailable)).toEqual([false, true]);
    const again = run(
      [{ type: 'providerStatusesChanged', providerStatuses: { oddin: 'active' } }],
      SETTINGS,
      next,
    );
    expect(again.bets.map((bet) => bet.selections[0]?.isNotAvailable)).toEqual([false, false]);
    const added = run(
      [{ type: 'selectionAdded', selection: aSelection({ matchId: 3, provider: 'oddin' }) }],
      SETTINGS,
      next,
    );
    expect(added.bets[2]?.selections[0]?.isNotAvailable).toBe(true);
  });

  it('[TKT7] a coded error gives ERROR with the general message, details, code, wrong-odds flag and messages per bet', () => {
    const ticket = placing(staked(aTicket(someSelections(3)), 100)).state;
    const { state, effects } = reduceTicket(
      ticket,
      {
        type: 'placementFailed',
        status: 409,
        body: {
          error: {
            code: 101,
            message: 'Odds changed',
            details: [{ path: 'body.bets.1', message: 'odds' }],
            bets: [
              {
                index: 1,
                code: 101,
                message_key: 'error.place_bets.invalid_odds',
                localized_message: 'Odds moved',
              },
            ],
          },
        },
      },
      SETTINGS,
    );
    expect(effects).toEqual([]);
    expect(state.ticketState).toBe('ERROR');
    expect(state.inProgress).toBe(false);
    expect(state.processingBets).toEqual([]);
    expect(state.error).toEqual({
      messageKey: 'error.place_bets.invalid_odds',
      code: 101,
      details: [{ path: 'body.bets.1', message: 'odds' }],
      wrongOdds: true,
      betErrors: {
        b2: {
          betId: 'b2',
          selectionId: ticket.bets[1]?.selections[0]?.id,
          code: 101,
          messageKey: 'error.place_bets.invalid_odds',
          message: 'Odds moved',
        },
      },
    });
    expect(state.bets.map((bet) => bet.status)).toEqual(['open', 'refused', 'open']);
    const serverKey = run(
      [{ type: 'placementFailed', status: 422, body: { error: { code: 'x', message_key: 'error.custom' } } }],
      SETTINGS,
      ticket,
    );
    expect(serverKey.error?.messageKey).toBe('error.custom');
    expect(serverKey.error?.wrongOdds).toBe(false);
  });

  it('[ERR4] [TKT7] betting paused (503): ERROR says so, picks and stakes stay, and the same bets can be placed again', () => {
    const ticket = staked(aTicket(someSelections(2)), 250);
    const sent = placing(ticket).state;
    for (const body of [
      {
        error: {
          code: 'betting_paused',
          message: 'betting is paused, nothing was taken: database unreachable',
          message_key: 'error.place_bets.betting_paused',
        },
      },
      { error: { code: 'betting_paused', message: 'paused' } },
    ]) {
      const { state, effects } = reduceTicket(sent, { type: 'placementFailed', status: 503, body }, SETTINGS);
      expect(effects).toEqual([]);
      expect(state.ticketState).toBe('ERROR');
      expect(state.inProgress).toBe(false);
      expect(state.error).toMatchObject({
        messageKey: 'error.place_bets.betting_paused',
        code: 'betting_paused',
        wrongOdds: false,
        betErrors: {},
      });
      expect(state.selectedOutcomeIds).toEqual(ticket.selectedOutcomeIds);
      expect(state.bets.map((bet) => [bet.status, bet.stake])).toEqual([
        ['open', 250],
        ['open', 250],
      ]);
      const again = reduceTicket(state, { type: 'placementStarted', loggedIn: true }, SETTINGS);
      expect(again.effects).toEqual([{ type: 'placeBets' }]);
      expect(again.state.processingBets.map((bet) => bet.selections)).toEqual(
        sent.processingBets.map((bet) => bet.selections),
      );
    }
    const other = run(
      [
        {
          type: 'placementFailed',
          status: 503,
          body: { error: { code: 'service_unavailable', message: 'x' } },
        },
      ],
      SETTINGS,
      sent,
    );
    expect(other.error?.messageKey).toBe('error.service_unavailable');
  });

  it('[TKT7] unauthorised or uncoded errors return to INITIAL and show the generic error alert', () => {
    const ticket = placing(staked(aTicket(someSelections(1)), 100)).state;
    const cases: TicketEvent[] = [
      { type: 'placementFailed', status: 401, body: { error: { code: 'unauthorized' } } },
      { type: 'placementFailed', status: 403, body: { error: { code: 'unauthorized' } } },
      { type: 'placementFailed', status: null, body: null },
      { type: 'placementFailed', status: 500, body: { error: { message: 'boom' } } },
    ];
    for (const event of cases) {
      const { state, effects } = reduceTicket(ticket, event, SETTINGS);
      expect(state.ticketState).toBe('INITIAL');
      expect(state.error).toBeNull();
      expect(state.inProgress).toBe(false);
      expect(state.processingBets).toEqual([]);
      expect(state.bets[0]?.status).toBe('open');
      expect(effects).toEqual([{ type: 'showErrorAlert' }]);
    }
  });

  it('[TKT8] placing while not logged in resets to INITIAL and prompts sign-in', () => {
    const ticket = staked(dropOdds(aTicket(someSelections(1))), 100);
    const { state, effects } = reduceTicket(ticket, { type: 'placementStarted', loggedIn: false }, SETTINGS);
    expect(state.ticketState).toBe('INITIAL');
    expect(state.inProgress).toBe(false);
    expect(effects).toEqual([{ type: 'promptSignIn' }]);
  });

  it('[TKT9] success gives SUCCESS with the placed bets', () => {
    const ticket = placing(staked(aTicket(someSelections(2)), 100)).state;
    const state = run([{ type: 'placementSucceeded', placedBets: [placed, placed] }], SETTINGS, ticket);
    expect(state.ticketState).toBe('SUCCESS');
    expect(state.placedBets).toEqual([placed, placed]);
    expect(state.inProgress).toBe(false);
    expect(state.bets.map((bet) => bet.status)).toEqual(['placed', 'placed']);
    expect(
      run([{ type: 'placementSucceeded', placedBets: [placed] }], SETTINGS, initialTicketState(EUR))
        .ticketState,
    ).toBe('INITIAL');
  });

  it('[TKT10] bets the server took but has not accepted yet leave the ticket PROCESSING and in progress', () => {
    const ticket = placing(staked(aTicket(someSelections(1)), 100)).state;
    const pending = run([{ type: 'placementPending', placedBets: [placed] }], SETTINGS, ticket);
    expect(pending.ticketState).toBe('PROCESSING');
    expect(pending.inProgress).toBe(true);
    expect(run([{ type: 'placementSucceeded', placedBets: [placed] }], SETTINGS, pending).ticketState).toBe(
      'SUCCESS',
    );
  });

  it('[TKT11] after SUCCESS the bettor clears the slip or reuses the selections with stakes reset', () => {
    const done = run(
      [{ type: 'placementSucceeded', placedBets: [placed] }],
      SETTINGS,
      placing(staked(aTicket(someSelections(2)), 300)).state,
    );
    const cleared = run([{ type: 'slipCleared' }], SETTINGS, done);
    expect(cleared).toMatchObject({
      ticketState: 'INITIAL',
      bets: [],
      placedBets: [],
      selectedOutcomeIds: [],
    });
    const reused = run([{ type: 'selectionsReused' }], SETTINGS, done);
    expect(reused.ticketState).toBe('INITIAL');
    expect(reused.placedBets).toEqual([]);
    expect(reused.selectedOutcomeIds).toEqual(done.selectedOutcomeIds);
    expect(reused.bets.map((bet) => [bet.stake, bet.status])).toEqual([
      [0, 'open'],
      [0, 'open'],
    ]);
    // Edits of a placed ticket are ignored; a new selection starts a new ticket.
    expect(run([{ type: 'stakeChanged', betId: 'b1', stake: 1 }], SETTINGS, done)).toBe(done);
    const fresh = run([{ type: 'selectionAdded', selection: aSelection({ matchId: 7 }) }], SETTINGS, done);
    expect(fresh.ticketState).toBe('INITIAL');
    expect(fresh.selectedOutcomeIds).toEqual([aSelection({ matchId: 7 }).id]);
    expect(fresh.bets[0]?.betId).toBe('b3');
  });

  it('[TKT15] signing out drops the account’s placement results and errors, keeping picks and stakes', () => {
    const ticket = staked(aTicket(someSelections(2)), 250);
    const signedOut = { type: 'accountSignedOut' } as const;
    // Nothing of the account in it: unchanged (the same object, so nothing is stored again).
    expect(reduceTicket(ticket, signedOut, SETTINGS).state).toBe(ticket);

    const refusal: TicketEvent = {
      type: 'placementFailed',
      status: 422,
      body: {
        error: {
          code: 'bet_limit_exceeded',
          message_key: 'error.responsible_gambling.bet_limit_exceeded',
          details: [{ path: 'stake', message: 'over your bet limit of EUR 2.00' }],
          bets: [{ index: 0, code: 111, message_key: 'k', localized_message: 'Your limit is EUR 2.00' }],
        },
      },
    };
    const refused = run([refusal], SETTINGS, placing(ticket).state);
    expect(refused.ticketState).toBe('ERROR');
    const afterRefusal = reduceTicket(refused, signedOut, SETTINGS);
    expect(afterRefusal.effects).toEqual([]);
    expect(afterRefusal.state).toMatchObject({
      ticketState: 'INITIAL',
      error: null,
      processingBets: [],
      placedBets: [],
      selectedOutcomeIds: ticket.selectedOutcomeIds,
    });
    expect(afterRefusal.state.bets.map((bet) => [bet.status, bet.stake])).toEqual([
      ['open', 250],
      ['open', 250],
    ]);
    expect(JSON.stringify(afterRefusal.state)).not.toMatch(/limit|EUR 2\.00/);

    // A placed ticket (the receipt) goes altogether.
    const done = run([{ type: 'placementSucceeded', placedBets: [placed] }], SETTINGS, placing(ticket).state);
    expect(run([signedOut], SETTINGS, done)).toMatchObject({
      ticketState: 'INITIAL',
      bets: [],
      placedBets: [],
      selectedOutcomeIds: [],
    });

    // A placement on its way finishes first; its answer then ends it (a 401: the generic alert).
    const sending = placing(ticket).state;
    expect(reduceTicket(sending, signedOut, SETTINGS).state).toBe(sending);
    const unauthorised = reduceTicket(
      sending,
      { type: 'placementFailed', status: 401, body: null },
      SETTINGS,
    );
    expect(unauthorised.effects).toEqual([{ type: 'showErrorAlert' }]);
    expect(run([signedOut], SETTINGS, unauthorised.state)).toBe(unauthorised.state);
  });

  it('[TKT12] a typed stake is whole minor units; a wanted win gives the smallest stake that reaches it', () => {
    const ticket = aTicket([aSelection({ odds: 1.85 })]);
    const typed = run([{ type: 'stakeChanged', betId: 'b1', stake: 1234.9 }], SETTINGS, ticket);
    expect(typed.bets[0]).toMatchObject({ stake: 1234, stakeSource: 'stake' });
    for (const bad of [-5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(run([{ type: 'stakeChanged', betId: 'b1', stake: bad }], SETTINGS, ticket).bets[0]?.stake).toBe(
        0,
      );
    }
    const win = run([{ type: 'potentialWinChanged', betId: 'b1', potentialWin: 1000 }], SETTINGS, ticket);
    expect(win.bets[0]).toMatchObject({ stake: 541, stakeSource: 'potential_win' });
    expect(run([{ type: 'stakeChanged', betId: 'nope', stake: 5 }], SETTINGS, ticket)).toBe(ticket);
  });

  it('[TKT13] changing currency resets stakes to zero with source sharing', () => {
    const ticket = staked(aTicket(someSelections(2)), 700);
    const next = run([{ type: 'currencyChanged', currency: 'BTC', subunits: 100_000_000 }], SETTINGS, ticket);
    expect(next.currency).toBe('BTC');
    expect(next.bets.map((bet) => [bet.stake, bet.stakeSource, bet.currency, bet.subunits])).toEqual([
      [0, 'sharing', 'BTC', 100_000_000],
      [0, 'sharing', 'BTC', 100_000_000],
    ]);
    expect(run([{ type: 'currencyChanged', currency: 'EUR', subunits: 100 }], SETTINGS, ticket)).toBe(ticket);
  });

  it('[TKT14] while a placement is in progress edits are refused, prices still move', () => {
    const ticket = placing(staked(aTicket(someSelections(2)), 100)).state;
    for (const event of [
      { type: 'selectionAdded', selection: aSelection({ matchId: 8 }) },
      { type: 'selectionRemoved', selectionId: ticket.selectedOutcomeIds[0] ?? '' },
      { type: 'stakeChanged', betId: 'b1', stake: 5 },
      { type: 'betTypeChanged', betType: 'combo' },
      { type: 'slipCleared' },
    ] as const) {
      const { state, effects } = reduceTicket(ticket, event, SETTINGS);
      expect(state).toBe(ticket);
      expect(effects).toEqual([
        {
          type: 'refused',
          refusal: { code: 'ticket_in_progress', messageKey: 'sb.ticket.refused.in-progress' },
        },
      ]);
    }
    expect(reduceTicket(ticket, { type: 'oddsChangesAccepted' }, SETTINGS).state).toBe(ticket);
    expect(dropOdds(ticket).bets[0]?.selections[0]?.odds).toBe(1.5);
  });

  it('[REF1] a refusal index is the bet’s position among the bets sent, not in the slip', () => {
    let ticket = aTicket(someSelections(3));
    ticket = run([{ type: 'stakeChanged', betId: 'b3', stake: 100 }], SETTINGS, ticket);
    ticket = placing(ticket).state;
    const failed = run(
      [
        {
          type: 'placementFailed',
          status: 422,
          body: {
            error: {
              code: 'selection_unavailable',
              bets: [
                { index: 0, code: 'selection_unavailable', message_key: 'k', localized_message: 'Gone' },
              ],
            },
          },
        },
      ],
      SETTINGS,
      ticket,
    );
    expect(Object.keys(failed.error?.betErrors ?? {})).toEqual(['b3']);
    expect(failed.error?.betErrors.b3?.selectionId).toBe(ticket.bets[2]?.selections[0]?.id);
  });

  it('[REF2] current odds of a refusal are applied as a market refresh the bettor can accept', () => {
    const selections = someSelections(2, [2, 3]);
    let ticket = aTicket(selections, ONE_BET);
    ticket = placing(staked(ticket, 1000, ONE_BET)).state;
    const failed = run(
      [
        {
          type: 'placementFailed',
          status: 409,
          body: {
            error: {
              code: 'odds_different_than_bookmaker',
              bets: [
                {
                  index: 0,
                  code: 'odds_different_than_bookmaker',
                  message_key: 'error.risk_validation.odds_different_than_bookmaker',
                  localized_message: 'Odds moved',
                  current_odds: [{ match_id: 2, market_id: 1, specifier: '', outcome_id: '1', odds: 2.5 }],
                },
              ],
            },
          },
        },
      ],
      ONE_BET,
      ticket,
    );
    expect(failed.ticketState).toBe('ERROR');
    expect(failed.error?.wrongOdds).toBe(true);
    const second = failed.bets[0]?.selections[1];
    expect(second).toMatchObject({ odds: 2.5, acceptedOdds: 3, isChanged: true });
    expect(failed.bets[0]?.odds).toBe(5);
    const accepted = run([{ type: 'oddsChangesAccepted' }], ONE_BET, failed);
    expect(accepted.ticketState).toBe('INITIAL');
    expect(accepted.error).toBeNull();
    expect(accepted.bets[0]?.selections[1]?.acceptedOdds).toBe(2.5);
  });

  it('[RST3] restoring: isRestoring while rebuilding, cleared when the bets arrive or the rebuild fails', () => {
    const started = run([{ type: 'restoreStarted' }]);
    expect(started.isRestoring).toBe(true);
    expect(run([{ type: 'restoreFailed' }], SETTINGS, started).isRestoring).toBe(false);
    const restored = run(
      [{ type: 'betsRestored', bets: aTicket(someSelections(2)).bets }],
      SETTINGS,
      started,
    );
    expect(restored.isRestoring).toBe(false);
    expect(restored.bets).toHaveLength(2);
  });

  it('[RST4] restored bets get new ids, the slip currency, availability and shapes; one non-single bet at most', () => {
    const combo = aTicket(someSelections(3), ONE_BET).bets;
    const from = run([{ type: 'providerStatusesChanged', providerStatuses: { betradar: 'inactive' } }]);
    const restored = run([{ type: 'betsRestored', bets: [...combo, ...combo] }], SETTINGS, from);
    expect(restored.bets).toHaveLength(1);
    expect(restored.bets[0]?.betId).toBe('b1');
    expect(restored.bets[0]?.selections.every((selection) => selection.isNotAvailable)).toBe(true);
    const singles = aTicket(someSelections(2)).bets.map((bet) => ({ ...bet, stake: 50, currency: 'USD' }));
    const fromSingles = run([{ type: 'betsRestored', bets: singles }]);
    expect(fromSingles.bets.map((bet) => [bet.betId, bet.stake, bet.stakeSource, bet.currency])).toEqual([
      ['b1', 0, 'sharing', 'EUR'],
      ['b2', 0, 'sharing', 'EUR'],
    ]);
  });
});

describe('ticket properties', () => {
  const pool = [...someSelections(5), aSelection({ matchId: 6, provider: 'oddin' })];
  const anEvent: fc.Arbitrary<TicketEvent> = fc.oneof(
    fc.constantFrom(...pool).map((selection) => ({ type: 'selectionAdded' as const, selection })),
    fc
      .constantFrom(...pool)
      .map((selection) => ({ type: 'selectionRemoved' as const, selectionId: selection.id })),
    fc
      .constantFrom('single', 'combo', 'system')
      .map((betType) => ({ type: 'betTypeChanged' as const, betType })),
    fc
      .record({ betId: fc.constantFrom('b1', 'b2', 'b3'), stake: fc.integer({ min: -10, max: 5000 }) })
      .map(({ betId, stake }) => ({ type: 'stakeChanged' as const, betId, stake })),
    fc
      .record({ betId: fc.constantFrom('b1', 'b2'), potentialWin: fc.integer({ min: 0, max: 50_000 }) })
      .map(({ betId, potentialWin }) => ({ type: 'potentialWinChanged' as const, betId, potentialWin })),
    fc
      .record({
        selection: fc.constantFrom(...pool),
        odds: fc.integer({ min: 101, max: 900 }).map((h) => h / 100),
        status: fc.constantFrom(1, 1, 1, -1),
      })
      .map(({ selection, odds, status }) => ({
        type: 'marketsRefreshed' as const,
        outcomes: { [selection.id]: { odds, active: true, marketStatus: status } },
      })),
    fc.constantFrom('active' as const, 'inactive' as const).map((status) => ({
      type: 'providerStatusesChanged' as const,
      providerStatuses: { oddin: status },
    })),
    fc.constant({ type: 'oddsChangesAccepted' as const }),
    fc.boolean().map((loggedIn) => ({ type: 'placementStarted' as const, loggedIn })),
    fc.constant({ type: 'placementPending' as const, placedBets: [placed] }),
    fc.constant({ type: 'placementSucceeded' as const, placedBets: [placed] }),
    fc.constantFrom<TicketEvent>(
      {
        type: 'placementFailed',
        status: 409,
        body: {
          error: { code: 101, bets: [{ index: 0, code: 101, message_key: 'k', localized_message: 'm' }] },
        },
      },
      { type: 'placementFailed', status: 401, body: null },
    ),
    fc.constantFrom<TicketEvent>(
      { type: 'slipCleared' },
      { type: 'selectionsReused' },
      { type: 'unavailableSelectionsRemoved' },
    ),
    fc.constantFrom<TicketEvent>(
      { type: 'currencyChanged', currency: 'USD', subunits: 100 },
      { type: 'currencyChanged', currency: 'EUR', subunits: 100 },
    ),
  );

  it('[TKT7] [TKT14] [ACC2] invariants hold after any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 40 }),
        fc.constantFrom(SETTINGS, ONE_BET),
        (events, settings) => {
          let ticket = initialTicketState(EUR);
          for (const event of events) {
            const { state, effects } = reduceTicket(ticket, event, settings);
            if (effects.some((effect) => effect.type === 'placeBets')) {
              expect(state.inProgress).toBe(true);
              expect(state.processingBets.length).toBeGreaterThan(0);
              expect(state.processingBets.every((bet) => bet.stake > 0)).toBe(true);
            }
            ticket = state;
            expect(ticket.error !== null).toBe(ticket.ticketState === 'ERROR');
            if (ticket.inProgress) expect(['INITIAL', 'PROCESSING']).toContain(ticket.ticketState);
            if (ticket.ticketState === 'PROCESSING') expect(ticket.inProgress).toBe(true);
            if (ticket.ticketState === 'INITIAL' || ticket.ticketState === 'ERROR') {
              if (!ticket.inProgress) expect(ticket.processingBets).toEqual([]);
            }
            for (const bet of ticket.bets) {
              expect(bet.status === 'refused').toBe(ticket.error?.betErrors[bet.betId] !== undefined);
              expect(Number.isSafeInteger(bet.stake) && bet.stake >= 0).toBe(true);
              expect(bet.currency).toBe(ticket.currency);
              for (const selection of bet.selections) {
                expect(selection.isChanged).toBe(selection.odds !== selection.acceptedOdds);
              }
            }
          }
        },
      ),
    );
  });
});

describe('custom bet refusals', () => {
  it('[REF3] a custom bet refused on its price takes the price now, shown with the error', () => {
    const selections = [aSelection({ marketId: 1 }), aSelection({ marketId: 2 })];
    const ticket = run([
      { type: 'customBetComposed', selections, customOdds: 3.2 },
      { type: 'stakeChanged', betId: 'b1', stake: 100 },
      { type: 'placementStarted', loggedIn: true },
      {
        type: 'placementFailed',
        status: 409,
        body: {
          error: {
            code: 120,
            bets: [
              {
                index: 0,
                code: 120,
                message_key: 'error.place_bets.invalid_odds_custom_bet',
                localized_message: 'Price moved',
                current_custom_odds: 2.9,
              },
            ],
          },
        },
      },
    ]);
    expect(ticket.ticketState).toBe('ERROR');
    expect(ticket.error).toMatchObject({
      messageKey: 'error.place_bets.invalid_odds_custom_bet',
      wrongOdds: true,
    });
    expect(ticket.bets[0]).toMatchObject({ customOdds: 2.9, odds: 2.9, status: 'refused' });
  });
});
