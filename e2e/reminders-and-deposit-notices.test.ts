import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, DESKTOP } from './support/suite';

/** In the quick-deposit test group (90) and the deposit-reminder group (91). */
const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

/*
 * The reminders of spec §4 and the quick-deposit notices of spec §2.5, with the operator's settings: the
 * sign-up reminder after SIGN_UP_REMINDER_DELAY_SECONDS (2 s here, a real operator setting), the deposit
 * reminder after its default 10 s; pending sandbox payments stay pending for the whole run.
 */
describe('reminders and quick-deposit notices in the browser', () => {
  const suite = browserSuite(
    { SIMULATOR: 'off', SIGN_UP_REMINDER_DELAY_SECONDS: '2', PAYMENT_PENDING_SECONDS: '3600' },
    DESKTOP,
  );

  it('reminds a visitor to sign up once, after the operator’s delay; the reminder opens sign-up', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports`);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    const reminder = page.getByText('Create an account in a minute to place bets.');
    await reminder.waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
    // Once per browser: a new page load waits past the delay and shows none.
    await page.goto(`${suite.product.webUrl}/sports/live`);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.waitForTimeout(4_000);
    await expect(reminder.count()).resolves.toBe(0);
    await context.close();
  });

  it('reminds a player of the deposit group to deposit once a day, 10 s after the page loads', async () => {
    const { context, page } = await suite.signedInPage(PLAYER, '/sports');
    const signedInAt = Date.now();
    const reminder = page.getByText('Top up your balance in a few seconds.');
    await reminder.waitFor({ timeout: 20_000 });
    expect(Date.now() - signedInAt).toBeGreaterThanOrEqual(8_000);
    // Remembered for a day in the depositReminderInvoked cookie.
    const cookie = (await context.cookies()).find((c) => c.name === 'depositReminderInvoked');
    expect(cookie).toBeDefined();
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.95);
    expect(days).toBeLessThanOrEqual(1.01);
    // Its button opens the deposit modal.
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Deposit' }).waitFor();
    // Not again today: a reload waits past the delay and shows none.
    await page.goto(`${suite.product.webUrl}/sports`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await page.waitForTimeout(13_000);
    await expect(reminder.count()).resolves.toBe(0);
    await context.close();
  }, 90_000);

  /** The notices on show (the toaster's list items), as text. */
  const notices = (page: Page) =>
    page.locator('[data-sonner-toast]').evaluateAll((items) => items.map((item) => item.textContent ?? ''));

  it('quick deposit: a pending one says so in one clear notice; one over the deposit limit fails with a notice', async () => {
    const { context, page } = await suite.signedInPage(PLAYER, '/sports/profile/wallet/deposit');
    // Not today: the deposit reminder would only add a notice to the list below.
    await context.addCookies([{ name: 'depositReminderInvoked', value: '1', url: suite.product.webUrl }]);
    const main = page.getByRole('main');
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // Save the pending test card (it stays pending for this run) through the cashier.
    await main.getByLabel('Amount (EUR)').fill('5');
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    const cashier = main.getByTitle('Payment form').contentFrame();
    await cashier.getByLabel('Card number').fill('4000 0000 0000 0077');
    await cashier.getByLabel(/Expiry date/).fill('12/39');
    await cashier.getByLabel('Security code').fill('123');
    await cashier.getByLabel('Save this card for quick deposits').check();
    await cashier.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Deposit on its way').first().waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // Let the cashier's notices close (5 s) so the list below holds only the quick deposit's.
    await expect.poll(() => notices(page), { timeout: 15_000 }).toEqual([]);

    await main.getByLabel('Amount (EUR)').fill('7');
    await main.getByRole('button', { name: 'Quick deposit with saved card' }).click();
    await page.getByText('Your deposit of EUR 7.00 is being processed.', { exact: false }).waitFor();
    // The pending state arrives on the player's channel too (a warning alert): still one notice, the quick
    // deposit's own, in the success style of spec §2.5.
    await page.waitForTimeout(1_500);
    const shown = await notices(page);
    expect(shown.filter((text) => text.includes('7.00'))).toHaveLength(1);
    expect(shown.join('\n')).toContain('Deposit on its way');
    expect(shown.join('\n')).not.toContain('Deposit pending');
    await expect.poll(() => page.locator('[data-sonner-toast][data-type="success"]').count()).toBe(1);
    await expect.poll(() => notices(page), { timeout: 15_000 }).toEqual([]);

    // A daily deposit limit of EUR 12 (5 + 7 pending used): the next quick deposit fails with the reason.
    await page.goto(`${suite.product.webUrl}/sports/responsible-gambling`);
    const money = page.getByRole('region', { name: 'Deposit, loss and wager limits' });
    await money.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit' });
    await money.getByLabel('Period').selectOption({ label: '24 hours' });
    await money.getByLabel('Amount (EUR)').fill('12');
    await money.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Saved. The limit applies now.').first().waitFor();
    await page.goto(`${suite.product.webUrl}/sports/profile/wallet/deposit`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await main.getByLabel('Amount (EUR)').fill('1');
    await main.getByRole('button', { name: 'Quick deposit with saved card' }).click();
    const failed = page.locator('[data-sonner-toast][data-type="error"]');
    await failed.getByText('Deposit failed').waitFor();
    await failed.getByText('This deposit is over your deposit limit.').waitFor();
    await context.close();
  }, 90_000);
});
