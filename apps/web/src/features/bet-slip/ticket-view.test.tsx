import type { Bet } from '@sportsbook/contract/entities/bet';
import { initialQuickBetState } from '@sportsbook/core/ticket/quick-bet-state';
import { aSelection } from '@sportsbook/core/ticket/test-builders';
import { initialTicketState } from '@sportsbook/core/ticket/ticket-state';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '@/lib/player/session-store';
import { renderInEnglish } from '@/test-support/render';
import { dispatchTicket, installSlipEffects } from './slip-engine';
import { commitSlip, FALLBACK_CURRENCY } from './slip-store';
import { TicketView } from './ticket-view';

/*
 * The BET_SLIP tab as a bettor meets it: a pick in the slip, a stake typed, the place button, and what the
 * slip says after the server answers. Placement itself is the sync's (a fake handler here); its answers are
 * the events the sync dispatches.
 */

function aPlacedBet(overrides: Partial<Bet> = {}): Bet {
  return {
    id: 7,
    type: 'single',
    ref: 'SB7',
    status: 'waiting_results',
    stake: 500,
    currency: 'EUR',
    subunits: 100,
    win_amount: null,
    potential_win: 1_000,
    odds: 2,
    selections: [
      {
        id: 1,
        status: 'no_results',
        market: { id: 1, name: '1x2' },
        outcome: { id: '1', name: 'Arsenal' },
        odds: 2,
        specifier: '',
        match: {
          id: 1,
          urn_id: 'sr:match:1',
          slug: 'arsenal-chelsea-1',
          type: 'match',
          name: 'Arsenal – Chelsea',
          status: 0,
          start_time: '2026-11-27T20:00:00.000Z',
          home_name: 'Arsenal',
          away_name: 'Chelsea',
          sport_key: 'soccer',
          provider: 'betradar',
        },
        category: { id: 1, name: 'England' },
      },
    ],
    created_at: '2026-11-27T18:00:00.000Z',
    result: 'no_results',
    to_cashout: null,
    bonus: null,
    system: null,
    used_in_jackpot: false,
    is_vip: false,
    ...overrides,
  } as Bet;
}

// The slip asks the backend for a signed-in player's max stake; none here (slip-rules.test.tsx covers it).
vi.mock('@/lib/api/browser-call', async (original) => ({
  ...(await original<typeof import('@/lib/api/browser-call')>()),
  browserCall: async () => ({ max_stake: 0, currency: 'EUR', limited_by: null }),
}));
vi.mock('@/lib/player/session-actions', async (original) => ({
  ...(await original<typeof import('@/lib/player/session-actions')>()),
  bearerToken: async () => 'token',
}));

const handlers = { promptSignIn: vi.fn(), placeTicket: vi.fn(), placeQuickBet: vi.fn() };
let uninstall: () => void = () => {};

beforeEach(() => {
  commitSlip({
    ticket: initialTicketState<Bet>(FALLBACK_CURRENCY),
    quickBet: initialQuickBetState<Bet>(FALLBACK_CURRENCY),
    alert: null,
    betBuilderMatchId: null,
    shareNotFound: null,
  });
  updateSession({ status: 'NOT_LOGGED_IN' });
  uninstall = installSlipEffects(handlers);
});
afterEach(() => {
  uninstall();
  vi.clearAllMocks();
});

/** The slip with one pick (Arsenal at 2.00) and a stake of 5 typed by the bettor. */
async function slipWithStake() {
  await renderInEnglish(<TicketView />);
  act(() => {
    dispatchTicket({
      type: 'selectionAdded',
      selection: aSelection({ outcomeName: 'Arsenal', nameA: 'Arsenal', nameB: 'Chelsea' }),
    });
  });
  await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5');
  return screen.getByRole('button', { name: 'Place bet' });
}

async function placeAsPlayer() {
  updateSession({ status: 'LOGGED_IN' });
  const place = await slipWithStake();
  await userEvent.click(place);
  expect(handlers.placeTicket).toHaveBeenCalledTimes(1);
  return place;
}

