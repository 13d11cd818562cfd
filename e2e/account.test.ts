import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pickUpcoming, playerLoaded, shownBalance, signIn } from './support/player';
import type { RunningProduct } from './support/product';
import { browserSuite } from './support/suite';

/*
 * The account journey of issue 6 in the browser: sign up in the dialog, confirm through the backend's
 * outbox, sign in and see the new account's balance, reset the password through the mailed link, sign out
 * and find nothing of the account left in the browser; plus bad input that creates nothing.
 */

const PASSWORD = 'Kick-off-2026!';
const NEW_PASSWORD = 'Extra-time-90+';

interface OutboxMessage {
  readonly recipient: string;
  readonly text: string;
  readonly template: string;
  readonly subject: string;
  readonly links: readonly string[];
}

/** The mails the backend kept for `email` (newest first). */
async function mailsTo(apiUrl: string, email: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  if (!response.ok) throw new Error(`outbox answered ${response.status}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The link of the newest `template` mail to `email`, on the web origin the test runs (mail links use WEB_ORIGIN). */
async function mailedLink(
  product: RunningProduct,
  email: string,
  template: string,
  param: string,
): Promise<string> {
  const mail = (await mailsTo(product.apiUrl, email)).find((message) => message.template === template);
  const link = mail?.links.find((href) => href.includes(`${param}=`));
  if (!link) throw new Error(`no ${template} mail with a ${param} link to ${email}`);
  const url = new URL(link);
  return `${product.webUrl}${url.pathname}${url.search}`;
}

/**
 * What the page's origin keeps in the browser: both storages and the cookies scripts can read (as text),
 * the kept ticket, and the names of every cookie (HttpOnly ones included).
 */
async function browserStorage(
  page: Page,
  context: BrowserContext,
): Promise<{ storage: string; ticket: unknown; cookies: string[] }> {
  // Runs in the page (a string: the e2e project has no DOM types).
  const storage = await page.evaluate<string>(`JSON.stringify([
    Object.entries(localStorage),
    Object.entries(sessionStorage),
    document.cookie,
  ])`);
  const ticket = JSON.parse(await page.evaluate<string>(`sessionStorage.getItem('ticketState') ?? 'null'`));
  return { storage, ticket, cookies: (await context.cookies()).map((cookie) => cookie.name) };
}

/** A sandbox deposit with the test card that succeeds, made with the browser's session (as another tab would). */
async function depositThroughApi(
  product: RunningProduct,
  context: BrowserContext,
  amount: string,
  currency: string,
): Promise<void> {
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(`${product.apiUrl}/platform/payments`, {
    method: 'POST',
    headers: { cookie, 'x-app': 'sportsbook', 'content-type': 'application/json' },
    body: JSON.stringify({
      amount,
      currency,
      card_number: '4242 4242 4242 4242',
      expiry: '12/35',
      cvc: '123',
      save_card: false,
    }),
  });
  if (response.status !== 201) throw new Error(`the deposit answered ${response.status}`);
}

/** Fills the sign-up dialog (everything valid unless overridden). */
async function fillSignUp(page: Page, fields: { email: string; password: string; confirmation?: string }) {
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.waitFor();
  await dialog.getByLabel('Email', { exact: true }).fill(fields.email);
  await dialog.getByLabel('Password', { exact: true }).fill(fields.password);
  await dialog.getByLabel('Confirm password', { exact: true }).fill(fields.confirmation ?? fields.password);
  await dialog.getByLabel('Currency').selectOption('USD');
  await dialog.getByLabel('Country').selectOption('DE');
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  // Names are optional at sign-up (docs/adr/0010): the forced missed-fields dialog asks for them later.
  await dialog.getByLabel(/I accept the terms/).check();
  return dialog;
}

describe('the player account in the browser', () => {
  // The journey where the operator requires the confirmed e-mail first (play before it: legal-pages.test.ts).
  const suite = browserSuite({ SIMULATOR: 'off', EMAIL_CONFIRMATION_REQUIRED: 'on' });

  it('serves the auth pages of spec §2.1 with their forms, never indexed', async () => {
    const { context, page } = await suite.newPage();
    try {
      for (const [path, heading, button] of [
        ['/sports/users/sign-in', 'Sign in', 'Sign in'],
        ['/sports/users/sign-up', 'Sign up', 'Create account'],
        ['/sports/users/password/new', 'Forgot your password?', 'Send reset link'],
        ['/de/sports/users/sign-up', 'Registrieren', 'Konto erstellen'],
      ] as const) {
        const response = await page.goto(`${suite.product.webUrl}${path}`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await page.getByRole('main').getByRole('button', { name: button }).waitFor();
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
      }
      // Without the mailed token the pages say what they need.
      await page.goto(`${suite.product.webUrl}/sports/users/password/edit`);
      await page
        .getByRole('alert')
        .getByText('This page needs the link from your password reset email.')
        .waitFor();
      await page.goto(
        `${suite.product.webUrl}/sports/users/confirmation?confirmation_token=not-a-real-token`,
      );
      await page
        .getByRole('alert')
        .getByText(/not valid or was used already/)
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses a weak or mismatched password on its field and creates nothing', async () => {
    const { context, page } = await suite.newPage();
    const email = `weak-${Date.now()}@example.com`;
    try {
      await page.goto(`${suite.product.webUrl}/sports#sign-up`);
      await page.getByRole('dialog', { name: 'Sign up' }).getByLabel('Email', { exact: true }).waitFor();
      // The dialog puts the focus on its first field.
      expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("name") ?? null')).toBe(
        'email',
      );
      let dialog = await fillSignUp(page, { email, password: PASSWORD, confirmation: `${PASSWORD}x` });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      const confirmation = dialog.getByLabel('Confirm password', { exact: true });
      await expect.poll(() => confirmation.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.getByText('The passwords do not match.').isVisible()).toBe(true);

      dialog = await fillSignUp(page, { email, password: 'short1', confirmation: 'short1' });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      const password = dialog.getByLabel('Password', { exact: true });
      await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
      expect(await dialog.getByText('Use at least 10 characters.').isVisible()).toBe(true);
      // The field's description says which problem it has.
      const describedBy = (await password.getAttribute('aria-describedby')) ?? '';
      expect(describedBy.split(' ').length).toBe(2);

      // Nothing was sent: no mail for that address, and signing in with it fails.
      expect(await mailsTo(suite.product.apiUrl, email)).toEqual([]);
      const refused = await fetch(`${suite.product.apiUrl}/platform/users/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-app': 'sportsbook' },
        body: JSON.stringify({ email, password: 'short1' }),
      });
      expect(refused.status).toBe(401);
    } finally {
      await context.close();
    }
  });

  it('locks an account after repeated failed sign-ins and unlocks it through the mailed link', async () => {
    const email = `lock-${Date.now()}@example.com`;
    // A confirmed account, made through the same calls the browser uses.
    const signUp = await fetch(`${suite.product.apiUrl}/platform/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-app': 'sportsbook' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        currency: 'EUR',
        country: 'DE',
        date_of_birth: '1985-01-30',
        terms_accepted: true,
        first_name: 'Lena',
        last_name: 'Lock',
      }),
    });
    expect(signUp.status).toBe(201);
    const confirm = new URL(await mailedLink(suite.product, email, 'confirmation', 'confirmation_token'));
    const confirmed = await fetch(`${suite.product.apiUrl}/platform/users/confirmation${confirm.search}`, {
      headers: { 'x-app': 'sportsbook' },
    });
    expect(confirmed.status).toBe(200);

    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports#sign-in`);
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByLabel('Email').fill(email);
      const alert = dialog.getByRole('alert');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await dialog.getByLabel('Password').fill(`wrong-password-${attempt}`);
        await dialog.getByRole('button', { name: 'Sign in' }).click();
        await expect.poll(() => alert.innerText()).toMatch(/not right|locked/);
        await expect.poll(() => dialog.getByRole('button', { name: 'Sign in' }).isEnabled()).toBe(true);
      }
      // Locked: even the right password is refused, and the dialog offers the unlock mail again.
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Sign in' }).click();
      await alert.getByText(/Your account is locked/).waitFor();
      await alert.getByRole('link', { name: 'Send the unlock email again' }).click();
      const resend = page.getByRole('dialog', { name: 'Resend unlock instructions' });
      expect(await resend.getByLabel('Email').inputValue()).toBe(email);
      await resend.getByRole('button', { name: 'Send unlock link' }).click();
      await resend
        .getByRole('status')
        .getByText(/new unlock link is on its way/)
        .waitFor();

      // The mailed link unlocks on the sign-in page, which then signs in.
      await page.goto(await mailedLink(suite.product, email, 'unlock', 'unlock_token'));
      await page.getByRole('status').getByText(`The account of ${email} is unlocked.`).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('button', { name: 'Sign out' })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('signs up, confirms by mail, signs in, resets the password by mail, bets and signs out leaving nothing', async () => {
    const { context, page } = await suite.newPage();
    const email = `rosa-${Date.now()}@example.com`;
    try {
      // Sign up from the header, with an affiliate tag in the URL.
      await page.goto(`${suite.product.webUrl}/sports?btag=partner-7`);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sign Up' })
        .click();
      const dialog = await fillSignUp(page, { email, password: PASSWORD });
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await dialog.getByRole('status').getByText('Check your mailbox').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Before confirming, signing in says so and offers the confirmation mail again.
      await page.goto(`${suite.product.webUrl}/sports/users/sign-in`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await page
        .getByRole('alert')
        .getByText(/Confirm your email address first/)
        .waitFor();
      expect(await page.getByRole('link', { name: 'Send the confirmation email again' }).isVisible()).toBe(
        true,
      );

      // The confirmation link of the mail confirms the address.
      await page.goto(await mailedLink(suite.product, email, 'confirmation', 'confirmation_token'));
      await page.getByRole('heading', { name: 'Email confirmation', level: 1 }).waitFor();
      await page.getByRole('status').getByText(`Your email address ${email} is confirmed.`).waitFor();

      // Sign in from the confirmation page's link: the header shows the new account's balance, 0.00 USD.
      await page.getByRole('link', { name: 'Sign in now' }).click();
      await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await playerLoaded(page);

      // The operator wants names the sign-up did not ask for: a dialog that cannot be closed asks for them.
      const missed = page.getByRole('dialog', { name: 'Complete your details' });
      await missed.waitFor();
      expect(await missed.getByRole('button', { name: 'Close' }).count()).toBe(0);
      await page.keyboard.press('Escape');
      expect(await missed.isVisible()).toBe(true);
      await missed.getByRole('button', { name: 'Save details' }).click();
      await expect.poll(() => missed.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
      await missed.getByLabel('First name').fill('Rosa');
      await missed.getByLabel('Last name').fill('Tester');
      await missed.getByRole('button', { name: 'Save details' }).click();
      await missed.waitFor({ state: 'detached' });
      // The display name (hidden on narrow screens) and the balance of the chosen currency.
      await expect.poll(() => nav.textContent()).toContain('Rosa Tester');
      await expect.poll(() => nav.textContent()).toMatch(/(USD|\$)\s*0\.00/);

      // Forgot password, from the sign-in dialog, after signing out.
      await nav.getByRole('button', { name: 'Sign out' }).click();
      await nav.getByRole('link', { name: 'Sign In' }).click();
      const signInDialog = page.getByRole('dialog', { name: 'Sign in' });
      await signInDialog.getByRole('link', { name: 'Forgot your password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgot your password?' });
      await forgot.getByLabel('Email').fill(email);
      await forgot.getByRole('button', { name: 'Send reset link' }).click();
      await forgot
        .getByRole('status')
        .getByText(/a password reset link is on its way/)
        .waitFor();

      // The mailed link sets a new password; the old one no longer works.
      await page.goto(await mailedLink(suite.product, email, 'reset_password', 'reset_password_token'));
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page
        .getByRole('status')
        .getByText(/Your password is changed/)
        .waitFor();
      // The same link again: used up.
      await page.goto(await mailedLink(suite.product, email, 'reset_password', 'reset_password_token'));
      await page.getByLabel('New password', { exact: true }).fill(`${NEW_PASSWORD}2`);
      await page.getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}2`);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await page
        .getByRole('alert')
        .getByText(/not valid or was used already|has expired/)
        .waitFor();

      await page.goto(`${suite.product.webUrl}/sports/users/sign-in`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').getByText('The email or the password is not right.').waitFor();
      await page.getByLabel('Password').fill(NEW_PASSWORD);
      await page.getByRole('region', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${suite.product.webUrl}/sports`);
      await playerLoaded(page);

      // A placed bet (its receipt) and a refused placement, so the slip holds what the server said.
      await depositThroughApi(suite.product, context, '50', 'USD');
      await page.goto(`${suite.product.webUrl}/sports/football`);
      // The header shows the session once the page has restored it (slow on a busy machine; issue 16).
      await expect.poll(() => nav.textContent(), { timeout: 30_000 }).toMatch(/(USD|\$)\s*50\.00/);
      await pickUpcoming(page, 1);
      const slip = page.getByRole('complementary', { name: 'Bet slip' });
      await slip.getByLabel('Stake').fill('1');
      const placing = page.waitForResponse(
        (response) => response.url().endsWith('/api/v3/bets') && response.request().method() === 'POST',
      );
      await slip.getByRole('button', { name: 'Place bet' }).click();
      const placed = (await (await placing).json()) as { id: number; ref: string }[];
      await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
      const ref = placed[0]?.ref ?? '';
      expect(ref).toMatch(/^SB/);

      // The next bet carries a price that no longer holds: refused, with the bet's own message.
      await pickUpcoming(page, 1);
      await slip.getByLabel('Stake').fill('2');
      await page.route('**/api/v3/bets', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as {
          bets: { selections: { odds: number }[] }[];
        };
        // Rounded to the cent: 3.97 + 0.5 is 4.470000000000001 in binary, which is no price at all.
        for (const bet of body.bets) {
          for (const selection of bet.selections)
            selection.odds = Math.round(selection.odds * 100 + 50) / 100;
        }
        await route.continue({ postData: JSON.stringify(body) });
      });
      const refusing = page.waitForResponse(
        (response) => response.url().endsWith('/api/v3/bets') && response.status() === 422,
      );
      await slip.getByRole('button', { name: 'Place bet' }).click();
      const refusal = (await (await refusing).json()) as {
        error: { message: string; bets?: { localized_message: string }[] };
      };
      await slip
        .getByRole('alert')
        .filter({ hasText: /price has changed/i })
        .first()
        .waitFor();
      await page.unroute('**/api/v3/bets');
      const refusalTexts = [
        refusal.error.message,
        ...(refusal.error.bets ?? []).map((b) => b.localized_message),
      ];
      expect((await browserStorage(page, context)).storage).toContain(refusalTexts[1] ?? refusalTexts[0]);

      // Signing out leaves nothing of the account in the browser.
      await nav.getByRole('button', { name: 'Sign out' }).click();
      await nav.getByRole('link', { name: 'Sign In' }).waitFor();
      const left = await browserStorage(page, context);
      expect(left.storage).not.toContain(email);
      // Word by word: a kept pick may be a team of Rosario.
      expect(left.storage).not.toMatch(/\bRosa\b|\bTester\b/);
      expect(left.storage).not.toContain('USD'); // the account's currency: the slip is back to the operator's
      expect(left.storage).not.toContain(ref);
      for (const text of refusalTexts) expect(left.storage).not.toContain(text);
      expect(left.storage).not.toMatch(/token|balance|placedBet":\{/i);
      expect(left.storage).not.toContain(SESSION_COOKIE);
      // The bettor's picks stay (docs/architecture.md); nothing the server said about them does.
      expect(left.ticket).toMatchObject({
        error: null,
        placedBets: [],
        processingBets: [],
        inProgress: false,
        ticketState: expect.stringMatching(/^(INITIAL|ODDS_CHANGED)$/),
      });
      const keptBets = (left.ticket as { bets: { status: string }[] }).bets;
      expect(keptBets.length).toBeGreaterThan(0);
      expect(keptBets.every((bet) => bet.status === 'open')).toBe(true);
      expect(left.cookies).not.toContain(SESSION_COOKIE);
      const player = await fetch(`${suite.product.webUrl}/platform/player`, {
        headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
      });
      expect(player.status).toBe(401);
    } finally {
      await context.close();
    }
  });
});

