import type { Bet } from '@sportsbook/contract/entities/bet';
import { aSelection } from '@sportsbook/core/ticket/test-builders';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_REPORT_SINK } from '@/lib/errors/report';

/*
 * The slip's effect runner (slip-engine.ts): core's reducers decide, the engine commits the new state to the
 * slip store and runs what they ask for through the handlers the slip's sync installs. Each test loads the
 * engine and store afresh: they are page-lifetime modules with state of their own.
 */

async function loadSlip() {
  vi.resetModules();
  const store = await import('./slip-store');
  const engine = await import('./slip-engine');
  return { store, engine };
}

function fakeHandlers() {
  return { promptSignIn: vi.fn(), placeTicket: vi.fn(), placeQuickBet: vi.fn() };
}

const placedBet = { id: 7, ref: 'SB7' } as Bet;

let reports: unknown[];
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T18:00:00Z') });
  reports = [];
  // In Node, reportError hands its reports to the server's sink: the test's ears.
  (globalThis as Record<symbol, unknown>)[SERVER_REPORT_SINK] = (error: unknown) => reports.push(error);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[SERVER_REPORT_SINK];
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the slip effect runner', () => {
  it('commits the ticket, then asks the handler to place it, stamping when it was sent', async () => {
    const { store, engine } = await loadSlip();
    const handlers = fakeHandlers();
    engine.installSlipEffects(handlers);
    const seen: boolean[] = [];
    handlers.placeTicket.mockImplementation(() => seen.push(store.getSlip().ticket.inProgress));

    engine.dispatchTicket({ type: 'selectionAdded', selection: aSelection() });
    const betId = store.getSlip().ticket.bets[0]?.betId ?? '';
    engine.dispatchTicket({ type: 'stakeChanged', betId, stake: 500 });
    expect(engine.placementStartedAt('ticket')).toBeNull();
    engine.dispatchTicket({ type: 'placementStarted', loggedIn: true });

    expect(handlers.placeTicket).toHaveBeenCalledTimes(1);
    const sent = handlers.placeTicket.mock.calls[0]?.[0];
    expect(sent).toBe(store.getSlip().ticket);
    expect(sent.processingBets.map((bet: { stake: number }) => bet.stake)).toEqual([500]);
    // The handler already reads the running placement from the store.
    expect(seen).toEqual([true]);
    expect(engine.placementStartedAt('ticket')).toBe(Date.parse('2026-11-27T18:00:00Z'));
    expect(handlers.promptSignIn).not.toHaveBeenCalled();
  });

  it('asks a visitor to sign in instead of placing', async () => {
    const { store, engine } = await loadSlip();
    const handlers = fakeHandlers();
    engine.installSlipEffects(handlers);
    engine.dispatchTicket({ type: 'selectionAdded', selection: aSelection() });
    const betId = store.getSlip().ticket.bets[0]?.betId ?? '';
    engine.dispatchTicket({ type: 'stakeChanged', betId, stake: 500 });
    engine.dispatchTicket({ type: 'placementStarted', loggedIn: false });
    expect(handlers.promptSignIn).toHaveBeenCalledTimes(1);
    expect(handlers.placeTicket).not.toHaveBeenCalled();
    expect(store.getSlip().ticket.inProgress).toBe(false);
    expect(engine.placementStartedAt('ticket')).toBeNull();
  });

  it('reports a placement asked for before the handlers are installed, rather than dropping it silently', async () => {
    const { store, engine } = await loadSlip();
    engine.dispatchTicket({ type: 'selectionAdded', selection: aSelection() });
    const betId = store.getSlip().ticket.bets[0]?.betId ?? '';
    engine.dispatchTicket({ type: 'stakeChanged', betId, stake: 500 });
    engine.dispatchTicket({ type: 'placementStarted', loggedIn: true });
    expect(reports).toHaveLength(1);
    expect(String(reports[0])).toMatch(/before the slip was ready/);
  });

  it('says a refused change in the alert region, numbering each so a repeat is announced again', async () => {
    const { store, engine } = await loadSlip();
    engine.installSlipEffects(fakeHandlers());
    engine.dispatchTicket({ type: 'selectionAdded', selection: aSelection() });
    // Combo with one selection: core refuses it (BTY10).
    engine.dispatchTicket({ type: 'betTypeChanged', betType: 'combo' });
    const first = store.getSlip().alert;
    expect(first?.messageKey).toBe('sb.ticket.refused.combo-needs-two-selections');
    engine.dispatchTicket({ type: 'betTypeChanged', betType: 'combo' });
    const second = store.getSlip().alert;
    expect(second?.messageKey).toBe(first?.messageKey);
    expect(second?.id).not.toBe(first?.id);
    store.dismissSlipAlert();
    expect(store.getSlip().alert).toBeNull();
  });

  it('shows the generic alert when a placement fails without a code, and keeps the bets to try again', async () => {
    const { store, engine } = await loadSlip();
    engine.installSlipEffects(fakeHandlers());
    engine.dispatchTicket({ type: 'selectionAdded', selection: aSelection() });
    const betId = store.getSlip().ticket.bets[0]?.betId ?? '';
    engine.dispatchTicket({ type: 'stakeChanged', betId, stake: 500 });
    engine.dispatchTicket({ type: 'placementStarted', loggedIn: true });
    engine.dispatchTicket({ type: 'placementFailed', status: null, body: null });
    expect(store.getSlip().alert?.messageKey).toBe('generic');
    expect(store.getSlip().ticket.inProgress).toBe(false);
    expect(store.getSlip().ticket.bets[0]?.stake).toBe(500);
  });

  it('does not commit or notify when the reducer keeps the ticket as it was', async () => {
    const { store, engine } = await loadSlip();
    engine.installSlipEffects(fakeHandlers());
    const before = store.getSlip();
    // Nothing is running, so a success is ignored (core TKT9).
    engine.dispatchTicket({ type: 'placementSucceeded', placedBets: [placedBet] });
    expect(store.getSlip()).toBe(before);
  });

  it('places a one-tap quick bet through its own handler', async () => {
    const { store, engine } = await loadSlip();
    const handlers = fakeHandlers();
    engine.installSlipEffects(handlers);
    engine.setPlacementContext({ loggedIn: true, pvePlayer: false, limits: null, fiat: true });
    engine.dispatchQuickBet({ type: 'quickBetToggled', enabled: true });
    engine.dispatchQuickBet({ type: 'quickBetStakeChanged', stake: 200 });
    engine.dispatchQuickBet({ type: 'quickBetApproved' });

    expect(engine.pickOutcome(aSelection())).toBe('quickBet');
    expect(handlers.placeQuickBet).toHaveBeenCalledTimes(1);
    expect(handlers.placeQuickBet.mock.calls[0]?.[0]).toBe(store.getSlip().quickBet);
    expect(store.getSlip().quickBet.state).toBe('PROCESSING');
    expect(engine.placementStartedAt('quickBet')).toBe(Date.now());
    expect(handlers.placeTicket).not.toHaveBeenCalled();
  });

  it('moves a quick bet the risk check sent to the slip into the ticket, with its stake', async () => {
    const { store, engine } = await loadSlip();
    const handlers = fakeHandlers();
    engine.installSlipEffects(handlers);
    engine.setPlacementContext({ loggedIn: true, pvePlayer: false, limits: null, fiat: true });
    engine.dispatchQuickBet({ type: 'quickBetToggled', enabled: true });
    engine.dispatchQuickBet({ type: 'quickBetStakeChanged', stake: 300 });
    engine.dispatchQuickBet({ type: 'quickBetApproved' });
    const selection = aSelection();
    engine.pickOutcome(selection);

    engine.dispatchQuickBet({ type: 'quickBetSentToSlip' });
    const { ticket, quickBet } = store.getSlip();
    expect(ticket.selectedOutcomeIds).toEqual([selection.id]);
    expect(ticket.bets[0]?.stake).toBe(300);
    expect(quickBet.isEnabled).toBe(false);
  });

  it('settles slipReady once handlers are installed; uninstalling a replaced set keeps the new one', async () => {
    const { store, engine } = await loadSlip();
    expect(engine.slipIsReady()).toBe(false);
    const first = fakeHandlers();
    const uninstallFirst = engine.installSlipEffects(first);
    await engine.slipReady();
    expect(engine.slipIsReady()).toBe(true);

    const second = fakeHandlers();
    engine.installSlipEffects(second);
    uninstallFirst();
    engine.dispatchTicket({ type: 'selectionAdded', selection: aSelection() });
    const betId = store.getSlip().ticket.bets[0]?.betId ?? '';
    engine.dispatchTicket({ type: 'stakeChanged', betId, stake: 100 });
    engine.dispatchTicket({ type: 'placementStarted', loggedIn: false });
    expect(second.promptSignIn).toHaveBeenCalledTimes(1);
    expect(first.promptSignIn).not.toHaveBeenCalled();
  });

  it('runs a pick made before the slip was ready once it is, rather than dropping it', async () => {
    const { store, engine } = await loadSlip();
    const selection = aSelection();
    store.pickOutcome(selection);
    // Sentinel: the engine the pick waits on has loaded, and the pick still waits for the handlers.
    await store.slipEngine();
    await Promise.resolve();
    expect(store.getSlip().ticket.selectedOutcomeIds).toEqual([]);

    engine.installSlipEffects(fakeHandlers());
    // The pick waited on the same promise before this test did, so it has run by now.
    await engine.slipReady();
    expect(store.getSlip().ticket.selectedOutcomeIds).toEqual([selection.id]);
  });
});
