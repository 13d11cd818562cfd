import { createServer, type Server } from 'node:http';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickUpcoming } from './support/player';
import { freePort } from './support/product';
import { browserSuite, DESKTOP } from './support/suite';

/** Types of the messages the demo host page logged as received from the product, oldest first. */
async function received(page: Page): Promise<{ type: string; payload: string }[]> {
  const items = await page.getByRole('log', { name: 'Message log' }).locator('li.in').all();
  const out: { type: string; payload: string }[] = [];
  for (const item of items.reverse()) {
    out.push({
      type: await item.locator('code').innerText(),
      payload: await item.locator('.payload').innerText(),
    });
  }
  return out;
}

async function waitForMessage(page: Page, type: string, payload: RegExp = /.*/): Promise<void> {
  await expect
    .poll(async () => (await received(page)).some((m) => m.type === type && payload.test(m.payload)), {
      timeout: 20_000,
    })
    .toBe(true);
}

function product(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Sportsbook"]');
}

/** Opens the demo host page and waits until the product in it said it is ready. */
async function openDemoHost(page: Page, apiUrl: string): Promise<void> {
  await page.goto(`${apiUrl}/demo-host`);
  await waitForMessage(page, 'sportsbook:initialized');
}

/** How many messages of a type the host received so far. */
async function countOf(page: Page, type: string, payload: RegExp = /.*/): Promise<number> {
  return (await received(page)).filter((m) => m.type === type && payload.test(m.payload)).length;
}

/** The payload of the last page-loaded the host received. */
async function lastPageLoaded(page: Page): Promise<string | undefined> {
  return (await received(page)).filter((m) => m.type === 'sportsbook:page-loaded').at(-1)?.payload;
}

/** The host sends the product to a page (page_changed). */
async function sendToPage(page: Page, path: string): Promise<void> {
  await page.getByLabel('Page').fill(path);
  await page.getByRole('button', { name: 'Go to the page' }).click();
}

/** The host announces the nav actions it takes over (iframe_integration with these boxes ticked). */
async function takeOver(page: Page, ...actions: ('Sign in' | 'Sign up' | 'Deposit')[]): Promise<void> {
  for (const name of ['Sign in', 'Sign up', 'Deposit'] as const) {
    await page.getByRole('checkbox', { name }).setChecked(actions.includes(name));
  }
  await page.getByRole('button', { name: 'Send iframe_integration' }).click();
}

/** The height the product reported last (page-size-changed). */
async function lastReportedHeight(page: Page): Promise<number> {
  const sizes = (await received(page)).filter((m) => m.type === 'sportsbook:page-size-changed');
  return Number(/"height":(\d+)/.exec(sizes.at(-1)?.payload ?? '')?.[1]);
}

/** Whether the host's frame has the last reported height (plus its 2 px border on each side; 200 px at least). */
async function frameFitsReport(page: Page): Promise<boolean> {
  const box = await page.locator('iframe[title="Sportsbook"]').boundingBox();
  return box?.height === Math.max(200, await lastReportedHeight(page)) + 4;
}

/** The product's frame (for scripts run inside it). */
function productFrame(page: Page, webUrl: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(webUrl));
  if (!frame) throw new Error('the product frame is not there');
  return frame;
}

