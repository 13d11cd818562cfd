import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { advanceBackendTime, advancePagesUntilShown, advanceTime, CLOCK_CONTROL } from './support/clock';
import { pickUpcoming, playerLoaded, registerPlayer, shownBalance, signIn } from './support/player';
import { routeRealtime } from './support/realtime-route';
import { browserSuite, DESKTOP, type PageOptions } from './support/suite';

/** In the quick-deposit test group; bets and deposits here. */
const PLAYER = { email: 'demo@example.com', password: 'demo-password' };
/** Sets limits (they stay for the rest of the run, so the first player keeps betting freely). */
const LIMITED = { email: 'demo2@example.com', password: 'demo-password' };
/** How long a pending test payment stays pending here. */
const PAYMENT_PENDING_MS = 60_000;

describe('deposit and responsible gambling in the browser', () => {
  // No simulator: prices hold still between choosing and placing.
  // A pending test payment completes a minute after it was made, when the test moves the backend's clock on:
  // by then the page listens on the player's channel.
  // Time limits and reality checks may be as short as a minute here (an operator setting); the tests move the
  // backend's clock and the browser's on by that minute (TEST_CLOCK_CONTROL) instead of waiting for it.
  const suite = browserSuite(
    {
      SIMULATOR: 'off',
      PAYMENT_PENDING_SECONDS: String(PAYMENT_PENDING_MS / 1000),
      MIN_TIME_LIMIT_MINUTES: '1',
      ...CLOCK_CONTROL,
    },
    DESKTOP,
  );
  const signedIn = (player: typeof PLAYER, path = '/sports/football', options: PageOptions = {}) =>
    suite.signedInPage(player, path, options);
  /** Signed in on `path` with the browser's clock faked, so `advanceTime` moves it. */
  const signedInOnTheClock = (player: typeof PLAYER, path: string) =>
    signedIn(player, path, { fakeClock: true });
  const MINUTE = 60_000;

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
    // Keeping the card is the player's choice: the box starts unticked.
    const save = cashier.getByLabel('Save this card for quick deposits');
    await expect(save.isChecked()).resolves.toBe(false);
    if (options.saveCard) await save.check();
    // The cashier sends the whole page back with ?status=…; the new page then drops the parameter.
    const back = page.waitForURL((url) => url.searchParams.has('status'), { waitUntil: 'commit' });
    await cashier.getByRole('button', { name: 'Pay' }).click();
    await back;
    await expect.poll(() => new URL(page.url()).searchParams.has('status'), { timeout: 15_000 }).toBe(false);
  }

  it('deposits with a test card in the cashier frame: the balance rises; a declined card says so', async () => {
    const { context, page } = await signedIn(PLAYER);
    const before = await shownBalance(page);

    // Declined, though the player asked to keep it: a declined card is not kept for quick deposit.
    await depositWithCard(page, 'EUR 10.00', '4000 0000 0000 0002', { saveCard: true });
    await page.getByText('Deposit failed').first().waitFor();
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);
    // The page came back from the cashier: the player loads again.
    await playerLoaded(page);
    await expect(shownBalance(page)).resolves.toBe(before);

    await depositWithCard(page, 'EUR 25.00', '4242 4242 4242 4242', { saveCard: true });
    // The cashier sends the page back with ?status=success: a notice, the parameter gone, the balance up.
    await page
      .getByText(/^Deposit (successful|received)$/)
      .first()
      .waitFor();
    await playerLoaded(page);
    await expect.poll(() => shownBalance(page), { timeout: 10_000 }).toBe(before + 2_500);
    expect(new URL(page.url()).searchParams.has('status')).toBe(false);
    await context.close();
  });

  it('refuses a bad amount before paying, and quick-deposits with the saved card', async () => {
    const { context, page } = await signedIn(PLAYER);
    await page.goto(`${suite.product.webUrl}/sports/profile/wallet/deposit`);
    const main = page.getByRole('main');
    await main.getByRole('heading', { name: 'Deposit', level: 1 }).waitFor();
    await playerLoaded(page);
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
    const { context, page } = await suite.newPage();
    const realtime = await routeRealtime(page);
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, PLAYER);
    const before = await shownBalance(page);
    await depositWithCard(page, 'EUR 50.00', '4000 0000 0000 0077');
    await page.getByText('Deposit on its way').first().waitFor();
    await playerLoaded(page);
    // Back from the cashier, the page listens on the player's channel; then the payment completes.
    await realtime.subscribed(/^\$user:/);
    await advanceBackendTime(suite.product, PAYMENT_PENDING_MS);
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
    await playerLoaded(page);
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

  /** Sets a minutes limit in the limits page's section `region` and waits until it is saved. */
  async function setMinutes(page: Page, region: string, label: string, minutes: string): Promise<void> {
    const section = page.getByRole('region', { name: region });
    await section.getByLabel(label).fill(minutes);
    await section.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Saved. The limit applies now.').first().waitFor();
  }

  it('a reality check set on the limits page comes from the server in the same tab, and in every tab of the player', async () => {
    // A new player: the 1-minute check (MIN_TIME_LIMIT_MINUTES=1 for this product) stays for the run.
    const player = await registerPlayer(suite.product.apiUrl, 'reality');
    const { context, page } = await signedInOnTheClock(player, '/sports/responsible-gambling');
    await page.getByRole('heading', { name: 'Responsible gambling', level: 1 }).waitFor();
    // This tab's poll was told 400 (no check) at sign-in and stopped; saving the check starts it again.
    await setMinutes(page, 'Reality check', 'Interval in minutes', '1');
    await page
      .getByRole('list', { name: 'Limits in force' })
      .getByText('Reality check', { exact: true })
      .waitFor();
    // Due one minute into the session, by the server's own clock: no route is intercepted here. A minute on,
    // the page shows it at its next poll (every 30 s).
    await advanceTime(suite.product, context, MINUTE);
    const firstCheck = page.getByRole('dialog', { name: 'Reality check' });
    await advancePagesUntilShown(context, firstCheck.getByText('Time in this session'), 30_000);
    await firstCheck.getByText('Net result').waitFor();

    // Another tab of the player polls at once and finds the same check due.
    const second = await context.newPage();
    await second.goto(`${suite.product.webUrl}/sports`);
    const secondCheck = second.getByRole('dialog', { name: 'Reality check' });
    await secondCheck.getByText('Net result').waitFor();
    await secondCheck.getByRole('button', { name: 'Continue playing' }).click();
    await secondCheck.waitFor({ state: 'detached' });
    // Continued there: closed here through the broadcast channel; still signed in.
    await firstCheck.waitFor({ state: 'detached' });
    await expect(page.getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('a session limit reached ends the session in every tab, by the server: out-of-session-limit, signed out', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'session');
    const { context, page } = await signedInOnTheClock(player, '/sports/responsible-gambling');
    const second = await context.newPage();
    await second.goto(`${suite.product.webUrl}/sports/live`);
    await playerLoaded(second);
    // A 1-minute session limit counts from sign-in: the watch hears its end at once (the limits page tells
    // it), asks the server at that moment, and the server has ended the session.
    await setMinutes(page, 'Session limit', 'Session length in minutes', '1');
    await advanceTime(suite.product, context, MINUTE);
    const limit = page.getByRole('dialog', { name: 'Session limit reached' });
    await limit.getByText('You have been signed out on this device.').waitFor();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    // The other tab was told through the broadcast channel: same dialog, signed out too.
    await second.getByRole('dialog', { name: 'Session limit reached' }).waitFor();
    await second.getByRole('link', { name: 'Sign In' }).waitFor();
    await limit.getByRole('button', { name: 'OK' }).click();
    await limit.waitFor({ state: 'detached' });
    // The server revoked the session: a reload stays signed out.
    await page.reload();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await expect(page.getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('a page opened after the session limit ran out shows the out-of-session-limit dialog, not a visitor page', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'reload');
    const { context, page } = await signedInOnTheClock(player, '/sports/responsible-gambling');
    await setMinutes(page, 'Session limit', 'Session length in minutes', '1');
    // The tab closes before the minute is up (the cookie stays): no page is there when the limit runs out.
    await page.close();
    // The session limit counts from sign-in: a minute after it the session is over, though nothing ended it yet.
    await advanceTime(suite.product, context, MINUTE);
    const later = await context.newPage();
    await later.goto(`${suite.product.webUrl}/sports`);
    const limit = later.getByRole('dialog', { name: 'Session limit reached' });
    await limit.getByText('You have been signed out on this device.').waitFor();
    await later.getByRole('link', { name: 'Sign In' }).waitFor();
    await expect(later.getByRole('button', { name: 'Sign out' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('an activity limit reached ends the session by the server: activity-limit-reached, signed out', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'activity');
    const { context, page } = await signedIn(player, '/sports/responsible-gambling');
    const time = page.getByRole('region', { name: 'Time limits' });
    await time.getByLabel('Limit', { exact: true }).selectOption({ label: 'Activity limit' });
    await time.getByLabel('Period').selectOption({ label: '24 hours' });
    // The first ping of a visible page counted its minute: a 1-minute activity limit is reached at the next.
    await time.getByLabel('Minutes').fill('1');
    await time.getByRole('button', { name: 'Save limit' }).click();
    await page.getByRole('dialog', { name: 'Activity limit reached' }).waitFor({ timeout: 90_000 });
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await context.close();
  }, 120_000);

  it('sets session-time and activity limits per period: at most the period, raises wait 24 hours', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'time');
    const { context, page } = await signedIn(player, '/sports/responsible-gambling');
    const time = page.getByRole('region', { name: 'Time limits' });
    await time.getByLabel('Limit', { exact: true }).selectOption({ label: 'Session time limit' });
    await time.getByLabel('Period').selectOption({ label: '24 hours' });
    await time.getByText('From 1 to 1440 minutes.').waitFor();
    // Longer than the period: refused on the spot, nothing sent.
    await time.getByLabel('Minutes').fill('1441');
    await time.getByRole('button', { name: 'Save limit' }).click();
    await time.getByText('Enter whole minutes from 1 to 1440.').waitFor();
    await time.getByLabel('Minutes').fill('90');
    await time.getByRole('button', { name: 'Save limit' }).click();
    await page.getByText('Saved. The limit applies now.').first().waitFor();
    const inForce = page.getByRole('list', { name: 'Limits in force' });
    await inForce.getByText('Session time limit, 24 hours', { exact: true }).waitFor();
    await inForce.getByText('90 minutes', { exact: true }).waitFor();

    await time.getByLabel('Limit', { exact: true }).selectOption({ label: 'Activity limit' });
    await time.getByLabel('Period').selectOption({ label: '7 days' });
    await time.getByText('From 1 to 10080 minutes.').waitFor();
    await time.getByLabel('Minutes').fill('600');
    await time.getByRole('button', { name: 'Save limit' }).click();
    await inForce.getByText('Activity limit, 7 days', { exact: true }).waitFor();
    await inForce.getByText('600 minutes', { exact: true }).waitFor();

    // Raising the session time limit asks for the password and waits 24 hours.
    await time.getByLabel('Limit', { exact: true }).selectOption({ label: 'Session time limit' });
    await time.getByLabel('Period').selectOption({ label: '24 hours' });
    await time.getByLabel('Minutes').fill('120');
    await time.getByRole('button', { name: 'Save limit' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
    await confirm.getByLabel('Password').fill(player.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const waiting = page.getByRole('list', { name: 'Waiting changes' });
    await waiting.getByText('Raise to 120 minutes').waitFor();
    await waiting.getByText(/^Applies in 2[34] h /).waitFor();
    await inForce.getByText('90 minutes', { exact: true }).waitFor();
    // Money limits count per currency, and the page says so.
    await page.getByText(/^Money limits count per currency: .*\(EUR\)\.$/).waitFor();
    await context.close();
  });

  it('the cashier opens inside the product framed by an allowed host page, and the deposit goes through', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.apiUrl}/demo-host`);
    const product = page.frameLocator('iframe[title="Sportsbook"]');
    // The framed page knows nobody is signed in (SessionBoot's marker), and the handshake with the host is
    // done (the host marks its frame once the product said `initialized` and it answered with its listeners).
    await product.locator('html[data-session="signed-out"]').waitFor({ state: 'attached' });
    await page.locator('iframe[title="Sportsbook"][data-initialized="true"]').waitFor({ state: 'attached' });
    const nav = product.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Sign In' }).click();
    const dialog = product.getByRole('dialog', { name: 'Sign in' });
    // Two CI runs saw no dialog here (never locally): if it happens again, the error says what the frame showed.
    await dialog
      .getByLabel('Email')
      .waitFor({ timeout: 20_000 })
      .catch(async (error: unknown) => {
        const seen = await product
          .locator('html')
          .evaluate(
            `(() => ({ url: location.href, session: document.documentElement.dataset.session,
              dialogs: [...document.querySelectorAll('dialog')].map((d) => (d.open ? 'open ' : 'closed ') +
                (d.getAttribute('aria-labelledby') ? document.getElementById(d.getAttribute('aria-labelledby'))?.textContent : d.id)) }))()`,
          )
          .catch((reason: unknown) => String(reason));
        // The host's hand-over line and its message log.
        const host = (await page.locator('#handover, #log').allInnerTexts()).join(' | ');
        throw new Error(
          `no Sign in dialog in the frame: ${JSON.stringify(seen)}; host log: ${host.slice(0, 600)}`,
          {
            cause: error,
          },
        );
      });
    await dialog.getByLabel('Email').fill(LIMITED.email);
    await dialog.getByLabel('Password').fill(LIMITED.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    // Signed in: the balance (the account menu's button; Sign out is in that menu in a narrow frame).
    await nav.getByRole('button', { name: /Balance/ }).waitFor();
    const balanceOf = async () => {
      const match = /EUR\s*([\d,]+)\.(\d\d)/.exec(await nav.innerText());
      return match ? Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]) : Number.NaN;
    };
    await expect.poll(balanceOf).not.toBeNaN();
    const before = await balanceOf();
    // The host has not taken over deposit: the product's own deposit modal frames the cashier, two frames
    // deep; its frame-ancestors must allow the host page as well as the product.
    await nav.getByRole('link', { name: 'Deposit' }).click();
    const deposit = product.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('button', { name: 'EUR 10.00' }).click();
    await deposit.getByRole('button', { name: 'Continue to payment' }).click();
    const cashier = deposit.frameLocator('iframe[title="Payment form"]');
    await cashier.getByLabel('Card number').fill('4242 4242 4242 4242');
    await cashier.getByLabel(/Expiry date/).fill('12/39');
    await cashier.getByLabel('Security code').fill('123');
    await cashier.getByRole('button', { name: 'Pay' }).click();
    await expect.poll(balanceOf, { timeout: 20_000 }).toBe(before + 1_000);
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
  it('a raised limit applies after its 24 hours: in force on the limits page, and the bell tells the player', async () => {
    const player = await registerPlayer(suite.product.apiUrl, 'raise');
    const first = await signedIn(player, '/sports/responsible-gambling');
    const money = first.page.getByRole('region', { name: 'Deposit, loss and wager limits' });
    await money.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit' });
    await money.getByLabel('Period').selectOption({ label: '7 days' });
    await money.getByLabel('Amount (EUR)').fill('20');
    await money.getByRole('button', { name: 'Save limit' }).click();
    await first.page.getByText('Saved. The limit applies now.').first().waitFor();
    await money.getByLabel('Amount (EUR)').fill('200');
    await money.getByRole('button', { name: 'Save limit' }).click();
    const confirm = first.page.getByRole('dialog', { name: 'Confirm your password' });
    await confirm.getByLabel('Password').fill(player.password);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await first.page
      .getByRole('list', { name: 'Waiting changes' })
      .getByText('Raise to EUR 200.00')
      .waitFor();
    await first.context.close();

    // A day later (issue 19): the raise is in force, and the notification centre says so, once.
    await advanceBackendTime(suite.product, 24 * 60 * MINUTE + MINUTE);
    const { context, page } = await signedIn(player, '/sports/responsible-gambling');
    const inForce = page.getByRole('list', { name: 'Limits in force' });
    await inForce.getByText('Deposit limit, 7 days', { exact: true }).waitFor();
    await inForce.getByText('EUR 200.00', { exact: true }).waitFor();
    await expect(page.getByRole('list', { name: 'Waiting changes' }).count()).resolves.toBe(0);
    const bell = page.getByRole('button', { name: /^Notifications, 1 unread/ });
    await bell.click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('listitem')
      .filter({ hasText: 'Limit raised' })
      .filter({ hasText: /Your raised limit is now in force: Deposit limit, 7 days, EUR\s200\.00\./ })
      .waitFor();
    await context.close();
  });
});