describe('a signed-in player where phone verification is required', () => {
  const suite = browserSuite({ SIMULATOR: 'off', PHONE_VERIFICATION_REQUIRED: 'true' });

  it('verifies the phone in a dialog that cannot be closed, switches currency, prompts on an ended session, saves the language', async () => {
    const { context, page } = await suite.signedInPage(
      { email: 'demo@example.com', password: 'demo-password' },
      '/sports',
    );
    try {
      const phone = page.getByRole('dialog', { name: 'Verify your phone number' });
      await phone.waitFor();
      expect(await phone.getByRole('button', { name: 'Close' }).count()).toBe(0);
      await phone.getByLabel('Phone number').fill('12');
      await phone.getByRole('button', { name: 'Send code' }).click();
      await expect.poll(() => phone.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');

      await phone.getByLabel('Phone number').fill('+49 151 23456789');
      await phone.getByRole('button', { name: 'Send code' }).click();
      await phone.getByRole('status').getByText('We sent a code.', { exact: false }).waitFor();
      // Another code only after the resend timeout, counted down on the button.
      expect(await phone.getByRole('button', { name: /New code in \d+ seconds?/ }).isDisabled()).toBe(true);

      const sms = (await mailsTo(suite.product.apiUrl, '+4915123456789')).find(
        (m) => m.template === 'phone_code',
      );
      const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1];
      if (!code) throw new Error('no verification code in the outbox');
      await phone.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
      await phone.getByRole('button', { name: 'Verify' }).click();
      await phone.getByText('That code is not right.').waitFor();
      await phone.getByLabel('Code').fill(code);
      await phone.getByRole('button', { name: 'Verify' }).click();
      await phone.waitFor({ state: 'detached' });

      // Currency switch (spec §4): the header shows the USD account's balance, then EUR again.
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      // The currency switch is in the account menu, which the balance opens.
      const chooseCurrency = async (code: string) => {
        const select = nav.getByLabel('Account currency');
        if (!(await select.isVisible())) await nav.getByRole('button', { name: /Balance/ }).click();
        await select.selectOption(code);
      };
      await expect.poll(() => shownBalance(page)).toBe(100_000);
      await chooseCurrency('USD');
      await expect.poll(() => nav.textContent()).toMatch(/(USD|\$)\s*1,000\.00/);
      await chooseCurrency('EUR');
      await expect.poll(() => shownBalance(page)).toBe(100_000);

      // A session that ended on the server (here: its cookie is gone) signs out with the expired prompt (spec §8).
      await context.clearCookies();
      await chooseCurrency('USD');
      const prompt = page.getByRole('dialog', { name: 'Sign in' });
      await prompt.getByText('Your session has expired. Sign in again to go on.').waitFor();
      await nav.getByRole('link', { name: 'Sign In' }).waitFor({ state: 'attached' });
      await signIn(page, { email: 'demo@example.com', password: 'demo-password' });

      // The language switch saves the player's language before the page reloads in it.
      await page.goto(`${suite.product.webUrl}/sports`);
      await playerLoaded(page);
      await page.locator('summary', { hasText: 'English' }).first().click();
      await page
        .getByRole('list', { name: 'Language' })
        .first()
        .getByRole('link', { name: 'Deutsch' })
        .click();
      await page.waitForURL(`${suite.product.webUrl}/de/sports`);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const player = (await (
        await fetch(`${suite.product.apiUrl}/platform/player`, { headers: { cookie } })
      ).json()) as { language: string; currency: string };
      expect(player).toMatchObject({ language: 'de', currency: 'EUR' });
    } finally {
      await context.close();
    }
  });
});
