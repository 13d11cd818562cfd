import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advancePagesUntilShown } from './support/clock';
import { pickUpcoming, registerPlayer, sessionKnown, shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * Promotions as a newcomer meets them (issue 18): the running offers for everyone, then, signed in, a promo
 * code redeemed into the player's bonuses, a second try refused in words, and the page in Arabic right to left.
 */
/** Redeems a promo code with the promotions page's form (signed in); answers the form. */
async function redeemOnPage(page: Page, code: string) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('heading', { name: 'Have a promo code?' }) });
  await form.getByLabel('Promo code').fill(code);
  await form.getByRole('button', { name: 'Redeem' }).click();
  return form;
}

describe('promotions and promo codes in the browser', () => {
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);

  it('shows a visitor the offers with their terms, and asks them to sign in for a promo code', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions`);
    await page.getByRole('heading', { level: 1, name: 'Promotions' }).waitFor();
    const offers = page.getByRole('region', { name: 'Offers running now' });
    const boost = offers.getByRole('article', { name: 'Acca Boost' });
    await boost.getByText('Up to 20% more winnings from 3 selections').waitFor();
    await boost.getByText('Terms and conditions').click();
    await boost.getByText(/20 boosted bets per player/).waitFor();
    await offers
      .getByRole('article', { name: '€5 Free Bet', exact: true })
      .getByText('Value EUR 5.00')
      .waitFor();
    await sessionKnown(page);
    await page.getByText('Sign in to redeem a promo code and see your bonuses.').waitFor();
    // The menu leads here.
    await page.goto(`${suite.product.webUrl}/sports`);
    await page.getByRole('link', { name: 'Promotions' }).first().click();
    await page.waitForURL(/\/sports\/promotions$/);
  });

  it('redeems a promo code once: the free bet joins the player’s bonuses; a second try is refused in words', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'promo');
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, player);
    const mine = page.getByRole('region', { name: 'Your bonuses' });
    // Enrolled in the running acca boost from the first look.
    await mine.getByRole('article', { name: 'Acca Boost' }).waitFor();
    const form = await redeemOnPage(page, 'welcome5');
    await form.getByRole('status').getByText('€5 Free Bet is now in your bonuses.').waitFor();
    const freebet = mine.getByRole('article', { name: '€5 Free Bet', exact: true });
    await freebet.getByText('Value EUR 5.00').waitFor();
    await freebet.getByText('Ready to use').waitFor();
    await redeemOnPage(page, 'WELCOME5');
    const field = form.getByLabel('Promo code');
    await form.getByText('You have already redeemed this promo code.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await redeemOnPage(page, 'NOSUCHCODE');
    await form.getByText('This promo code does not exist. Check it and try again.').waitFor();
    expect(await mine.getByRole('article').count()).toBe(2);
    // The account menu leads to them from any page.
    await page.goto(`${suite.product.webUrl}/sports`);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: /Balance/ })
      .click();
    await page.getByRole('link', { name: 'My bonuses' }).click();
    await page.waitForURL(/\/sports\/promotions#my-bonuses$/);
    await page
      .getByRole('region', { name: 'Your bonuses' })
      .getByRole('article', { name: '€5 Free Bet', exact: true })
      .waitFor();
  });

  it('alerts the player to a new bonus once, and its View opens the bonus detail with its terms', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'alert');
    const { context, page } = await suite.newPage({ fakeClock: true });
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, player);
    const alerts = page.getByRole('region', { name: 'Bonus alerts' });
    // The running acca boost is new to this player: shown a moment after they are known.
    await advancePagesUntilShown(context, alerts.getByText('Acca Boost', { exact: true }), 5_000);
    await alerts.getByRole('button', { name: 'Dismiss' }).click();
    await redeemOnPage(page, 'ALLWIN5');
    const alert = alerts.getByText('€5 Free Bet, Stake Returned', { exact: true });
    await alert.waitFor();
    await alerts.getByRole('button', { name: 'View' }).click();
    const detail = page.getByRole('dialog', { name: '€5 Free Bet, Stake Returned' });
    await detail.getByText(/A winning bet pays the whole return in cash, stake included/).waitFor();
    await detail.getByRole('button', { name: /Close/ }).click();
    // Seen: a new page shows neither again.
    await page.reload();
    await sessionKnown(page);
    // The sentinel: the page's look for unseen bonuses has been answered (and found none to show).
    const looked = page.waitForResponse((response) => response.url().includes('/api/v2/bonuses?unseen=true'));
    await context.clock.fastForward(5_000);
    const answer = (await (await looked).json()) as { data: unknown[] };
    expect(answer.data).toEqual([]);
    expect(await alerts.getByRole('button', { name: 'View' }).count()).toBe(0);
  });

  it('shows the offers and the promo code form where the site places them: home, live page and sidebar', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports`);
    // The home page's bonus groups: a heading per kind, at most two offers each.
    const groups = page.getByRole('region', { name: 'Promotions', exact: true });
    await groups
      .getByRole('region', { name: 'Acca boosts' })
      .getByRole('article', { name: 'Acca Boost' })
      .waitFor();
    expect(await groups.getByRole('region', { name: 'Free bets' }).getByRole('article').count()).toBe(2);
    // The sidebar's promo code block asks a visitor to sign in.
    const sidebar = page.getByRole('complementary', { name: 'More' });
    const promo = sidebar.getByRole('region', { name: 'Have a promo code?' });
    await promo.getByText('Sign in to redeem a promo code and see your bonuses.').waitFor();
    // The live page's offers block: the acca boost only.
    await page.goto(`${suite.product.webUrl}/sports/live`);
    const offers = page.getByRole('region', { name: 'Offers running now' });
    await offers.getByRole('article', { name: 'Acca Boost' }).waitFor();
    expect(await offers.getByRole('article').count()).toBe(1);

    // Signed in, the sidebar's form redeems a code.
    const player = await registerPlayer(suite.product.apiUrl, 'sidebar');
    await page.goto(`${suite.product.webUrl}/sports#sign-in`);
    await signIn(page, player);
    const form = sidebar
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Have a promo code?' }) });
    await form.getByLabel('Promo code').fill('NORISK10');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await form.getByRole('status').getByText('Risk-Free Bet up to €10 is now in your bonuses.').waitFor();
  });

  it('reads right to left in Arabic', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/ar/sports/promotions`);
    await page.getByRole('heading', { level: 1, name: 'العروض الترويجية' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('article', { name: 'تعزيز المراهنات المجمعة' }).waitFor();
  });
});

describe('bonuses in the bet slip', () => {
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);

  it('boosts an accumulator by default and places a single with a free bet, the stake set by it', async () => {
    // A demo player with a balance: the accumulator is a cash bet.
    const player = { email: 'demo2@example.com', password: 'demo-password' };
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/promotions#sign-in`);
    await signIn(page, player);
    const form = await redeemOnPage(page, 'WELCOME5');
    await form.getByText('€5 Free Bet is now in your bonuses.').waitFor();

    await page.goto(`${suite.product.webUrl}/sports/football`);
    await pickUpcoming(page, 3, 1.3);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    const bonus = slip.getByLabel('Bonus');
    await expect
      .poll(() => bonus.locator('option:checked').textContent(), { timeout: 15_000 })
      .toBe('Acca Boost');
    await slip.getByText('Boosted odds').waitFor();
    await slip.getByText('Add 2 more selections for a 10% boost').waitFor();
    await slip.getByLabel('Stake').fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await slip.getByRole('button', { name: 'Done' }).click();

    await pickUpcoming(page, 1, 1.6);
    // Money is written with a no-break space between code and amount.
    const freebetOption = slip
      .getByLabel('Bonus')
      .locator('option', { hasText: /^€5 Free Bet \(EUR\s5\.00\)$/ });
    await freebetOption.waitFor({ state: 'attached', timeout: 15_000 });
    await slip.getByLabel('Bonus').selectOption({ label: (await freebetOption.textContent()) ?? '' });
    await expect.poll(() => slip.getByLabel('Stake').inputValue()).toBe('5.00');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    // The accumulator took 10.00; the free bet took no cash.
    await expect.poll(() => shownBalance(page)).toBe(99_000);
    // My bets names each bet's bonus; the free bet's potential win is its winnings without the stake.
    await slip.getByRole('tab', { name: 'My bets' }).click();
    await slip.getByText(/^Acca boost · odds \d+\.\d+$/).waitFor();
    const freebetBet = slip.getByRole('article').filter({ hasText: 'Free bet' });
    await freebetBet.getByText('Free bet', { exact: true }).waitFor();
  });
});
