import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './support/axe';
import { pickUpcoming, placeSingleViaApi, sessionKnown, shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * A loot box as a bettor meets it (issue 18, spec §3 lootbox, §7.2 boost): everyone sees the demo Loot Box with
 * its starting points; signed in, the player activates it, chooses it for a bet in the slip (which says what the
 * bet adds), and on the promotions page sees the points it earned, then spends them to double the welcome free
 * bet, which the box lists as boosted to the most. Bet and collect (spec §3 amb) counts every qualifying bet
 * without anything chosen: after five, the player collects the free bet it gives, once.
 */

const PLAYER = { email: 'demo2@example.com', password: 'demo-password' };

describe('loot boxes and bet and collect in the browser', () => {
  const suite = browserSuite({ SIMULATOR: 'off', DEMO_CAMPAIGNS: 'freebet,lootbox,amb' }, DESKTOP);

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

  it('shows a visitor bet and collect and asks them to sign in', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions`);
    const section = page.getByRole('region', { name: 'Bet and collect' });
    const programme = section.getByRole('article', { name: 'Bet & Collect' });
    await programme.getByText('0 bets counted').waitFor();
    expect(await programme.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^5 bets: a free bet of EUR\s2\.00\s+5 more bets$/),
      expect.stringMatching(/^10 bets: 2 free bets of EUR\s2\.50\s+10 more bets$/),
    ]);
    await programme.getByText('Sign in to count your bets and collect the free bets.').waitFor();
  });

  it('counts a player’s bets without a choice in the slip, and collects the free bet once', async () => {
    const player = { email: 'demo@example.com', password: 'demo-password' };
    for (let bet = 0; bet < 5; bet += 1)
      await placeSingleViaApi(suite.product.apiUrl, player, { stake: 100, minOdds: 1.5 });
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, player);
    const programme = page
      .getByRole('region', { name: 'Bet and collect' })
      .getByRole('article', { name: 'Bet & Collect' });
    await programme.getByText('5 bets counted').waitFor();
    await programme.getByText('Ready to collect').waitFor();
    await programme.getByRole('button', { name: 'Collect 1 free bet' }).click();
    await programme
      .getByRole('status')
      .getByText(/^A free bet of EUR\s2\.00 in all added to your bonuses\.$/)
      .waitFor();
    await programme.getByText('Collected', { exact: true }).waitFor();
    await programme.getByText(/^Collected so far: EUR\s2\.00$/).waitFor();
    expect(await programme.getByRole('button', { name: /^Collect/ }).count()).toBe(0);
    await page
      .getByRole('region', { name: 'Your bonuses' })
      .getByRole('article', { name: 'Bet & Collect' })
      .getByText(/^Value EUR\s2\.00$/)
      .waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});
