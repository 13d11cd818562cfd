import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceTime, CLOCK_CONTROL, raiseSentinelNotice } from './support/clock';
import { playerLoaded, sessionKnown, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/** In the quick-deposit test group (90) and the deposit-reminder group (91). */
const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

/** The operator's delays of both reminders here: long enough that only the tests' moving of time reaches them. */
const REMINDER_DELAY_SECONDS = 120;
const REMINDER_DELAY_MS = REMINDER_DELAY_SECONDS * 1000;
/** How far short of a reminder's delay a test looks for it: more than a busy machine takes meanwhile. */
const SHORT_OF_DELAY_MS = 20_000;

/*
 * The reminders of spec §4 and the quick-deposit notices of spec §2.5, with the operator's settings: the
 * sign-up reminder after SIGN_UP_REMINDER_DELAY_SECONDS, the deposit reminder after
 * DEPOSIT_REMINDER_DELAY_SECONDS (two minutes each here; the tests move the browser's and the backend's
 * time on instead of waiting); pending sandbox payments stay pending for the whole run.
 */
describe('reminders and quick-deposit notices in the browser', () => {
  const suite = browserSuite(
    {
      SIMULATOR: 'off',
      SIGN_UP_REMINDER_DELAY_SECONDS: String(REMINDER_DELAY_SECONDS),
      DEPOSIT_REMINDER_DELAY_SECONDS: String(REMINDER_DELAY_SECONDS),
      PAYMENT_PENDING_SECONDS: '3600',
      ...CLOCK_CONTROL,
    },
    DESKTOP,
  );

  it('reminds a visitor to sign up once, after the operator’s delay; the reminder opens sign-up', async () => {
    const { context, page } = await suite.newPage({ fakeClock: true });
    await page.goto(`${suite.product.webUrl}/sports`);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    // The page has hydrated, knows its visitor and has its settings: the reminder's delay counts from here.
    await sessionKnown(page);
    await page.waitForLoadState('networkidle');
    const reminder = page.getByText('Create an account in a minute to place bets.');
    // Not before the delay: nothing by a notice raised after the page's timers ran to just short of it.
    await advanceTime(suite.product, context, REMINDER_DELAY_MS - SHORT_OF_DELAY_MS);
    await raiseSentinelNotice(page);
    await expect(reminder.count()).resolves.toBe(0);
    await advanceTime(suite.product, context, SHORT_OF_DELAY_MS);
    await reminder.waitFor();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await page.getByRole('dialog', { name: 'Sign up' }).waitFor();
    // Once per browser: a new page load, its time moved past the delay, shows none.
    await page.goto(`${suite.product.webUrl}/sports/live`);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await sessionKnown(page);
    await page.waitForLoadState('networkidle');
    await advanceTime(suite.product, context, REMINDER_DELAY_MS);
    await raiseSentinelNotice(page);
    await expect(reminder.count()).resolves.toBe(0);
    await context.close();
  });

  it('reminds a player of the deposit group to deposit once a day, the operator’s delay after the page loads', async () => {
    const { context, page } = await suite.signedInPage(PLAYER, '/sports', { fakeClock: true });
    const reminder = page.getByText('Top up your balance in a few seconds.');
    // Not before the delay (it counts from when the page knows the player), then at it.
    await advanceTime(suite.product, context, REMINDER_DELAY_MS - SHORT_OF_DELAY_MS);
    await raiseSentinelNotice(page);
    await expect(reminder.count()).resolves.toBe(0);
    await advanceTime(suite.product, context, SHORT_OF_DELAY_MS);
    await reminder.waitFor();
    // Remembered for a day in the depositReminderInvoked cookie.
    const cookie = (await context.cookies()).find((c) => c.name === 'depositReminderInvoked');
    expect(cookie).toBeDefined();
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(0.95);
    expect(days).toBeLessThanOrEqual(1.01);
    // Its button opens the deposit modal.
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Deposit' }).waitFor();
    // Not again today: a reload, its time moved past the delay, shows none.
    await page.goto(`${suite.product.webUrl}/sports`);
    await playerLoaded(page);
    await advanceTime(suite.product, context, REMINDER_DELAY_MS);
    await raiseSentinelNotice(page);
    await expect(reminder.count()).resolves.toBe(0);
    await context.close();
  });

  /** The notices on show (the toaster's list items), as text. */
  const notices = (page: Page) =>
    page.locator('[data-sonner-toast]').evaluateAll((items) => items.map((item) => item.textContent ?? ''));

  it('quick deposit: a pending one says so in one clear notice; one over the deposit limit fails with a notice', async () => {
    const { context, page } = await suite.newPage();
    // What the player's channel brings, to know when the pending payment's alert is in.
    const frames: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => frames.push(String(frame.payload))),
    );
    await page.goto(`${suite.product.webUrl}/sports/profile/wallet/deposit#sign-in`);
    await signIn(page, PLAYER);
    // Not today: the deposit reminder would only add a notice to the list below.
    await context.addCookies([{ name: 'depositReminderInvoked', value: '1', url: suite.product.webUrl }]);
    const main = page.getByRole('main');
    await playerLoaded(page);
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
    await playerLoaded(page);
    // Let the cashier's notices close (5 s) so the list below holds only the quick deposit's.
    await expect.poll(() => notices(page), { timeout: 15_000 }).toEqual([]);

    await main.getByLabel('Amount (EUR)').fill('7');
    await main.getByRole('button', { name: 'Quick deposit with saved card' }).click();
    await page.getByText('Your deposit of EUR 7.00 is being processed.', { exact: false }).waitFor();
    // In the success style of spec §2.5.
    await expect.poll(() => page.locator('[data-sonner-toast][data-type="success"]').count()).toBe(1);
    // The pending state arrives on the player's channel too (a warning alert): once it is in, and a notice
    // raised after it shows, still one notice of it, the quick deposit's own.
    await expect
      .poll(() => frames.some((frame) => frame.includes('Deposit pending') && frame.includes('7.00')))
      .toBe(true);
    await raiseSentinelNotice(page);
    const shown = await notices(page);
    expect(shown.filter((text) => text.includes('7.00'))).toHaveLength(1);
    expect(shown.join('\n')).toContain('Deposit on its way');
    expect(shown.join('\n')).not.toContain('Deposit pending');
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
    await playerLoaded(page);
    await main.getByLabel('Amount (EUR)').fill('1');
    await main.getByRole('button', { name: 'Quick deposit with saved card' }).click();
    const failed = page.locator('[data-sonner-toast][data-type="error"]');
    await failed.getByText('Deposit failed').waitFor();
    await failed.getByText('This deposit is over your deposit limit.').waitFor();
    await context.close();
  });
});
