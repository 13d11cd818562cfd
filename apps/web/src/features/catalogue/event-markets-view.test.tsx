import type { Market } from '@sportsbook/contract/entities/market';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveMatches, liveStore } from '@/lib/live/live-store';
import { aMarket, aMatch, anOutcome } from '@/lib/live/live-test-builders';
import { chooseConsent, readCookie, removeCookie } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { renderInEnglish } from '@/test-support/render';
import { EventMarketsView } from './event-markets-view';

/*
 * The match page's markets as a bettor reads them (issue 16): a market type per card whose heading is a
 * disclosure, the main line first with the others behind "More lines", lines that read as a table under
 * their column headings, and the collapsed market types kept in the `collapsedMarkets` cookie.
 */

const match = aMatch({ id: 41 });

const oneXTwo = aMarket({
  match_id: match.id,
  id: 1,
  name: '1x2',
  outcomes: [
    anOutcome({ id: '1', name: 'Wigan City', odds: 2.1 }),
    anOutcome({ id: 'X', name: 'Draw', odds: 3.4 }),
    anOutcome({ id: '2', name: 'Wigan Athletic', odds: 3.9 }),
  ],
});

const total = (value: string, over: number, under: number, mostBalanced = false): Market =>
  aMarket({
    match_id: match.id,
    id: 18,
    name: 'Total goals',
    specifier: `total=${value}`,
    most_balanced: mostBalanced,
    outcomes: [
      anOutcome({ id: 'over', name: `Over ${value}`, odds: over }),
      anOutcome({ id: 'under', name: `Under ${value}`, odds: under }),
    ],
  });

const handicap = (home: string, away: string, homeOdds: number, awayOdds: number, mostBalanced = false) =>
  aMarket({
    match_id: match.id,
    id: 16,
    name: 'Handicap',
    specifier: `hcp=${home}`,
    most_balanced: mostBalanced,
    outcomes: [
      anOutcome({ id: '1', name: `Wigan City (${home})`, odds: homeOdds }),
      anOutcome({ id: '2', name: `Wigan Athletic (${away})`, odds: awayOdds }),
    ],
  });

const markets: Market[] = [
  oneXTwo,
  total('1.5', 1.3, 3.4),
  total('2.5', 1.9, 1.9, true),
  total('3.5', 2.9, 1.4),
  handicap('-1', '+1', 2.9, 1.4),
  handicap('0', '0', 1.6, 2.3, true),
  handicap('+1', '-1', 1.2, 4.5),
];

async function renderMarkets(initialCollapsed: readonly number[] = []) {
  return renderInEnglish(
    <LiveMatches matches={[match]} markets={{ matchId: match.id, markets }}>
      <EventMarketsView
        matchId={match.id}
        initial={markets}
        groups={[]}
        initialGroup="all"
        initialCollapsed={initialCollapsed}
      />
    </LiveMatches>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

function clearCookies() {
  removeCookie(STORED_KEYS.collapsedMarkets.name);
}

const kept = () => readCookie(STORED_KEYS.collapsedMarkets.name);

beforeEach(() => {
  liveStore.seed([], [], 'overwrite');
  clearCookies();
});
afterEach(clearCookies);

describe('EventMarketsView', () => {
  it('shows full outcome names of a 1x2 in three buttons named by what they show', async () => {
    await renderMarkets();
    const buttons = within(card('1x2')).getAllByRole('button', { pressed: false });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Wigan City2.10',
      'Draw3.40',
      'Wigan Athletic3.90',
    ]);
    expect(within(card('1x2')).getByRole('button', { name: 'Wigan Athletic 3.90' })).toBeTruthy();
  });

  it('shows the most balanced line, the others behind a More lines button that says its state', async () => {
    await renderMarkets();
    const totals = card('Total goals');
    expect(within(totals).getByRole('button', { name: 'Over 2.5 1.90' })).toBeTruthy();
    expect(within(totals).queryByRole('button', { name: /^Over 1\.5/ })).toBeNull();
    const more = within(totals).getByRole('button', { name: 'More lines (2)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(more.textContent).toBe('Fewer lines');
    for (const line of ['1.5', '2.5', '3.5']) {
      expect(within(totals).getByRole('button', { name: new RegExp(`^Under ${line} `) })).toBeTruthy();
    }
    await userEvent.click(within(totals).getByRole('button', { name: 'Fewer lines' }));
    expect(within(totals).queryByRole('button', { name: /^Over 1\.5/ })).toBeNull();
  });

  it('reads totals as a table: Over and Under as column headings, the line as row heading', async () => {
    await renderMarkets();
    const table = within(card('Total goals')).getByRole('table', { name: 'Total goals' });
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Line', 'Over', 'Under']);
    expect(within(table).getByRole('rowheader').textContent).toBe('2.5');
    // The cell shows the price alone; its name says which outcome it is.
    const over = within(table).getByRole('button', { name: 'Over 2.5 1.90' });
    expect(over.querySelector('[class*="price"]')?.textContent).toBe('1.90');
  });

  it('reads handicaps as a table of the two teams, each cell with its own line', async () => {
    await renderMarkets();
    const table = within(card('Handicap')).getByRole('table', { name: 'Handicap' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Wigan City', 'Wigan Athletic']);
    await userEvent.click(within(card('Handicap')).getByRole('button', { name: 'More lines (2)' }));
    const home = within(table).getByRole('button', { name: 'Wigan City (-1) 2.90' });
    expect(home.textContent).toContain('-1');
    expect(within(table).getByRole('button', { name: 'Wigan Athletic (-1) 4.50' })).toBeTruthy();
  });

  it('collapses a market type with its heading button and keeps the choice in a cookie', async () => {
    chooseConsent({ preferences: true, marketing: false });
    await renderMarkets();
    const toggle = within(card('Total goals')).getByRole('button', { name: 'Total goals' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(card('Total goals')).queryByRole('button', { name: /^Over 2\.5/ })).toBeNull();
    expect(kept()).toBe('18');

    await userEvent.click(within(card('Handicap')).getByRole('button', { name: 'Handicap' }));
    expect(kept()).toBe('18.16');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(kept()).toBe('16');
  });

  it('renders the market types the server read from the cookie collapsed', async () => {
    await renderMarkets([16]);
    expect(
      within(card('Handicap')).getByRole('button', { name: 'Handicap' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(within(card('Handicap')).queryByRole('table')).toBeNull();
    expect(within(card('1x2')).getByRole('button', { name: '1x2' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('follows a price tick in its button, the card and its table kept as they are', async () => {
    await renderMarkets();
    const table = within(card('Total goals')).getByRole('table');
    const before = within(table).getByRole('button', { name: 'Over 2.5 1.90' });
    await act(async () => {
      liveStore.seed(
        [match],
        [
          {
            matchId: match.id,
            markets: markets.map((m) =>
              m.most_balanced && m.id === 18 ? total('2.5', 2.05, 1.75, true) : m,
            ),
          },
        ],
        'overwrite',
      );
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    });
    expect(within(card('Total goals')).getByRole('table')).toBe(table);
    expect(within(table).getByRole('button', { name: 'Over 2.5 2.05' })).toBe(before);
  });
});
