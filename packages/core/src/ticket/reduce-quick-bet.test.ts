import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { potentialWin } from './odds-math';
import { initialQuickBetState, type QuickBetState } from './quick-bet-state';
import { type QuickBetEvent, quickBetWarning, reduceQuickBet } from './reduce-quick-bet';
import { aSelection, EUR } from './test-builders';

const MODE = { oddsAcceptMode: 'none' } as const;
const live = aSelection({ odds: 1.8 });
const place = {
  type: 'quickBetPlacementRequested',
  loggedIn: true,
  pvePlayer: false,
  warning: false,
} as const;

function quick(events: readonly QuickBetEvent[], from: QuickBetState<unknown> = initialQuickBetState(EUR)) {
  return events.reduce((state, event) => reduceQuickBet(state, event, MODE).state, from);
}

/** Quick bet on, stake 500 approved, the live selection chosen. */
const ready = quick([
  { type: 'quickBetToggled', enabled: true },
  { type: 'quickBetStakeChanged', stake: 500 },
  { type: 'quickBetApproved' },
  { type: 'quickBetOutcomeSelected', selection: live },
]);

describe('quick bet', () => {
  it('[QB1] toggling resets approval; switching off clears the chosen outcome', () => {
    expect(ready.isApproved).toBe(true);
    const toggled = quick([{ type: 'quickBetToggled', enabled: true }], ready);
    expect(toggled.isApproved).toBe(false);
    const off = quick([{ type: 'quickBetToggled', enabled: false }], ready);
    expect(off).toMatchObject({ isEnabled: false, isApproved: false, bet: null, selectedOutcomeIds: [] });
  });

  it('[QB2] changing stake or currency resets approval; approval needs a stake above 0', () => {
    expect(quick([{ type: 'quickBetStakeChanged', stake: 600 }], ready).isApproved).toBe(false);
    expect(
      quick([{ type: 'quickBetCurrencyChanged', currency: 'USD', subunits: 100 }], ready).isApproved,
    ).toBe(false);
    expect(
      quick([{ type: 'quickBetStakeChanged', stake: 0 }, { type: 'quickBetApproved' }], ready).isApproved,
    ).toBe(false);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.double().map((stake) => ({ type: 'quickBetStakeChanged' as const, stake })),
            fc.constant({ type: 'quickBetApproved' as const }),
            fc.boolean().map((enabled) => ({ type: 'quickBetToggled' as const, enabled })),
          ),
        ),
        (events) => {
          const state = quick(events, ready);
          if (state.isApproved) expect(state.stake).toBeGreaterThan(0);
          expect(Number.isSafeInteger(state.stake) && state.stake >= 0).toBe(true);
        },
      ),
    );
  });

  it('[QB3] choosing an outcome makes a single at the quick-bet stake; the same outcome again removes it', () => {
    expect(ready.bet).toMatchObject({ betType: 'single', stake: 500, currency: 'EUR', odds: 1.8 });
    expect(ready.selectedOutcomeIds).toEqual([live.id]);
    const other = aSelection({ matchId: 2 });
    expect(quick([{ type: 'quickBetOutcomeSelected', selection: other }], ready).selectedOutcomeIds).toEqual([
      other.id,
    ]);
    expect(quick([{ type: 'quickBetOutcomeSelected', selection: live }], ready)).toMatchObject({
      bet: null,
      selectedOutcomeIds: [],
    });
  });

  it('[QB4] placing needs approval and does nothing while processing or with a warning; a visitor is asked to sign in', () => {
    const placing = reduceQuickBet(ready, place, MODE);
    expect(placing.state.state).toBe('PROCESSING');
    expect(placing.effects).toEqual([{ type: 'placeBets' }]);
    expect(reduceQuickBet(placing.state, place, MODE)).toEqual({ state: placing.state, effects: [] });
    const unapproved = quick([{ type: 'quickBetStakeChanged', stake: 500 }], ready);
    expect(reduceQuickBet(unapproved, place, MODE).state).toBe(unapproved);
    expect(reduceQuickBet(ready, { ...place, warning: true }, MODE).state).toBe(ready);
    expect(reduceQuickBet(ready, { ...place, loggedIn: false }, MODE)).toEqual({
      state: ready,
      effects: [{ type: 'promptSignIn' }],
    });
    expect(quickBetWarning(ready, [])).toBe(false);
    expect(quickBetWarning(ready, [{ kind: 'max_odds' }])).toBe(true);
    const suspended = quick([{ type: 'marketsRefreshed', outcomes: { [live.id]: 'gone' } }], ready);
    expect(quickBetWarning(suspended, [])).toBe(true);
  });

  it('[QB4] [VAL5] a price the live feed has not confirmed stops a tap from placing', () => {
    expect(quickBetWarning(ready, [], [live.id])).toBe(true);
    expect(quickBetWarning(ready, [], ['another-outcome'])).toBe(false);
    expect(reduceQuickBet(ready, { ...place, warning: quickBetWarning(ready, [], [live.id]) }, MODE)).toEqual(
      {
        state: ready,
        effects: [],
      },
    );
  });

  it('[QB5] [ERR4] betting paused: ERROR with its key, the bet and stake kept, and a new tap places it again', () => {
    const processing = reduceQuickBet(ready, place, MODE).state;
    const paused = quick(
      [
        {
          type: 'quickBetFailed',
          status: 503,
          body: {
            error: {
              code: 'betting_paused',
              message: 'paused',
              message_key: 'error.place_bets.betting_paused',
            },
          },
        },
      ],
      processing,
    );
    expect(paused).toMatchObject({
      state: 'ERROR',
      error: { messageKey: 'error.place_bets.betting_paused', code: 'betting_paused' },
      stake: 500,
      isApproved: true,
      selectedOutcomeIds: [live.id],
    });
    const again = reduceQuickBet(paused, place, MODE);
    expect(again.state.state).toBe('PROCESSING');
    expect(again.effects).toEqual([{ type: 'placeBets' }]);
  });

  it('[QB5] a pve player gets ERROR with the forbidden key; a potential win not above the stake gets equal_or_less', () => {
    const pve = reduceQuickBet(ready, { ...place, pvePlayer: true }, MODE).state;
    expect(pve.state).toBe('ERROR');
    expect(pve.error).toEqual({ messageKey: 'error.platform.pve_player_bet_forbidden', code: 114 });
    const tiny = quick([{ type: 'quickBetStakeChanged', stake: 1 }, { type: 'quickBetApproved' }], ready);
    expect(potentialWin(1, 1.8)).toBe(1);
    const low = reduceQuickBet(tiny, place, MODE).state;
    expect(low.error).toEqual({ messageKey: 'error.potential_win.equal_or_less', code: null });
  });

  it('[QB5] the answer: SUCCESS with the placed bet, ERROR with a coded error, the alert otherwise', () => {
    const processing = reduceQuickBet(ready, place, MODE).state;
    expect(quick([{ type: 'quickBetPlaced', placedBet: { id: 9 } }], processing)).toMatchObject({
      state: 'SUCCESS',
      placedBet: { id: 9 },
    });
    expect(
      quick([{ type: 'quickBetFailed', status: 409, body: { error: { code: 'odds_to_low' } } }], processing)
        .error,
    ).toEqual({ messageKey: 'error.risk_validation.odds_to_low', code: 'odds_to_low' });
    const alert = reduceQuickBet(processing, { type: 'quickBetFailed', status: 401, body: null }, MODE);
    expect(alert.state.state).toBe('INITIAL');
    expect(alert.effects).toEqual([{ type: 'showErrorAlert' }]);
  });

  it('[QB6] a risk check that sends the bet to the full slip switches quick bet off and hands the selection over', () => {
    const processing = reduceQuickBet(ready, place, MODE).state;
    const { state, effects } = reduceQuickBet(processing, { type: 'quickBetSentToSlip' }, MODE);
    expect(state).toMatchObject({ isEnabled: false, bet: null, state: 'INITIAL' });
    expect(effects).toEqual([{ type: 'sentToSlip', selection: live, stake: 500 }]);
  });

  it('[QB7] quick bet turns off when the balance is below the quick-bet stake or zero', () => {
    expect(quick([{ type: 'quickBetBalanceChanged', currency: 'EUR', balance: 499 }], ready).isEnabled).toBe(
      false,
    );
    expect(quick([{ type: 'quickBetBalanceChanged', currency: 'EUR', balance: 0 }], ready).isEnabled).toBe(
      false,
    );
    expect(quick([{ type: 'quickBetBalanceChanged', currency: 'EUR', balance: 500 }], ready).isEnabled).toBe(
      true,
    );
    expect(quick([{ type: 'quickBetBalanceChanged', currency: 'USD', balance: 0 }], ready).isEnabled).toBe(
      true,
    );
  });

  it('[QB8] market refreshes move the quick bet’s price like the slip’s', () => {
    const moved = quick(
      [{ type: 'marketsRefreshed', outcomes: { [live.id]: { odds: 1.6, active: true, marketStatus: 1 } } }],
      ready,
    );
    expect(moved.bet?.selections[0]).toMatchObject({ odds: 1.6, acceptedOdds: 1.8, isChanged: true });
    expect(moved.bet?.odds).toBe(1.6);
    expect(quick([{ type: 'marketsRefreshed', outcomes: {} }], ready)).toBe(ready);
  });
});
