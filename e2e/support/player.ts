import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForCondition } from './browser';

/** A demo player (seeded by the reference backend; password `demo-password`). */
export interface DemoPlayer {
  readonly email: string;
  readonly password: string;
}

/** The balance the header shows, in minor units (EUR 1,000.00 → 100000). */
export async function shownBalance(page: Page): Promise<number> {
  const text = await page.getByRole('navigation', { name: 'Main navigation' }).innerText();
  const match = /EUR\s*([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no balance in the navigation: ${text}`);
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

/**
 * Signs `player` in through the product's same-origin Platform API, as the sign-in dialog does; answers the
 * session cookie (`name=value`), for a page that is to load signed in from its first request.
 */
export async function sessionCookie(webUrl: string, player: DemoPlayer): Promise<string> {
  const response = await fetch(`${webUrl}/platform/users/sign_in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/vnd.platform.v1+json',
      'x-app': 'sportsbook',
      origin: webUrl,
    },
    body: JSON.stringify(player),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`sign-in answered ${response.status}`);
  return cookie;
}

/** Puts a session cookie of `sessionCookie` in `context` for `url`'s site. */
export async function addSessionCookie(context: BrowserContext, cookie: string, url: string): Promise<void> {
  const [name = '', ...value] = cookie.split('=');
  await context.addCookies([{ name, value: value.join('='), url }]);
}

/** Fills the open sign-in dialog and waits until the player is signed in. */
export async function signIn(page: Page, player: DemoPlayer): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(player.email);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The header's balance, the account menu's button at every width (Sign out is in that menu below 1280 px,
  // and a step the player must take first, such as phone verification, opens a dialog with its own Sign out).
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /Balance/ })
    .waitFor();
  await playerLoaded(page);
}

/**
 * Waits until the page itself has loaded the signed-in player (`<html data-session="signed-in">`). The server
 * renders a signed-in header from the session cookie, so the header alone says nothing about whether the page
 * has hydrated and its listeners (notices, the player's channel, the cashier's return) are in place.
 */
export async function playerLoaded(page: Page, timeout = 30_000): Promise<void> {
  await waitForCondition(page, `document.documentElement.dataset.session === 'signed-in'`, timeout);
}

/** Waits until the page has hydrated and knows whether someone is signed in (SessionBoot's marker). */
export async function sessionKnown(page: Page, timeout = 30_000): Promise<void> {
  await waitForCondition(
    page,
    `['signed-in', 'signed-out'].includes(document.documentElement.dataset.session)`,
    timeout,
  );
}

/**
 * Picks the first open price (at least `minOdds`) of each of the first upcoming events that have one, until
 * `count` are picked; answers the outcomes' names.
 */
export async function pickUpcoming(page: Page, count: number, minOdds = 0): Promise<string[]> {
  const rows = page.getByRole('region', { name: /^Upcoming events/ }).getByRole('listitem');
  const names: string[] = [];
  for (let index = 0; names.length < count; index += 1) {
    if (index >= (await rows.count()))
      throw new Error(`only ${names.length} open prices of ${minOdds} or more`);
    const prices = rows
      .nth(index)
      .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])');
    let price: Locator | undefined;
    for (let p = 0; p < (await prices.count()) && !price; p += 1) {
      // The price is the button's last number (rows below the fold are not laid out: no innerText).
      const text = (await prices.nth(p).textContent()) ?? '';
      if (Number([...text.matchAll(/\d+\.\d+/g)].at(-1)?.[0] ?? '0') >= minOdds) price = prices.nth(p);
    }
    if (!price) continue;
    const outcome = await price.getAttribute('data-outcome-id');
    names.push((await price.locator('span[dir="auto"]').first().innerText()).trim());
    await price.click();
    // In the slip before the next pick: a second click on a row not yet re-rendered would find this price again.
    await rows
      .nth(index)
      .locator(`button[data-outcome-id="${outcome}"][aria-pressed="true"]`)
      .first()
      .waitFor();
  }
  return names;
}

/**
 * A new confirmed player with a EUR account, made through the calls the browser uses (sign-up, then the
 * confirmation link from the backend's outbox), so a test can set limits that stay for the rest of the run.
 */
