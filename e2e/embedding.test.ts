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
    // The host sizes its frame by the reported height (plus its 2 px border on each side).
    const lastHeight = async () => {
      const sizes = (await received(page)).filter((m) => m.type === 'sportsbook:page-size-changed');
      return Number(/"height":(\d+)/.exec(sizes.at(-1)?.payload ?? '')?.[1]);
    };
    await expect
      .poll(async () => {
        const box = await page.locator('iframe[title="Sportsbook"]').boundingBox();
        return box?.height === Math.max(200, await lastHeight()) + 4;
      })
      .toBe(true);

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
    await page.getByRole('checkbox', { name: 'Sign in' }).check();
    await page.getByRole('button', { name: 'Send iframe_integration' }).click();
    await frame
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sign in' })
      .click();
    await waitForMessage(page, 'sportsbook:sign-in');
    await page.getByRole('status').getByText('The product handed "sign-in" to the host.').waitFor();
    await expect(frame.getByRole('dialog', { name: 'Sign in' }).count()).resolves.toBe(0);
    // Sign-up is not taken over: its dialog opens, and the host hears of the modal.
    await frame
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sign up' })
      .click();
    await frame.getByRole('dialog', { name: 'Sign up' }).waitFor();
    await waitForMessage(page, 'sportsbook:notify-modal-triggered', /"title":"Sign up"/);
    await frame.getByRole('dialog', { name: 'Sign up' }).getByRole('button', { name: 'Close' }).click();

    // Switching the locale reloads the product in it, with the locale in the URL.
    await page.getByLabel('Locale').fill('de');
    await page.getByRole('button', { name: 'Change the locale' }).click();
    await waitForMessage(page, 'sportsbook:initialized', /"locale":"de"/);
    await expect.poll(() => frame.locator('html').getAttribute('lang')).toBe('de');
    await waitForMessage(page, 'sportsbook:page-loaded', /"path":"\/de\/sports"/);
    await context.close();
  });

  it('ignores malformed, oversized and unknown commands, and unknown locales', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    const frame = product(page);
    await page.getByRole('button', { name: 'Send a malformed command' }).click();
    await page.getByLabel('Locale').fill('xx');
    await page.getByRole('button', { name: 'Change the locale' }).click();
    await page.getByLabel('Bet code').fill('<script>alert(1)</script>');
    await page.getByRole('button', { name: 'Apply the bet code' }).click();
    await page.getByLabel('Page').fill('//evil.example/sports');
    await page.getByRole('button', { name: 'Go to the page' }).click();
    // Straight from the host page (the e2e project has no DOM types: the script is a string).
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
    await expect(frame.getByRole('complementary', { name: 'Bet slip' }).count()).resolves.toBe(0);
    await expect(frame.locator('html').getAttribute('lang')).resolves.toBe('en');
    await expect
      .poll(async () => (await received(page)).filter((m) => m.type === 'sportsbook:page-loaded').length)
      .toBe(1);
    await context.close();
  });

  it('follows the host’s odds format and currency, and reports top-event clicks, balance and currency', async () => {
    const { context, page } = await suite.newPage();
    await openDemoHost(page, suite.product.apiUrl);
    const frame = product(page);

    // odds_changed: every price of the page is written the American way.
    const firstPrice = frame.locator('main button[aria-pressed]').first();
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
    await waitForMessage(page, 'sportsbook:page-loaded', new RegExp(`"path":"${eventPath}"`));

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
    await context.close();
  });

  it('refuses to be framed by a third origin', async () => {
    const policy = (await fetch(`${suite.product.webUrl}/sports`)).headers.get('content-security-policy');
    expect(policy).toBe(
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
    await expect(frame.getByRole('complementary', { name: 'Bet slip' }).count()).resolves.toBe(0);
    // And it told that parent nothing (it posts only to allowed origins).
    expect(messages).toEqual([]);
    await context.close();
  });
});
