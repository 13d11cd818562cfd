import type { BrowserContext, Locator, Page, Request, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shownBalance, signIn } from './support/player';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * Issue 14 in the browser, with the backend's side played by the test: the feed status call and its
 * event (`feed_status_changed` pushed into the page's realtime connection), a placement answered 503
 * `betting_paused`, the operator's in-play delay. Everything else is the real product and backend.
 */

const PLAYER = { email: 'demo2@example.com', password: 'demo-password' };
const STALE = { status: 'stale', since: '2026-11-27T12:00:00.000Z' } as const;
const LIVE_AGAIN = { status: 'live', since: '2026-11-27T12:00:10.000Z' } as const;
const STALE_BANNER =
  'Prices are not being updated right now, so betting is paused. Your selections are kept.';
const SLIP_PAUSED = 'Betting is paused until fresh prices arrive. Your selections and stakes are kept.';
const PLACEMENT_PAUSED =
  'Betting is paused for a moment and nothing was taken from your balance. Your selections and stakes are kept: try again shortly.';

type Feed = { readonly status: 'live' | 'catching_up' | 'stale'; readonly since: string };

const isPlacement = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/v3/bets';

/** A page whose feed status (the call and the public channel's event) the test decides. */
async function withFeed(
  open: () => Promise<{ context: BrowserContext; page: Page }>,
  initial: Feed,
): Promise<{ context: BrowserContext; page: Page; tell(feed: Feed): void }> {
  const { context, page } = await open();
  let feed: Feed = initial;
  await page.route(
    (url) => url.pathname === '/api/v2/feed/status',
    (route) => route.fulfill({ json: feed }),
  );
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/connection\/websocket/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  const tell = (next: Feed) => {
    feed = next;
    const frame = JSON.stringify({
      push: {
        channel: 'public:en',
        pub: { data: { event: 'feed_status_changed', payload: { feed: next } } },
      },
    });
    for (const socket of sockets) {
      try {
        socket.send(frame);
      } catch {
        // a connection the page closed (sign-in restarts it)
      }
    }
  };
  return { context, page, tell };
}

/** The first open price of the first event of a region (upcoming or live). */
function firstPrice(page: Page, region: RegExp): Locator {
  return page
    .getByRole('region', { name: region })
    .getByRole('listitem')
    .locator('button[data-outcome-id]:not([aria-disabled="true"])')
    .first();
}

describe('betting paused and stale prices in the browser', () => {
  // No simulator: prices hold still, so a price read again after the outage is the same price.
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);

  it('marks every price stale and blocks the slip while the feed is stale; both recover when it is live', async () => {
    const { context, page, tell } = await withFeed(() => suite.newPage(), STALE);
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, PLAYER);
    await page.getByRole('status').filter({ hasText: STALE_BANNER }).waitFor();
    const prices = page.locator('button[data-outcome-id]');
    await expect.poll(() => prices.count()).toBeGreaterThan(0);
    // Every price says it in its accessible name; an open one says "Paused" in words, not by colour alone.
    await expect(page.locator('button[data-outcome-id]:not([data-stale])').count()).resolves.toBe(0);
    await expect
      .poll(() => page.getByRole('button', { name: /– price may be out of date/ }).count())
      .toBe(await prices.count());
    await expect
      .poll(() => page.getByRole('button', { name: /Paused – price may be out of date/ }).count())
      .toBe(await page.locator('button[data-outcome-id]:not([aria-disabled="true"])').count());

    await firstPrice(page, /^Upcoming events/).click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('2');
    const place = slip.getByRole('button', { name: 'Place bet' });
    await expect(place.isDisabled()).resolves.toBe(true);
    await slip.getByText('Price being updated').waitFor();
    await slip.getByText(SLIP_PAUSED).waitFor();
    await expect(place.getAttribute('aria-describedby')).resolves.toBeTruthy();

    // Live again: the page and the slip read their prices again, then the bet can be placed.
    const before = await shownBalance(page);
    tell(LIVE_AGAIN);
    await expect.poll(() => place.isEnabled(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('button[data-stale]').count(), { timeout: 20_000 }).toBe(0);
    await page.getByRole('status').filter({ hasText: STALE_BANNER }).waitFor({ state: 'detached' });
    await expect(slip.getByText('Price being updated').count()).resolves.toBe(0);
    // The refresh after the outage leaves the URL as it was: the sign-in dialog closed stays closed.
    await expect(page.getByRole('dialog', { name: 'Sign in' }).count()).resolves.toBe(0);
    await place.click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before - 200);
    await context.close();
  }, 150_000);

  it('says betting is paused when placing is answered 503, keeps the slip, and places it on the next try', async () => {
    const { context, page } = await withFeed(() => suite.newPage(), LIVE_AGAIN);
    let pausedOnce = false;
    await page.route(
      (url) => url.pathname === '/api/v3/bets',
      async (route) => {
        if (!isPlacement(route.request()) || pausedOnce) return route.fallback();
        pausedOnce = true;
        await route.fulfill({
          status: 503,
          headers: { 'retry-after': '3' },
          json: {
            error: {
              code: 'betting_paused',
              message: 'betting is paused, nothing was taken: the database is unreachable',
              message_key: 'error.place_bets.betting_paused',
            },
          },
        });
      },
    );
    await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
    await signIn(page, PLAYER);
    const before = await shownBalance(page);
    await firstPrice(page, /^Upcoming events/).click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByLabel('Stake').fill('3');
    await slip.getByRole('button', { name: 'Place bet' }).click();

    await slip.getByRole('alert').filter({ hasText: PLACEMENT_PAUSED }).waitFor();
    await expect(slip.getByLabel('Stake').inputValue()).resolves.toBe('3');
    await expect(shownBalance(page)).resolves.toBe(before);
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await expect.poll(() => shownBalance(page)).toBe(before - 300);
    await context.close();
  });

  it('says a live selection is accepted after the operator’s delay and shows the check while it runs', async () => {
    const listed = await fetch(`${suite.product.apiUrl}/api/v2/matches?match_status=1&type=match&limit=100`);
    const sports = [
      ...new Set(
        ((await listed.json()) as { data: { sport: { key: string } }[] }).data.map((m) => m.sport.key),
      ),
    ];
    const { context, page } = await withFeed(() => suite.newPage(), LIVE_AGAIN);
    await page.route(
      (url) => url.pathname === '/api/v2/settings',
      async (route) => {
        const response = await route.fetch();
        const settings = (await response.json()) as Record<string, unknown>;
        const delays = Object.fromEntries(sports.map((key) => [key, 5]));
        await route.fulfill({ response, json: { ...settings, in_play_bet_delays: delays } });
      },
    );
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/v3/bets',
      async (route) => {
        if (!isPlacement(route.request())) return route.fallback();
        await held; // the backend holds a delayed placement until the delay is over
        await route.fallback();
      },
    );
    await page.goto(`${suite.product.webUrl}/sports/live#sign-in`);
    await signIn(page, PLAYER);
    await firstPrice(page, /^Live now/).click();
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.getByText('Live bet: accepted after 5 seconds').waitFor();
    await slip.getByText('Live selections here are accepted after a check of 5 seconds.').waitFor();
    await slip.getByLabel('Stake').fill('1');
    await slip.getByRole('button', { name: 'Place bet' }).click();

    await slip.getByRole('progressbar', { name: 'Live bet check' }).waitFor();
    await slip
      .getByRole('status')
      .filter({ hasText: 'Checking your live bet. It is accepted after 5 seconds.' })
      .waitFor();
    const working = slip.getByRole('button', { name: 'Placing…' });
    await expect(working.getAttribute('aria-busy')).resolves.toBe('true');
    release();
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('fits a 320 px wide screen, right to left too, while prices are stale', async () => {
    for (const [path, banner, reason] of [
      ['/sports/football', STALE_BANNER, SLIP_PAUSED],
      [
        '/ar/sports/football',
        'لا يتم تحديث الاحتمالات حاليًا، لذا تم إيقاف المراهنة مؤقتًا. اختياراتك محفوظة.',
        'المراهنة متوقفة مؤقتًا حتى وصول احتمالات محدّثة. اختياراتك ومبالغ رهاناتك محفوظة.',
      ],
    ] as const) {
      const { context, page } = await withFeed(async () => {
        const opened = await suite.browser.newContext({ viewport: { width: 320, height: 720 } });
        return { context: opened, page: await opened.newPage() };
      }, STALE);
      await page.goto(`${suite.product.webUrl}${path}`);
      await page.getByRole('status').filter({ hasText: banner }).waitFor();
      await expect.poll(() => page.locator('button[data-stale]').count()).toBeGreaterThan(0);
      const sideways = () =>
        page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      await expect(sideways(), `${path} scrolls sideways at 320 px`).resolves.toBeLessThanOrEqual(0);
      await page.locator('button[data-outcome-id]:not([aria-disabled="true"])').first().click();
      // Below 960 px the slip is a bottom sheet (a non-modal landmark since issue 16); its place button says why
      // it is disabled.
      const sheet = page.locator('aside#bet-slip');
      await sheet.waitFor();
      await sheet.getByText(reason).waitFor();
      await expect(sideways(), `${path} with the slip open`).resolves.toBeLessThanOrEqual(0);
      await context.close();
    }
  });
});