describe('embedding in a host page (spec §7.4)', () => {
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);
  let third: Server;
  let thirdUrl = '';

  beforeAll(async () => {
    // A page on a third loopback origin that frames the product (and is not allowed to).
    const port = await freePort();
    thirdUrl = `http://127.0.0.1:${port}`;
    third = createServer((request, response) => {
      const target = new URL(request.url ?? '/', thirdUrl).searchParams.get('frame') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><title>Third origin</title><body>
<iframe title="Framed product" src="${target.replace(/"/g, '')}" style="width:1000px;height:700px"></iframe>
</body></html>`,
      );
    });
    await new Promise<void>((resolve) => third.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => {
    third?.close();
  });

  it('embeds the product on another origin: initialized, page-loaded and its size as it changes', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    await product(page).getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/sports".*"page":"sports".*"locale":"en"/);
    await waitForMessage(page, 'sportsbook:page-size-changed', /"height":\d+,"width":\d+/);
    // The host sizes its frame by the reported height.
    await expect.poll(() => frameFitsReport(page)).toBe(true);

    // A narrower host window: the product reports its new width.
    const widths = async () =>
      (await received(page))
        .filter((m) => m.type === 'sportsbook:page-size-changed')
        .map((m) => Number(/"width":(\d+)/.exec(m.payload)?.[1]));
    const before = (await widths()).at(-1);
    await page.setViewportSize({ width: 820, height: 900 });
    // Chromium holds the layout of a cross-origin frame out of view: bring it into view.
    await page.locator('iframe[title="Sportsbook"]').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await widths()).at(-1)).toBeLessThan(before ?? 0);

    // The host sends the product to another page (a client navigation): another page-loaded.
    await page.getByLabel('Page').fill('/sports/live');
    await page.getByRole('button', { name: 'Go to the page' }).click();
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/sports\/live".*"page":"in_play"/);
    await context.close();
  });

  it('reports each page by the id it rendered (spec §2.1), and the frame shrinks to a short page', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    await waitForMessage(page, 'sportsbook:page-loaded', /"page":"sports"/);
    // The sports home is tall: the frame grows to it.
    await expect.poll(async () => await lastReportedHeight(page)).toBeGreaterThan(2_000);
    await expect.poll(() => frameFitsReport(page)).toBe(true);
    const tall = await lastReportedHeight(page);

    // /football/x is a category, a league or a match: only the page can tell.
    await sendToPage(page, '/sports/football/england');
    await waitForMessage(
      page,
      'sportsbook:page-loaded',
      /"path":"\/sports\/football\/england","page":"category"/,
    );
    await sendToPage(page, '/sports/football/premier-league');
    await waitForMessage(
      page,
      'sportsbook:page-loaded',
      /"path":"\/sports\/football\/premier-league","page":"league"/,
    );
    await sendToPage(page, '/sports/users/sign-in');
    await waitForMessage(
      page,
      'sportsbook:page-loaded',
      /"path":"\/sports\/users\/sign-in","page":"sign_in"/,
    );
    await sendToPage(page, '/sports/responsible-gambling');
    await waitForMessage(page, 'sportsbook:page-loaded', /"page":"responsible_gambling"/);

    // A short page after the tall one: it reports its own height, not the frame's, and the frame shrinks.
    await sendToPage(page, '/sports/users/sign-up');
    await waitForMessage(
      page,
      'sportsbook:page-loaded',
      /"path":"\/sports\/users\/sign-up","page":"sign_up"/,
    );
    const frame = product(page);
    await frame.getByRole('heading', { level: 1, name: 'Sign up' }).waitFor();
    await expect.poll(async () => await lastReportedHeight(page)).toBeLessThan(tall / 2);
    await expect.poll(() => frameFitsReport(page)).toBe(true);
    // The frame shows the whole page: nothing to scroll inside it, no blank space below the content.
    const scrollHeight = await productFrame(page, suite.product.webUrl).evaluate(
      'document.documentElement.scrollHeight',
    );
    expect(scrollHeight).toBe(await lastReportedHeight(page));
    await context.close();
  });

  it('keeps talking to the host on a page that does not exist, so the host can send it back', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    const frame = product(page);
    // A match that does not exist: the not-found page, in the frame, still reports and takes commands.
    await sendToPage(page, '/sports/football/no-such-match-1');
    await waitForMessage(
      page,
      'sportsbook:page-loaded',
      /"path":"\/sports\/football\/no-such-match-1","page":"not_found"/,
    );
    await frame.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expect.poll(async () => await lastReportedHeight(page)).toBeLessThan(900);
    await expect.poll(() => frameFitsReport(page)).toBe(true);
    await sendToPage(page, '/sports');
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/sports","page":"sports"/);
    await frame.getByRole('navigation', { name: 'Main navigation' }).waitFor();

    // A path no route serves is a page load of its own (the not-found document): it says initialized again.
    await sendToPage(page, '/sports/a/b/c');
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/sports\/a\/b\/c","page":"not_found"/);
    await expect.poll(() => countOf(page, 'sportsbook:initialized')).toBe(2);
    await sendToPage(page, '/sports/live');
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/sports\/live","page":"in_play"/);
    await frame.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await context.close();
  });

  it('keeps the handshake across a router.refresh(): initialized once, the host’s listeners stay', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    const frame = product(page);
    await frame.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await takeOver(page, 'Sign up');
    // The realtime provider refreshes the page's data (router.refresh) when listings change or it is out of
    // sync; here the refresh is forced, and awaited through the data request it makes.
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${suite.product.webUrl}/sports`) &&
        response.request().headers().rsc === '1',
    );
    await productFrame(page, suite.product.webUrl).evaluate('window.next.router.refresh()');
    await refreshed;
    // The bettor asks to sign up: the host still takes it over.
    await frame
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sign up' })
      .click();
    await waitForMessage(page, 'sportsbook:sign-up');
    await expect(frame.getByRole('dialog', { name: 'Sign up' }).count()).resolves.toBe(0);
    expect(await countOf(page, 'sportsbook:initialized')).toBe(1);
    expect(await countOf(page, 'sportsbook:page-loaded', /"path":"\/sports"/)).toBe(1);
    await context.close();
  });

  it('obeys the host: opens the bet slip, applies a bet code, hands sign-in over, switches the locale', async () => {
    // A share code made in the product itself.
    const sharer = await suite.newPage();
    await sharer.page.goto(`${suite.product.webUrl}/sports/football`);
    const [name] = await pickUpcoming(sharer.page, 1);
    const sharedSlip = sharer.page.getByRole('complementary', { name: 'Bet slip' });
    await sharedSlip.getByRole('button', { name: 'Share bet slip' }).click();
    const link = await sharedSlip.getByLabel('Link to this bet slip').inputValue();
    const code = new URL(link).searchParams.get('betcode') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9]{6,16}$/);
    await sharer.context.close();

    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    const frame = product(page);
    const slip = frame.getByRole('complementary', { name: 'Bet slip' });

    await page.getByRole('button', { name: 'Open the bet slip' }).click();
    await slip.waitFor();
    await waitForMessage(page, 'sportsbook:bet-slip-state-changed', /"open":true,"tab":"BET_SLIP"/);

    await page.getByLabel('Bet code').fill(code);
    await page.getByRole('button', { name: 'Apply the bet code' }).click();
    await slip
      .getByText(name ?? '', { exact: true })
      .first()
      .waitFor({ timeout: 15_000 });
    await waitForMessage(page, 'sportsbook:bet-slip-state-changed', /"selections":1/);

    // The host takes over sign-in: the product asks it instead of opening its dialog.
    await takeOver(page, 'Sign in');
    // The sentinel: host messages are handled in the order sent, so once the search the host asks for next
    // has opened, the product has applied the take-over (a click could otherwise beat the message).
    await page.getByRole('button', { name: 'Open the search' }).click();
    await frame.getByRole('dialog', { name: 'Search' }).waitFor();
    await page.getByRole('button', { name: 'Close the search' }).click();
    await frame.getByRole('dialog', { name: 'Search' }).waitFor({ state: 'detached' });
    const nav = frame.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Sign in' }).click();
    await waitForMessage(page, 'sportsbook:sign-in');
    await page.getByRole('status').getByText('The product handed "sign-in" to the host.').waitFor();
    await expect(frame.getByRole('dialog', { name: 'Sign in' }).count()).resolves.toBe(0);
    // Sign-up is not taken over: its dialog opens, and the host hears of the modal.
    await nav.getByRole('link', { name: 'Sign up' }).click();
    await frame.getByRole('dialog', { name: 'Sign up' }).waitFor();
    await waitForMessage(page, 'sportsbook:notify-modal-triggered', /"title":"Sign up"/);
    // The host takes sign-up over while its dialog is open: the dialog gives way to the host's flow.
    await takeOver(page, 'Sign in', 'Sign up');
    await waitForMessage(page, 'sportsbook:sign-up');
    await frame.getByRole('dialog', { name: 'Sign up' }).waitFor({ state: 'detached' });
    // So does the sign-up page: the host is asked, and the frame goes to the sports home.
    await sendToPage(page, '/sports/users/sign-up');
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/sports\/users\/sign-up"/);
    await expect.poll(() => countOf(page, 'sportsbook:sign-up')).toBe(2);
    await expect.poll(() => lastPageLoaded(page)).toMatch(/"path":"\/sports","page":"sports"/);
    await expect(frame.getByRole('heading', { level: 1, name: 'Sign up' }).count()).resolves.toBe(0);

    // search_modal opens the product's search and closes it again.
    await page.getByRole('button', { name: 'Open the search' }).click();
    const search = frame.getByRole('dialog', { name: 'Search' });
    await search.getByRole('searchbox', { name: 'Team, league or country' }).waitFor();
    await page.getByRole('button', { name: 'Close the search' }).click();
    await search.waitFor({ state: 'detached' });

    // Switching the locale reloads the product in it, with the locale in the URL.
    await page.getByLabel('Locale').fill('de');
    await page.getByRole('button', { name: 'Change the locale' }).click();
    await waitForMessage(page, 'sportsbook:initialized', /"locale":"de"/);
    await expect.poll(() => frame.locator('html').getAttribute('lang')).toBe('de');
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/de\/sports"/);
    await context.close();
  });

  it('ignores malformed, oversized and unknown commands, a crafted bet code or page path (schema, HOST5)', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    const frame = product(page);
    await frame.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // A tab the schema does not know.
    await page.getByRole('button', { name: 'Send a malformed command' }).click();
    // A crafted bet code: its command's schema (a share code, 6-16 letters and digits) refuses it.
    await page.getByLabel('Bet code').fill('<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Apply the bet code' }).click();
    // A page path to another site: a valid command whose path core HOST5 refuses.
    await sendToPage(page, '//evil.example/sports');
    // Straight from the host page (the e2e project has no DOM types: the script is a string). No valid command
    // can be over the size limit (every field is bounded, the contract tests show it), so an oversized message
    // is one with more in it than a command has; it is refused unread.
    await page.evaluate(`(() => {
      const frame = document.querySelector('iframe[title="Sportsbook"]');
      const origin = new URL(frame.src).origin;
      const target = frame.contentWindow;
      target.postMessage({ type: 'open_bet_slip', payload: {}, padding: 'x'.repeat(100000) }, origin);
      target.postMessage({ type: 'open_bet_slip', payload: { tab: 'MY_BETS', pad: 'x'.repeat(5000) } }, origin);
      target.postMessage('open_bet_slip', origin);
      target.postMessage({ type: 'sportsbook:initialized', payload: {} }, origin);
      target.postMessage({ type: 'open_bet_slip', payload: {}, extra: 1 }, origin);
    })()`);
    // A valid command after them: once it took effect, the ones before it were read (and ignored).
    await page.getByRole('button', { name: 'Send the viewport' }).click();
    await expect.poll(() => frame.locator('html').getAttribute('data-host-viewport')).toBe('');
    // The slip was not opened (docked on a wide frame it is always there: its open state is what counts).
    await expect(frame.locator('[aria-controls="bet-slip"][aria-expanded="true"]').count()).resolves.toBe(0);
    await expect(frame.getByRole('dialog').count()).resolves.toBe(0);
    expect(productFrame(page, suite.product.webUrl).url()).toBe(`${suite.product.webUrl}/sports`);
    expect(await countOf(page, 'sportsbook:page-loaded')).toBe(1);
    await context.close();
  });

  it('ignores a locale that does not exist: only the valid locale after it reloads the product', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    await product(page).getByRole('navigation', { name: 'Main navigation' }).waitFor();
    // Every page the product's frame asks for from now on.
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.url().startsWith(suite.product.webUrl))
        loads.push(new URL(request.url()).pathname);
    });
    // 'xx' passes the command's schema (it is shaped like a locale) but names none the site serves. The
    // valid 'de' after it is read after it: had 'xx' been taken, its reload would have been asked for first.
    for (const locale of ['xx', 'de']) {
      await page.getByLabel('Locale').fill(locale);
      await page.getByRole('button', { name: 'Change the locale' }).click();
    }
    await waitForMessage(page, 'sportsbook:initialized', /"locale":"de"/);
    await expect.poll(() => product(page).locator('html').getAttribute('lang')).toBe('de');
    expect(loads).toEqual(['/de/sports']);
    await context.close();
  });

  it('follows the host’s odds format and currency, and reports top-event clicks, balance and currency', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    const frame = product(page);

    // odds_changed: every price of the page is written the American way.
    const firstPrice = frame.locator('main button[data-outcome-id][aria-pressed]').first();
    await firstPrice.waitFor();
    await page.getByLabel('Odds format').selectOption('american');
    await page.getByRole('button', { name: 'Change the odds format' }).click();
    // A price button holds its outcome name, then its price: +150, -200...
    await expect.poll(async () => (await firstPrice.textContent()) ?? '').toMatch(/[+-]\d{3,}/);

    // top-event-clicked: a click on an event of the top events block, with the match it leads to.
    const topEvent = frame
      .getByRole('region', { name: /^Top events/ })
      .getByRole('link')
      .first();
    const eventPath = new URL((await topEvent.getAttribute('href')) ?? '', suite.product.webUrl).pathname;
    await topEvent.click();
    await waitForMessage(page, 'sportsbook:top-event-clicked', /"path":"\/sports\//);
    // The bettor goes on once the match page is there, as a person would.
    await waitForMessage(page, 'sportsbook:page-loaded', new RegExp(`"path":"${eventPath}","page":"match"`));

    // balance-changed once the player is signed in, and notify-currency-changed after change_currency.
    await frame
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sign in' })
      .click();
    const dialog = frame.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Email').fill('demo@example.com');
    await dialog.getByLabel('Password').fill('demo-password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await waitForMessage(page, 'sportsbook:balance-changed', /"currency":"EUR","balance":100000/);
    await page.getByLabel('Currency').fill('USD');
    await page.getByRole('button', { name: 'Change the currency' }).click();
    await waitForMessage(page, 'sportsbook:notify-currency-changed', /"currency":"USD"/);
    await waitForMessage(page, 'sportsbook:balance-changed', /"currency":"USD"/);

    // The host takes over deposits: the Deposit item and the deposit page both ask the host.
    await takeOver(page, 'Deposit');
    const nav = frame.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Deposit' }).click();
    await waitForMessage(page, 'sportsbook:deposit');
    await expect(frame.getByRole('dialog', { name: 'Deposit' }).count()).resolves.toBe(0);
    await sendToPage(page, '/sports/profile/wallet/deposit');
    await waitForMessage(
      page,
      'sportsbook:page-loaded',
      /"path":"\/sports\/profile\/wallet\/deposit","page":"deposit"/,
    );
    await expect.poll(() => countOf(page, 'sportsbook:deposit')).toBe(2);
    await expect.poll(() => lastPageLoaded(page)).toMatch(/"path":"\/sports","page":"sports"/);

    // change_locale for a signed-in player: the language is saved to the account, then the product reloads.
    const saved = page.waitForResponse(
      (response) =>
        response.url() === `${suite.product.webUrl}/platform/player/update_locale` &&
        response.request().method() === 'PATCH',
    );
    await page.getByLabel('Locale').fill('de');
    await page.getByRole('button', { name: 'Change the locale' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ locale: 'de' });
    await waitForMessage(page, 'sportsbook:initialized', /"locale":"de"/);

    // Signing out clears the host's balance. In a frame narrower than 1280 px Sign out is in the account menu,
    // which the balance opens (issue 16: one header row).
    const germanNav = frame.getByRole('navigation', { name: 'Hauptnavigation' });
    await germanNav.getByRole('button', { name: /^Guthaben/ }).click();
    await germanNav.getByRole('button', { name: 'Abmelden' }).click();
    await waitForMessage(
      page,
      'sportsbook:balance-changed',
      /^ ?\{"currency":null,"balance":null,"subunits":null\}$/,
    );
    await context.close();
  });

  it('sends a frame pointed at /init-sportsbook on to its page, with only the affiliate tags and a share code', async () => {
    const opened = async (path: string) => {
      const res = await fetch(`${suite.product.webUrl}${path}`, { redirect: 'manual' });
      return { status: res.status, location: res.headers.get('location') };
    };
    expect(
      await opened('/sports/init-sportsbook?page=/sports/live&btag=partner-7&betcode=ABC123&token=secret'),
    ).toEqual({ status: 307, location: '/sports/live?btag=partner-7&betcode=ABC123' });
    expect(await opened('/de/sports/init-sportsbook?page=https://evil.example/sports')).toEqual({
      status: 307,
      location: '/de/sports',
    });
    // And it lands: the page opened is the one asked for.
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports/init-sportsbook?page=/sports/cybersport`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/sports/cybersport');
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('refuses to be framed by a third origin', async () => {
    const policy = (await fetch(`${suite.product.webUrl}/sports`)).headers.get('content-security-policy');
    const frameAncestors = policy
      ?.split(';')
      .find((directive) => directive.trim().startsWith('frame-ancestors'));
    expect(frameAncestors?.trim()).toBe(
      `frame-ancestors 'self' http://localhost:${new URL(suite.product.apiUrl).port} ${suite.product.apiUrl}`,
    );
    const { context, page } = await suite.newPage();
    const loaded = page.waitForEvent('framenavigated', (f) => f !== page.mainFrame());
    await page.goto(`${thirdUrl}/?frame=${encodeURIComponent(`${suite.product.webUrl}/sports`)}`);
    const child: Frame = await loaded;
    await expect.poll(() => child.url()).not.toContain('/sports');
    expect(await page.frameLocator('iframe[title="Framed product"]').getByRole('navigation').count()).toBe(0);
    await context.close();
  });

  it('ignores commands from a third origin that frames it anyway', async () => {
    const { context, page } = await suite.newPage();
    // The browser would refuse the frame (previous test); take the policy off to prove the product itself
    // still ignores that parent.
    await page.route(`${suite.product.webUrl}/sports`, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, headers });
    });
    const messages: unknown[] = [];
    await page.exposeFunction('recordMessage', (data: unknown) => messages.push(data));
    await page.addInitScript(`
      if (window.parent === window) {
        window.addEventListener('message', (event) => window.recordMessage(event.data));
      }
    `);
    await page.goto(`${thirdUrl}/?frame=${encodeURIComponent(`${suite.product.webUrl}/sports`)}`);
    const frame = page.frameLocator('iframe[title="Framed product"]');
    await frame.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const productFrame = page.frames().find((f) => f.url().startsWith(suite.product.webUrl));
    if (!productFrame) throw new Error('the product frame is not there');
    // Waits in the product until it has read both messages (its own listener runs first), then a frame.
    const read = productFrame.evaluate(`new Promise((resolve) => {
      let count = 0;
      window.addEventListener('message', () => {
        count += 1;
        if (count === 2) requestAnimationFrame(() => resolve());
      });
    })`);
    await page.evaluate(`(() => {
      const target = document.querySelector('iframe').contentWindow;
      target.postMessage({ type: 'open_bet_slip', payload: {} }, '*');
      target.postMessage({ type: 'viewport', payload: { width: 100, height: 100 } }, '*');
    })()`);
    await read;
    await expect(frame.locator('html').getAttribute('data-host-viewport')).resolves.toBeNull();
    await expect(frame.locator('[aria-controls="bet-slip"][aria-expanded="true"]').count()).resolves.toBe(0);
    // And it told that parent nothing (it posts only to allowed origins).
    expect(messages).toEqual([]);
    await context.close();
  });
});
