import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { pickUpcoming, sessionKnown, shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * A loot box as a bettor meets it (issue 18, spec §3 lootbox, §7.2 boost): everyone sees the demo Loot Box with
 * its starting points; signed in, the player activates it, chooses it for a bet in the slip (which says what the
 * bet adds), and on the promotions page sees the points it earned, then spends them to double the welcome free
 * bet, which the box lists as boosted to the most.
 */

const PLAYER = { email: 'demo2@example.com', password: 'demo-password' };

describe('loot boxes in the browser', () => {
  const suite = browserSuite({ SIMULATOR: 'off', DEMO_CAMPAIGNS: 'freebet,lootbox' }, DESKTOP);

  it('shows everyone the box with its starting points', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions`);
    const box = page
      .getByRole('region', { name: 'Offers running now' })
      .getByRole('article', { name: 'Loot Box' });
    await box
      .getByText(/^A point for every EUR\s1\.00 staked; each point adds EUR\s0\.05 to a free bet$/)
      .waitFor();
    await box.getByText('100 points', { exact: true }).first().waitFor();
    await box.getByText(/^100 points, worth EUR\s5\.00$/).waitFor();
    await sessionKnown(page);
    // Boosting is the player's: a visitor sees no free bets to boost.
    expect(await box.getByRole('heading', { name: 'Free bets to boost' }).count()).toBe(0);
  });

  it('earns points with a bet placed with it and spends them to double a free bet', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, PLAYER);
    const mine = page.getByRole('region', { name: 'Your bonuses' });
    const entry = mine.getByRole('article', { name: 'Loot Box' });
    await entry.getByText('Activate it to collect points with your bets').waitFor();
    await mine.getByRole('button', { name: 'Activate' }).click();
    await mine
      .getByRole('status')
      .getByText(/^Loot Box is active\./)
      .waitFor();
    const balance = await shownBalance(page);

    await page.goto(`${suite.product.webUrl}/sports/football`);
    await pickUpcoming(page, 1, 1.5);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('10');
    const option = slip
      .getByLabel('Bonus')
      .locator('option', { hasText: 'Loot Box · 100 points to spend, +10 with this bet' });
    await option.waitFor({ state: 'attached' });
    await slip.getByLabel('Bonus').selectOption({ label: (await option.textContent()) ?? '' });
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await slip.getByRole('button', { name: 'Done' }).click();
    // A loot box bet is a cash bet.
    await expect.poll(() => shownBalance(page)).toBe(balance - 1_000);
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await slip.getByText('Counted toward a loot box', { exact: true }).first().waitFor();

    await page.goto(`${suite.product.webUrl}/sports/promotions#my-bonuses`);
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Have a promo code?' }) });
    await form.getByLabel('Promo code').fill('WELCOME5');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await form.getByText('€5 Free Bet is now in your bonuses.').waitFor();
    const box = page.getByRole('region', { name: 'Your bonuses' }).getByRole('article', { name: 'Loot Box' });
    await box.getByText(/^110 points, worth EUR\s5\.50$/).waitFor();
    const boosts = box.getByRole('list', { name: 'Free bets to boost' });
    await boosts.getByText(/^€5 Free Bet: EUR\s5\.00, up to EUR\s10\.00$/).waitFor();
    await boosts.getByRole('button', { name: /^Boost by EUR\s5\.00$/ }).click();
    await boosts
      .getByRole('status')
      .getByText(/^€5 Free Bet is now EUR\s10\.00\.$/)
      .waitFor();
    // 100 of the 110 points are spent; the free bet is at its most.
    await box.getByText(/^10 points, worth EUR\s0\.50$/).waitFor();
    await boosts.getByText('Boosted to the most').waitFor();
    await page
      .getByRole('region', { name: 'Your bonuses' })
      .getByRole('article', { name: '€5 Free Bet', exact: true })
      .getByText(/^Value EUR\s10\.00$/)
      .waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
