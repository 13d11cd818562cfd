import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installSlipEffects } from '@/features/bet-slip/slip-engine';
import { commitSlip, getSlip, slipEngine } from '@/features/bet-slip/slip-store';
import { liveStore } from '@/lib/live/live-store';
import { aMarket, aMatch, anOutcome } from '@/lib/live/live-test-builders';
import { setOddsType } from '@/lib/odds/odds-type-store';
import { renderInEnglish } from '@/test-support/render';
import { OutcomeButton } from './outcome-button';

/*
 * A price to pick, as a bettor and assistive technology meet it: a toggle button named by what it shows,
 * pressed while its outcome is in the slip, and refusing a pick while suspended. Picks go through the real
 * slip (store, engine and core's reducer) with fake placement handlers.
 */

let uninstall: () => void = () => {};
beforeEach(async () => {
  await slipEngine();
  uninstall();
  uninstall = installSlipEffects({ promptSignIn: vi.fn(), placeTicket: vi.fn(), placeQuickBet: vi.fn() });
  const empty = getSlip();
  act(() => commitSlip({ ...empty, ticket: { ...empty.ticket, bets: [], selectedOutcomeIds: [] } }));
});

const match = aMatch({ id: 31 });

async function renderOutcome(
  overrides: { marketStatus?: number; active?: boolean; label?: string; name?: string; odds?: number } = {},
) {
  const market = aMarket({ match_id: match.id, status: (overrides.marketStatus ?? 1) as 1 });
  const outcome = anOutcome({
    id: '1',
    name: overrides.name ?? 'Home',
    odds: overrides.odds ?? 2.1,
    active: overrides.active ?? true,
  });
  await renderInEnglish(
    <OutcomeButton
      matchId={match.id}
      match={match}
      market={market}
      outcome={outcome}
      label={overrides.label}
    />,
  );
  return screen.getByRole('button');
}

/** The texts a sighted bettor sees on the button (visually hidden text left out), in order. */
const seen = (element: HTMLElement) =>
  [...element.querySelectorAll('span')]
    .filter(
      (span) =>
        span.children.length === 0 &&
        span.textContent?.trim() &&
        !span.className.includes('visuallyHidden') &&
        !span.closest('[class*="visuallyHidden"]'),
    )
    .map((span) => span.textContent?.trim());

/** The texts a sighted bettor reads on the button, in order. */
const shown = (element: HTMLElement) =>
  [...element.querySelectorAll('span')]
    .filter((span) => span.children.length === 0 && span.textContent?.trim())
    .map((span) => span.textContent?.trim());

describe('OutcomeButton', () => {
  it('is named by the outcome and its price as shown, and is not pressed', async () => {
    const button = await renderOutcome();
    // The name is what is shown (WCAG label in name), not a different label.
    expect(shown(button)).toEqual(['Home', '2.10']);
    expect(screen.getByRole('button', { name: 'Home 2.10' })).toBe(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.getAttribute('aria-disabled')).toBeNull();
  });

  it('shows a short label where the page says the rest, the full name still in its accessible name', async () => {
    const button = await renderOutcome({ label: '1' });
    expect(seen(button)).toEqual(['1', '2.10']);
    expect(screen.getByRole('button', { name: '1 Home 2.10' })).toBe(button);
  });

  it('shows the price alone under a column heading, named by the outcome and price', async () => {
    const button = await renderOutcome({ label: '', name: 'Over 2.5' });
    expect(seen(button)).toEqual(['2.10']);
    expect(screen.getByRole('button', { name: 'Over 2.5 2.10' })).toBe(button);
  });

  it('does not read a label twice when the name holds it (a handicap line)', async () => {
    const button = await renderOutcome({ label: '-0.5', name: 'Home (-0.5)' });
    expect(seen(button)).toEqual(['-0.5', '2.10']);
    expect(screen.getByRole('button', { name: 'Home (-0.5) 2.10' })).toBe(button);
  });

  it('writes evens in the page language when fractional odds are chosen', async () => {
    act(() => setOddsType('british'));
    try {
      const button = await renderOutcome({ odds: 2 });
      expect(seen(button)).toEqual(['Home', 'Evens']);
      expect(screen.getByRole('button', { name: 'Home Evens' })).toBe(button);
    } finally {
      act(() => setOddsType('european'));
    }
  });

  it('shows pressed once picked into the slip, and not once picked again', async () => {
    const button = await renderOutcome();
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(getSlip().ticket.selectedOutcomeIds).toHaveLength(1);
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(getSlip().ticket.selectedOutcomeIds).toEqual([]);
  });

  it.each([
    ['its market is suspended', { marketStatus: -1 }],
    ['the outcome is inactive', { active: false }],
  ])('says Suspended in its name and refuses a pick when %s', async (_, overrides) => {
    const button = await renderOutcome(overrides);
    expect(shown(button)).toEqual(['Home', '2.10', 'Suspended']);
    expect(screen.getByRole('button', { name: 'Home 2.10 Suspended' })).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(getSlip().ticket.selectedOutcomeIds).toEqual([]);
  });

  it('follows a live price, and stays removable when its outcome is suspended while in the slip', async () => {
    const button = await renderOutcome();
    await userEvent.click(button);
    await publish(
      aMarket({ match_id: match.id, outcomes: [anOutcome({ id: '1', name: 'Home', odds: 2.5 })] }),
    );
    expect(screen.getByRole('button', { name: 'Home 2.50' })).toBe(button);

    await publish(aMarket({ match_id: match.id, status: -1 }));
    expect(shown(button)).toContain('Suspended');
    // A chosen outcome can always be taken out of the slip.
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });
});

/** Puts fresh server data for the match's market in the live store and waits for its frame to be drawn. */
async function publish(market: ReturnType<typeof aMarket>) {
  liveStore.seed([match], [{ matchId: match.id, markets: [market] }], 'overwrite');
  // Sentinel: a frame asked for after the store's runs after the store has notified its readers.
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

// The live store is page-wide: keep one test's seeded prices from another's.
beforeEach(() => {
  liveStore.seed([], [], 'overwrite');
});