export async function registerPlayer(apiUrl: string, prefix: string): Promise<DemoPlayer> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Limits-and-play-2026';
  const headers = { 'content-type': 'application/json', 'x-app': 'sportsbook' };
  const signUp = await fetch(`${apiUrl}/platform/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email,
      password,
      password_confirmation: password,
      currency: 'EUR',
      country: 'DE',
      date_of_birth: '1985-01-30',
      terms_accepted: true,
      first_name: 'Rita',
      last_name: 'Limit',
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const outbox = await fetch(`${apiUrl}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const { messages } = (await outbox.json()) as { messages: { template: string; links: string[] }[] };
  const link = messages
    .find((message) => message.template === 'confirmation')
    ?.links.find((href) => href.includes('confirmation_token='));
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  const confirmed = await fetch(`${apiUrl}/platform/users/confirmation${new URL(link).search}`, {
    headers: { 'x-app': 'sportsbook' },
  });
  if (confirmed.status !== 200) throw new Error(`confirmation answered ${confirmed.status}`);
  return { email, password };
}

/** The player's sportsbook bearer token through the backend's platform API, as the browser gets one. */
export async function apiToken(apiUrl: string, player: DemoPlayer): Promise<string> {
  const signedIn = await fetch(`${apiUrl}/platform/users/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(player),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = await fetch(`${apiUrl}/platform/sportsbook_sessions`, {
    method: 'POST',
    // The CSRF header of state-changing session calls (platform-errors.ts CSRF_HEADER).
    headers: { cookie, 'x-app': 'sportsbook' },
  });
  return ((await session.json()) as { token: string }).token;
}

/**
 * Places a single through the API as the player (no browser): the first price of `minOdds` or more on a prematch
 * main market, with `bonus` when given.
 */
export async function placeSingleViaApi(
  apiUrl: string,
  player: DemoPlayer,
  options: { stake: number; minOdds?: number; bonus?: { id: number; type: string; odds: number | null } },
): Promise<void> {
  const token = await apiToken(apiUrl, player);
  const minOdds = options.minOdds ?? 0;
  const list = (await (
    await fetch(`${apiUrl}/api/v2/matches?match_status=0&type=match&limit=20`)
  ).json()) as {
    data: {
      id: number;
      main_market: { id: number; specifier: string; outcomes: { id: string; odds: number }[] } | null;
    }[];
  };
  const match = list.data.find((m) => m.main_market?.outcomes.some((o) => o.odds >= minOdds));
  const outcome = match?.main_market?.outcomes.find((o) => o.odds >= minOdds);
  if (!match?.main_market || !outcome) throw new Error(`no prematch price of ${minOdds} or more`);
  const placed = await fetch(`${apiUrl}/api/v3/bets`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      meta: { device_id: 'e2e', quick: false, type: 'single' },
      bets: [
        {
          stake: { value: options.stake, currency: 'EUR' },
          ...(options.bonus ? { bonus: options.bonus } : {}),
          selections: [
            {
              match_id: match.id,
              market_id: match.main_market.id,
              specifier: match.main_market.specifier,
              outcome_id: outcome.id,
              odds: outcome.odds,
            },
          ],
        },
      ],
      locale: 'en',
    }),
  });
  if (placed.status !== 201)
    throw new Error(`placing a bet answered ${placed.status}: ${await placed.text()}`);
}

/** Places the slip, accepting a price the live feed moved meanwhile (the player's mode is "none"). */
export async function placeAcceptingMoves(slip: Locator): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await slip.getByRole('button', { name: 'Place bet' }).click();
    const placed = slip.getByRole('heading', { name: 'Bet placed' });
    const accept = slip.getByRole('button', { name: 'Accept changes' });
    await expect
      .poll(async () => (await placed.count()) + (await accept.count()), { timeout: 20_000 })
      .toBeGreaterThan(0);
    if ((await placed.count()) > 0) return;
    await accept.click();
    await accept.waitFor({ state: 'detached' });
  }
  throw new Error('the slip was not placed in four tries');
}
