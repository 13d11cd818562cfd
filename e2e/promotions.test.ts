import { describe, expect, it } from 'vitest';
import { registerPlayer, sessionKnown, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * Promotions as a newcomer meets them (issue 18): the running offers for everyone, then, signed in, a promo
 * code redeemed into the player's bonuses, a second try refused in words, and the page in Arabic right to left.
 */
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
    await offers.getByRole('article', { name: '€5 Free Bet', exact: true }).getByText('Value EUR 5.00').waitFor();
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
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('heading', { name: 'Have a promo code?' }) });
    const mine = page.getByRole('region', { name: 'Your bonuses' });
    // Enrolled in the running acca boost from the first look.
    await mine.getByRole('article', { name: 'Acca Boost' }).waitFor();
    await form.getByLabel('Promo code').fill('welcome5');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await form.getByRole('status').getByText('€5 Free Bet is now in your bonuses.').waitFor();
    const freebet = mine.getByRole('article', { name: '€5 Free Bet', exact: true });
    await freebet.getByText('Value EUR 5.00').waitFor();
    await freebet.getByText('Ready to use').waitFor();
    await form.getByLabel('Promo code').fill('WELCOME5');
    await form.getByRole('button', { name: 'Redeem' }).click();
    const field = form.getByLabel('Promo code');
    await form.getByText('You have already redeemed this promo code.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Promo code').fill('NOSUCHCODE');
    await form.getByRole('button', { name: 'Redeem' }).click();
    await form.getByText('This promo code does not exist. Check it and try again.').waitFor();
    expect(await mine.getByRole('article').count()).toBe(2);
  });

  it('reads right to left in Arabic', async () => {
    const { page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/ar/sports/promotions`);
    await page.getByRole('heading', { level: 1, name: 'العروض الترويجية' }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('article', { name: 'تعزيز المراهنات المجمعة' }).waitFor();
  });
});
