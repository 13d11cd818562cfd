import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import {
  apiToken,
  pickUpcoming,
  placeSingleViaApi,
  sessionKnown,
  shownBalance,
  signIn,
} from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * A hunting tournament as a bettor meets it (issue 18, spec §3 pool and leaderboard row, §4 pool level states,
 * §7.3 tournament_pool_changed): everyone sees the demo Weekly Cup with its pool, levels, prizes and an empty
 * rating; signed in, the player activates it, the slip chooses it for their bet with their stakes, and the
 * promotions page then shows their place in the rating; a bet placed elsewhere moves the pool and the rating on
 * the open page without a reload.
 */

const PLAYER = { email: 'demo2@example.com', password: 'demo-password' };

/** Places a single at 1.50 or more with the player's tournament chosen, through the API (no browser). */
async function farmViaApi(apiUrl: string, stake: number): Promise<void> {
  const token = await apiToken(apiUrl, PLAYER);
  const cups = (await (
    await fetch(`${apiUrl}/api/v2/bonuses/tournaments`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { id: number }[] };
  const cup = cups.data[0];
  if (!cup) throw new Error('no tournament');
  await placeSingleViaApi(apiUrl, PLAYER, {
    stake,
    minOdds: 1.5,
    bonus: { id: cup.id, type: 'tournament', odds: null },
  });
}

describe('hunting tournaments in the browser', () => {
  const suite = browserSuite({ SIMULATOR: 'off', DEMO_CAMPAIGNS: 'tournament' }, DESKTOP);

  const offerOf = (page: Page) =>
    page.getByRole('region', { name: 'Offers running now' }).getByRole('article', { name: 'Weekly Cup' });

  it('shows everyone the cup with its pool, levels, prizes and an empty rating', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions`);
    const cup = offerOf(page);
    await cup.getByText(/^Prize pool up to EUR\s250\.00, shared by the top 3$/).waitFor();
    await cup.getByText(/^Prize pool now: EUR\s50\.00$/).waitFor();
    await cup.getByText(/^EUR\s0\.00 staked by all players$/).waitFor();
    const lists = cup.getByRole('list');
    expect(await lists.nth(0).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Bronze: EUR\s50\.00\s+Open now$/),
      expect.stringMatching(/^Silver: EUR\s100\.00\s+Not reached yet\s+from EUR\s500\.00 staked by all$/),
      expect.stringMatching(/^Gold: EUR\s250\.00\s+Not reached yet\s+from EUR\s2,000\.00 staked by all$/),
    ]);
    expect(await lists.nth(1).getByRole('listitem').allInnerTexts()).toEqual([
      '1st: 50% of the pool',
      '2nd: 30% of the pool',
      '3rd: 20% of the pool',
    ]);
    await cup.getByRole('heading', { name: 'Rating' }).waitFor();
    await cup.getByText('No one has staked yet: the first bet leads.').waitFor();
    await sessionKnown(page);
  });

  it('activates it, farms with the slip’s default bonus, and follows the rating live', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, PLAYER);
    const mine = page.getByRole('region', { name: 'Your bonuses' });
    const entry = mine.getByRole('article', { name: 'Weekly Cup' });
    await entry.getByText('Activate it to start counting your stakes').waitFor();
    await mine.getByRole('button', { name: 'Activate' }).click();
    await mine
      .getByRole('status')
      .getByText('Weekly Cup is active. Choose it for a bet in the bet slip and the bet counts.')
      .waitFor();
    await entry.getByText(/^Your stakes: EUR\s0\.00$/).waitFor();
    const balance = await shownBalance(page);

    await page.goto(`${suite.product.webUrl}/sports/football`);
    await pickUpcoming(page, 1, 1.5);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('2');
    await expect
      .poll(() => slip.getByLabel('Bonus').locator('option:checked').textContent(), { timeout: 15_000 })
      .toMatch(/^Weekly Cup · EUR\s0\.00 staked$/);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await slip.getByRole('button', { name: 'Done' }).click();
    // A tournament bet is a cash bet.
    await expect.poll(() => shownBalance(page)).toBe(balance - 200);
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await slip.getByText('Counted toward a tournament', { exact: true }).first().waitFor();

    await page.goto(`${suite.product.webUrl}/sports/promotions#my-bonuses`);
    const cup = offerOf(page);
    await page
      .getByRole('region', { name: 'Your bonuses' })
      .getByText(/^Your stakes: EUR\s2\.00 · place 1$/)
      .waitFor();
    const rating = cup.getByRole('table', { name: 'Rating' });
    await rating.getByRole('row', { name: /^1 You EUR\s2\.00 0$/ }).waitFor();
    expect(await rating.getByRole('columnheader').allInnerTexts()).toEqual([
      'Place',
      'Player',
      'Staked',
      'Prizes won',
    ]);

    // A bet placed away from this page pushes the pool: it and the rating move here without a reload.
    await farmViaApi(suite.product.apiUrl, 300);
    await cup.getByText(/^EUR\s5\.00 staked by all players$/).waitFor({ timeout: 15_000 });
    await rating.getByRole('row', { name: /^1 You EUR\s5\.00 0$/ }).waitFor({ timeout: 15_000 });
    // The pool, its levels and the rating meet WCAG 2.1 AA (contrast, table headers, names).
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
