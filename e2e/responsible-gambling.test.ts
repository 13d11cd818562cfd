import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickUpcoming, shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/** In the quick-deposit test group; bets and deposits here. */
const PLAYER = { email: 'demo@example.com', password: 'demo-password' };
/** Sets limits (they stay for the rest of the run, so the first player keeps betting freely). */
const LIMITED = { email: 'demo2@example.com', password: 'demo-password' };

describe('deposit and responsible gambling in the browser', () => {
  // No simulator: prices hold still between choosing and placing.
  // A pending test payment completes after 2 s instead of 20.
  const suite = browserSuite({ SIMULATOR: 'off', PAYMENT_PENDING_SECONDS: '2' }, DESKTOP);
  const signedIn = (player: typeof PLAYER, path = '/sports/football') => suite.signedInPage(player, path);

  /** Opens the deposit modal, asks for `amount` and pays it in the cashier frame with `card`. */
  async function depositWithCard(
    page: Page,
    amountButton: string,
    card: string,
    options: { saveCard?: boolean } = {},
  ): Promise<void> {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Deposit' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Deposit' });
    await dialog.getByRole('button', { name: amountButton }).click();
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    const cashier = dialog.getByTitle('Payment form').contentFrame();
    await cashier.getByLabel('Card number').fill(card);
    await cashier.getByLabel(/Expiry date/).fill('12/39');
    await cashier.getByLabel('Security code').fill('123');
    if (options.saveCard === false) await cashier.getByLabel('Save this card for quick deposits').uncheck();
    await cashier.getByRole('button', { name: 'Pay' }).click();
  }

  it('deposits with a test card in the cashier frame: the balance rises; a declined card says so', async () => {
    const { context, page } = await signedIn(PLAYER);
    const before = await shownBalance(page);

    // Declined first: the card the player keeps for quick deposit is the last one used (the good one below).
    await depositWithCard(page, 'EUR 10.00', '4000 0000 0000 0002');
    await page.getByText('Deposit failed').first().waitFor();
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);
    // The page came back from the cashier: the player loads again.
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect(shownBalance(page)).resolves.toBe(before);

    await depositWithCard(page, 'EUR 25.00', '4242 4242 4242 4242');
    // The cashier sends the page back with ?status=success: a notice, the parameter gone, the balance up.
    await page
      .getByText(/^Deposit (successful|received)$/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(before + 2_500);
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);
    await context.close();
  });

  it('refuses a bad amount before paying, and quick-deposits with the saved card', async () => {
    const { context, page } = await signedIn(PLAYER);
    await page.goto(`${suite.product.webUrl}/sports/profile/wallet/deposit`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Deposit', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    const before = await shownBalance(page);
    await main.getByLabel('Amount (EUR)').fill('0.001');
    await main.getByRole('button', { name: 'Continue to payment' }).click();
    await main.getByText('The amount has too many decimals for this currency.').waitFor();
    await main.getByLabel('Amount (EUR)').fill('5');
    // The first test saved the 4242 card; the demo player is in the quick-deposit test group.
    await main.getByRole('button', { name: 'Quick deposit with saved card' }).click();
    await page
      .getByText(/^Deposit (successful|received)$/)
      .first()
      .waitFor();
    await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(before + 500);
    await context.close();
  });

  it('a pending deposit completes later: the notice and the balance come through the private channel', async () => {
    const { context, page } = await signedIn(PLAYER);
    const before = await shownBalance(page);
    await depositWithCard(page, 'EUR 50.00', '4000 0000 0000 0077', { saveCard: false });
    await page.getByText('Deposit on its way').first().waitFor();
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    // No reload: the payment notification (a success alert) and balance_changed arrive on the player's channel.
    await page.getByText('Deposit received').first().waitFor();
    await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(before + 5_000);
    await context.close();
  });

  it('sets a daily loss limit on the limits page, and the slip refuses a bet over it', async () => {
    const { context, page } = await signedIn(LIMITED, '/sports/responsible-gambling');
    await page.getByRole('heading', { name: 'Responsible gambling', level: 1 }).waitFor();
    const money = page.getByRole('region', { name: 'Deposit, loss and wager limits' });
    await money.getByLabel('Limit', { exact: true }).selectOption({ label: 'Loss limit' });
    await money.getByLabel('Period').selectOption({ label: '24 hours' });
    // A negative amount is refused on the spot.
    await money.getByLabel('Amount (EUR)').fill('-5');
    await money.getByRole('button', { name: 'Save limit' }).click();
    await money.getByText('Enter an amount more than 0, such as 50 or 50.00.').waitFor();
    await money.getByLabel('Amount (EUR)').fill('5');
    await money.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Saved. The limit applies now.').first().waitFor();
    const inForce = page.getByRole('list', { name: 'Limits in force' });
    await inForce.getByText('Loss limit, 24 hours', { exact: true }).waitFor();
    await inForce.getByText('EUR 5.00', { exact: true }).waitFor();
    await inForce.getByText('Used EUR 0.00, EUR 5.00 left').waitFor();

    // Raising it asks for the password and waits 24 hours; the lower limit stays in force meanwhile.
    await money.getByLabel('Amount (EUR)').fill('50');
    await money.getByRole('button', { name: 'Save limit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
    await confirm.getByText('Confirm your password to raise this limit.').waitFor();
    await confirm.getByLabel('Password').fill(LIMITED.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText(/^Saved\. The change applies on /)
      .first()
      .waitFor();
    const waiting = page.getByRole('list', { name: 'Waiting changes' });
    await waiting.getByText('Raise to EUR 50.00').waitFor();
    await waiting.getByText(/^Applies in 2[34] h /).waitFor();
    await inForce.getByText('EUR 5.00', { exact: true }).waitFor();

    await page.goto(`${suite.product.webUrl}/sports/football`);
    await page.getByRole('button', { name: 'Sign out' }).waitFor();
    await pickUpcoming(page, 1);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    const before = await shownBalance(page);
    await slip.getByLabel('Stake').fill('10');
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip
      .getByText(/loss limit/i)
      .first()
      .waitFor();
    await expect(slip.getByRole('heading', { name: 'Bet placed' }).count()).resolves.toBe(0);
    await expect(shownBalance(page)).resolves.toBe(before);
    await context.close();
  });

  it('shows a due reality check in every tab of the player and continues the session', async () => {
    const { context, page } = await signedIn(LIMITED, '/sports/responsible-gambling');
    const check = page.getByRole('region', { name: 'Reality check' });
    await check.getByLabel('Interval in minutes').fill('5');
    await check.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Saved. The limit applies now.').first().waitFor();
    await page
      .getByRole('list', { name: 'Limits in force' })
      .getByText('Reality check', { exact: true })
      .waitFor();

    // The first check falls due 5 minutes into the session. Rather than wait, the test lets the browser see
    // the server's real session info with `due` turned on, until the player continues (the server's own
    // timing is covered by the server tests with a fake clock).
    let due = true;
    await context.route('**/platform/sportsbook_sessions/current', async (route) => {
      const response = await route.fetch();
      const info = (await response.json()) as { reality_check: { due: boolean } };
      await route.fulfill({ response, json: { ...info, reality_check: { ...info.reality_check, due } } });
    });
    const second = await context.newPage();
    await second.goto(`${suite.product.webUrl}/sports`);
    const secondCheck = second.getByRole('dialog', { name: 'Reality check' });
    await secondCheck.getByText('Time in this session').waitFor();
    await secondCheck.getByText('Net result').waitFor();
    // The first tab heard of it through the broadcast channel.
    const firstCheck = page.getByRole('dialog', { name: 'Reality check' });
    await firstCheck.getByText('Net result').waitFor();

    due = false;
    await secondCheck.getByRole('button', { name: 'Continue playing' }).click();
    await secondCheck.waitFor({ state: 'detached' });
    await firstCheck.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('ends the session in every tab when a session limit or the activity limit is reached', async () => {
    // A used-up limit takes hours to reach; the server's refusals are answered here as it sends them.
    const { context, page } = await signedIn(PLAYER, '/sports');
    const second = await context.newPage();
    await second.goto(`${suite.product.webUrl}/sports/live`);
    await second.getByRole('button', { name: 'Sign out' }).waitFor();
    await context.route('**/platform/sportsbook_sessions', (route) =>
      route.fulfill({
        status: 403,
        json: {
          error: {
            code: 'session_limit_reached',
            message: 'the session limit is used up',
            message_key: 'error.responsible_gambling.session_limit_reached',
          },
        },
      }),
    );
    await page.reload();
    const limit = page.getByRole('dialog', { name: 'Session limit reached' });
    await limit.getByText('You have been signed out on this device.').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    // The other tab was told through the broadcast channel: same dialog, signed out too.
    await second.getByRole('dialog', { name: 'Session limit reached' }).waitFor();
    await second.getByRole('link', { name: 'Sign In' }).waitFor();
    await limit.getByRole('button', { name: 'OK' }).click();
    await limit.waitFor({ state: 'detached' });
    await context.unroute('**/platform/sportsbook_sessions');

    await page.goto(`${suite.product.webUrl}/sports#sign-in`);
    await signIn(page, PLAYER);
    await context.route('**/platform/player/activity_limit_track', (route) =>
      route.fulfill({
        status: 401,
        json: { error: { code: 'activity_limit_reached', message: 'the activity limit is used up' } },
      }),
    );
    await page.reload();
    await page.getByRole('dialog', { name: 'Activity limit reached' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('signs out and leaves nothing of the account in the browser storage', async () => {
    const { context, page } = await signedIn(PLAYER);
    const balanceText = String(await shownBalance(page));
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    // Cookies the page can read, and every key and value of local and session storage.
    const stored = await page.evaluate<string>(`[document.cookie,
      ...[localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).flatMap((key) => [key, storage.getItem(key) ?? '']))].join('\\n')`);
    for (const secret of ['demo@example.com', 'Alex', 'alexdemo', balanceText, 'Bearer', 'token'])
      expect(stored, `storage still holds ${secret}`).not.toContain(secret);
    const cookies = await context.cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('sb_session');
    await context.close();
  });
});
