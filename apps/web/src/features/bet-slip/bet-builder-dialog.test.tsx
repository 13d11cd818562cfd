import type { Market } from '@sportsbook/contract/entities/market';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { liveStore } from '@/lib/live/live-store';
import { aMarket, aMatch, anOutcome } from '@/lib/live/live-test-builders';
import { queryClient } from '@/lib/query/app-query-client';
import { renderInEnglish } from '@/test-support/render';
import { customBetMarketsOptions } from './api/custom-bet-markets';
import { BetBuilderDialog } from './bet-builder-dialog';

/*
 * The bet builder as a bettor meets it (issue 16): the match's combinable markets grouped by market type,
 * each a disclosure, and a search that keeps the outcomes whose market, line or name holds every word typed.
 */

const match = aMatch({ id: 51, name: 'Wigan City - Leicester Rovers' });

const line = (id: number, name: string, specifier: string, outcomes: [string, string, number][]): Market =>
  aMarket({
    match_id: match.id,
    id,
    name,
    specifier,
    outcomes: outcomes.map(([outcomeId, outcomeName, odds]) =>
      anOutcome({ id: outcomeId, name: outcomeName, odds }),
    ),
  });

const markets: Market[] = [
  line(1, '1x2', '', [
    ['1', 'Wigan City', 2.1],
    ['X', 'Draw', 3.4],
    ['2', 'Leicester Rovers', 3.9],
  ]),
  line(29, 'Both teams to score', '', [
    ['yes', 'Yes', 1.8],
    ['no', 'No', 2],
  ]),
  ...['1.5', '2.5', '3.5'].map((total) =>
    line(18, 'Total goals', `total=${total}`, [
      ['over', `Over ${total}`, 1.9],
      ['under', `Under ${total}`, 1.9],
    ]),
  ),
  ...['8.5', '9.5'].map((total) =>
    line(166, 'Total corners', `total=${total}`, [
      ['over', `Over ${total}`, 1.85],
      ['under', `Under ${total}`, 1.95],
    ]),
  ),
];

async function renderBuilder() {
  liveStore.seed([match], [], 'overwrite');
  queryClient.setQueryData(customBetMarketsOptions('en', match.id).queryKey, markets);
  await renderInEnglish(<BetBuilderDialog matchId={match.id} />);
  return screen.getByRole('dialog', { name: 'Bet builder' });
}

const marketToggle = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('button', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  queryClient.clear();
});

describe('BetBuilderDialog', () => {
  it('groups the outcomes by market type, the first ones open and the rest behind their heading', async () => {
    const dialog = await renderBuilder();
    expect(marketToggle(dialog, '1x2').getAttribute('aria-expanded')).toBe('true');
    expect(marketToggle(dialog, 'Both teams to score').getAttribute('aria-expanded')).toBe('true');
    const totals = marketToggle(dialog, 'Total goals');
    expect(totals.getAttribute('aria-expanded')).toBe('false');
    expect(within(dialog).queryByRole('button', { name: /^Over 2\.5/ })).toBeNull();

    await userEvent.click(totals);
    expect(totals.getAttribute('aria-expanded')).toBe('true');
    // One market type, its three lines each a group named by the market and line.
    const region = within(dialog).getByRole('region', { name: 'Total goals' });
    expect(
      within(region)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Total goals 1.5', 'Total goals 2.5', 'Total goals 3.5']);
  });

  it('says on its heading how many outcomes of a market type are chosen', async () => {
    const dialog = await renderBuilder();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Draw 3.40' }));
    expect(within(dialog).getByRole('button', { name: 'Draw 3.40', pressed: true })).toBeTruthy();
    expect(marketToggle(dialog, '1x2').textContent).toContain('1 chosen');
  });

  it('filters markets and outcomes by every word searched, and says how many match', async () => {
    const dialog = await renderBuilder();
    const search = within(dialog).getByRole('searchbox', { name: 'Search markets and outcomes' });

    await userEvent.click(search);
    await userEvent.paste('corners over');
    expect(within(dialog).getByText('2 outcomes match').getAttribute('role')).toBe('status');
    const buttons = within(dialog)
      .getAllByRole('button', { pressed: false })
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Over 8.51.85', 'Over 9.51.85']);
    // While searching, market types are headings, not disclosures.
    expect(within(dialog).getByRole('heading', { name: 'Total corners' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^1x2/ })).toBeNull();

    await userEvent.clear(search);
    await userEvent.click(search);
    await userEvent.paste('leicester');
    expect(within(dialog).getByRole('button', { name: 'Leicester Rovers 3.90' })).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { pressed: false })).toHaveLength(1);

    await userEvent.clear(search);
    await userEvent.click(search);
    await userEvent.paste('penalties');
    expect(within(dialog).getByText('No outcome matches')).toBeTruthy();

    await userEvent.clear(search);
    expect(marketToggle(dialog, 'Total goals').getAttribute('aria-expanded')).toBe('false');
  });
});
