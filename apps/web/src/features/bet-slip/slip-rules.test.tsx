import type { Bet } from '@sportsbook/contract/entities/bet';
import { initialQuickBetState } from '@sportsbook/core/ticket/quick-bet-state';
import { aSelection } from '@sportsbook/core/ticket/test-builders';
import { DEFAULT_TICKET_SETTINGS, initialTicketState } from '@sportsbook/core/ticket/ticket-state';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateSession } from '@/lib/player/session-store';
import { renderInEnglish } from '@/test-support/render';
import { dispatchTicket, installSlipEffects, setTicketSettings } from './slip-engine';
import { commitSlip, FALLBACK_CURRENCY, getSlip } from './slip-store';
import { TicketView } from './ticket-view';

/*
 * The slip's content rules of issue 16 as a bettor meets them: the combo by default, why picks do not
 * combine, the "to win" field, the backend's max stake, a short balance's deposit shortcut, and where focus
 * goes after placing. The backend's max-stake answer is faked at the call.
 */

const calls = vi.hoisted(() => ({ maxStake: vi.fn() }));
vi.mock('@/lib/api/browser-call', async (original) => ({
  ...(await original<typeof import('@/lib/api/browser-call')>()),
  browserCall: calls.maxStake,
}));
vi.mock('@/lib/player/session-actions', async (original) => ({
  ...(await original<typeof import('@/lib/player/session-actions')>()),
  bearerToken: async () => 'token',
}));

const handlers = { promptSignIn: vi.fn(), placeTicket: vi.fn(), placeQuickBet: vi.fn() };
let uninstall: () => void = () => {};

const MULTI_SINGLE = { ...DEFAULT_TICKET_SETTINGS, multiSingleAvailableByProvider: { betradar: true } };

function signedIn(balance: number) {
  updateSession({
    status: 'LOGGED_IN',
    accounts: [{ id: 1, currency: 'EUR', balance, subunits: 100, active: true }],
  });
}

function pick(overrides: Parameters<typeof aSelection>[0]) {
  act(() => dispatchTicket({ type: 'selectionAdded', selection: aSelection(overrides) }));
}

beforeEach(() => {
  const empty = initialTicketState<Bet>(FALLBACK_CURRENCY);
  commitSlip({ ...getSlip(), ticket: empty, quickBet: initialQuickBetState<Bet>(FALLBACK_CURRENCY) });
  updateSession({ status: 'NOT_LOGGED_IN', accounts: [] });
  setTicketSettings(MULTI_SINGLE);
  calls.maxStake.mockResolvedValue({ max_stake: 2500, currency: 'EUR', limited_by: 'balance' });
  uninstall = installSlipEffects(handlers);
});
afterEach(() => {
  uninstall();
  setTicketSettings(DEFAULT_TICKET_SETTINGS);
  vi.clearAllMocks();
});

describe('the slip’s rules', () => {
  it('makes three picks from three matches a combo, with the combo’s odds', async () => {
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1, odds: 2 });
    pick({ matchId: 2, odds: 3 });
    pick({ matchId: 3, odds: 4 });
    expect(screen.getByRole('radio', { name: 'Combo' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('textbox', { name: 'Stake' })).toHaveLength(1);
    expect(screen.getByText('24.00')).toBeTruthy();
  });

  it('says why two picks of one match do not combine, and offers singles', async () => {
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1, outcomeId: '1' });
    pick({ matchId: 1, outcomeId: '2', outcomeName: 'Away' });
    expect(screen.getByRole('radio', { name: 'Singles' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Combo' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText(
        'Combo and system are not available: two selections are from the same match. Place them as singles or remove one.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Not available')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove unavailable' })).toBeNull();
  });

  it('where singles are not allowed, flags each pick with its reason and hides the combo’s odds', async () => {
    setTicketSettings(DEFAULT_TICKET_SETTINGS);
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1, outcomeId: '1' });
    pick({ matchId: 1, outcomeId: '2' });
    expect(screen.getAllByText('Same match as another selection')).toHaveLength(2);
    expect(screen.queryByText('4.00')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5');
    expect(
      screen.getByText('These selections cannot be combined in one bet. Choose singles or remove one.'),
    ).toBeTruthy();
  });

  it('removes only the unavailable picks on "Remove unavailable"', async () => {
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1, outcomeName: 'Arsenal' });
    pick({ matchId: 2, outcomeName: 'Closed one', matchStatus: 3 });
    pick({ matchId: 3, outcomeName: 'Chelsea' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove unavailable' }));
    expect(screen.getByText('Arsenal')).toBeTruthy();
    expect(screen.getByText('Chelsea')).toBeTruthy();
    expect(screen.queryByText('Closed one')).toBeNull();
  });

  it('derives the stake from the win the bettor types', async () => {
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1, odds: 2.5 });
    await userEvent.type(screen.getByRole('textbox', { name: 'To win' }), '10');
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveProperty('value', '4.00');
    expect(screen.getByText('EUR 10.00')).toBeTruthy();
  });

  it('shows the backend’s max stake to a player and sets it; a visitor is not asked', async () => {
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1 });
    expect(screen.queryByRole('button', { name: /^Max\./ })).toBeNull();
    expect(calls.maxStake).not.toHaveBeenCalled();
    act(() => signedIn(100_000));
    const max = await screen.findByRole('button', { name: /^Max\. EUR\s25\.00$/ });
    const [, request] = calls.maxStake.mock.calls[0] ?? [];
    expect(request).toMatchObject({ body: { currency: 'EUR', type: 'single' } });
    await userEvent.click(max);
    expect(screen.getByRole('textbox', { name: 'Stake' })).toHaveProperty('value', '25.00');
  });

  it('offers a deposit when the balance is short of the stake, naming the missing amount', async () => {
    signedIn(300);
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5');
    expect(screen.getByText('You need EUR 2.00 more for this stake.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(new URLSearchParams(window.location.search).get('modal')).toBe('deposit');
  });

  it('moves focus to the receipt’s heading after placing, and to the stake when the selections are reused', async () => {
    signedIn(100_000);
    await renderInEnglish(<TicketView />);
    pick({ matchId: 1 });
    await userEvent.type(screen.getByRole('textbox', { name: 'Stake' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(handlers.placeTicket).toHaveBeenCalledTimes(1);
    act(() => dispatchTicket({ type: 'placementSucceeded', placedBets: [] }));
    const heading = screen.getByRole('heading', { name: /placed/ });
    expect(document.activeElement).toBe(heading);
    expect(within(heading.parentElement as HTMLElement).getByRole('button', { name: 'Done' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reuse selections' }));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Stake' })),
    );
  });
});