describe('TicketView', () => {
  it('says the slip is empty until a price is picked', async () => {
    await renderInEnglish(<TicketView />);
    expect(screen.getByText('Your bet slip is empty. Choose a price to add it here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place bet' })).toBeNull();
  });

  it('asks a visitor to sign in rather than placing', async () => {
    const place = await slipWithStake();
    expect(screen.getByText('Sign in to place your bet.')).toBeTruthy();
    await userEvent.click(place);
    expect(handlers.promptSignIn).toHaveBeenCalledTimes(1);
    expect(handlers.placeTicket).not.toHaveBeenCalled();
  });

  it('shows a running placement as busy and announces it', async () => {
    const place = await placeAsPlayer();
    expect(place.textContent).toBe('Placing…');
    expect(place).toHaveProperty('disabled', true);
    expect(place.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Placing…');
  });

  it('shows the placed bet after a success: its reference, selection, stake at odds and potential win', async () => {
    await placeAsPlayer();
    act(() => dispatchTicket({ type: 'placementSucceeded', placedBets: [aPlacedBet()] }));

    expect(screen.getByRole('status').textContent).toBe('Bet placed');
    expect(screen.getByRole('heading', { name: 'Bet placed' })).toBeTruthy();
    const card = screen.getByText('Bet SB7').closest('li');
    expect(card).not.toBeNull();
    const receipt = within(card as HTMLElement);
    expect(receipt.getByText('Bet SB7')).toBeTruthy();
    expect(receipt.getByText('Arsenal')).toBeTruthy();
    expect(receipt.getByText('Arsenal – Chelsea')).toBeTruthy();
    expect(receipt.getByText('Stake EUR 5.00 at 2.00')).toBeTruthy();
    expect(receipt.getByText('Potential win EUR 10.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('Your bet slip is empty. Choose a price to add it here.')).toBeTruthy();
  });

  it('keeps the selections for a new ticket when the bettor reuses them', async () => {
    await placeAsPlayer();
    act(() => dispatchTicket({ type: 'placementSucceeded', placedBets: [aPlacedBet()] }));
    await userEvent.click(screen.getByRole('button', { name: 'Reuse selections' }));
    expect(screen.getByRole('region', { name: 'Arsenal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' })).toBeTruthy();
  });

  it('says why the server refused, and keeps the stake for another try', async () => {
    const place = await placeAsPlayer();
    act(() =>
      dispatchTicket({
        type: 'placementFailed',
        status: 422,
        body: { error: { code: 'insufficient_balance', message: 'balance too low' } },
      }),
    );
    expect(
      within(screen.getByRole('alert')).getByText('Your balance is too low for this stake.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveProperty('value', '5');
    expect(place).toHaveProperty('disabled', false);
  });

  it.each([
    ['betting_paused', 'error.place_bets.betting_paused', /^Betting is paused .* nothing was taken/],
    [
      'service_unavailable',
      'error.service_unavailable',
      /^Betting is temporarily unavailable .* nothing was taken/,
    ],
  ])('says nothing was taken when the backend answers %s', async (code, messageKey, text) => {
    await placeAsPlayer();
    act(() =>
      dispatchTicket({
        type: 'placementFailed',
        status: 503,
        body: { error: { code, message_key: messageKey } },
      }),
    );
    expect(within(screen.getByRole('alert')).getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place bet' })).toHaveProperty('disabled', false);
  });

  it('shows the generic error when the placement got no answer, until dismissed', async () => {
    await placeAsPlayer();
    act(() => dispatchTicket({ type: 'placementFailed', status: null, body: null }));
    const alert = within(screen.getByRole('alert'));
    expect(
      alert.getByText('Something went wrong. Your bets were not placed. Try again in a moment.'),
    ).toBeTruthy();
    await userEvent.click(alert.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });
});
