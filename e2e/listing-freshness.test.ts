import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendInFront, backendInFront, type Rewrite } from './support/backend-in-front';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { routeRealtime } from './support/realtime-route';

interface ListedMatch {
  id: number;
  slug: string;
  status: number;
  provider: string;
  sport: { key: string };
  home: { name: string } | null;
  away: { name: string } | null;
}

/** A rewrite that leaves the matches `hidden` out of every match list. */
function hiding(hidden: readonly number[]): Rewrite {
  return (url, answer) => {
    if (url.pathname !== '/api/v2/matches' || answer.status !== 200) return answer;
    const json = JSON.parse(answer.body.toString()) as { data: ListedMatch[] };
    json.data = json.data.filter((match) => !hidden.includes(match.id));
    return { status: answer.status, body: Buffer.from(JSON.stringify(json)) };
  };
}

/** A publication on the public channel, as the hub pushes it (Centrifuge protocol, JSON). */
function publicPush(event: string, payload: unknown): string {
  return JSON.stringify({ push: { channel: 'public:en', pub: { data: { event, payload } } } });
}

/** Opens a page whose realtime connection the test can publish into (every real frame passes through). */
async function openWithPush(browser: Browser, url: string) {
  const page = await browser.newPage();
  const realtime = await routeRealtime(page);
  await page.goto(url);
  await page.evaluate(() => {
    (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await realtime.subscribed('public:en');
  const publish = (frame: string) => realtime.push(frame);
  const notReloaded = () =>
    page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded);
  return { page, publish, notReloaded };
}

const teams = (match: ListedMatch) => `${match.home?.name} ${match.away?.name}`;

describe('listings follow matches that start and end', () => {
  let product: RunningProduct;
  let browser: Browser;
  let backend: BackendInFront;

  beforeAll(async () => {
    backend = await backendInFront();
    // No simulator: the only status changes are the ones this test publishes.
    product = await startProduct({ BACKEND_URL: backend.url, SIMULATOR: 'off' });
    backend.setTarget(product.apiUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    backend?.close();
  });

  it('shows a match that goes live under Live now and drops one that ends, without a reload', async () => {
    const response = await fetch(`${product.apiUrl}/api/v2/matches?match_status=1&type=match&limit=2`);
    const [starting, ending] = ((await response.json()) as { data: ListedMatch[] }).data;
    if (!starting || !ending) throw new Error('the demo catalogue has fewer than two live matches');
    backend.setRewrite(hiding([starting.id]));

    const { page, publish, notReloaded } = await openWithPush(browser, `${product.webUrl}/sports/live`);
    const live = page.getByRole('region', { name: /^Live now/ });
    await live.getByRole('link', { name: teams(ending) }).waitFor();
    await expect(live.getByRole('link', { name: teams(starting) }).count()).resolves.toBe(0);

    // The match kicks off: the catalogue lists it, and the feed says so.
    backend.setRewrite(undefined);
    publish(publicPush('match_status_changed', { match: starting }));
    await live.getByRole('link', { name: teams(starting) }).waitFor({ timeout: 20_000 });

    // The other one ends: the catalogue no longer lists it as live.
    backend.setRewrite(hiding([ending.id]));
    publish(publicPush('match_status_changed', { match: { ...ending, status: 4 } }));
    await live.getByRole('link', { name: teams(ending) }).waitFor({ state: 'detached', timeout: 30_000 });

    await expect(notReloaded()).resolves.toBe(true);
    await page.close();
  });

  it('says so when a live update cannot be read, fetches the prices again and carries on', async () => {
    backend.setRewrite(undefined);
    const { page, publish, notReloaded } = await openWithPush(browser, `${product.webUrl}/sports/live`);
    publish(publicPush('markets_changed', { markets: 'not a list of markets' }));
    const notice = page.getByRole('status').filter({ hasText: /could not be read/ });
    await notice.waitFor({ timeout: 10_000 });
    await notice.waitFor({ state: 'detached', timeout: 20_000 });
    await expect(
      page
        .getByRole('region', { name: /^Live now/ })
        .getByRole('listitem')
        .count(),
    ).resolves.toBeGreaterThan(0);
    await expect(notReloaded()).resolves.toBe(true);
    await page.close();
  });

  it('suspends the prices of a match page while its data provider is out, and lifts it after', async () => {
    backend.setRewrite(undefined);
    const response = await fetch(`${product.apiUrl}/api/v2/matches?match_status=0&type=match&limit=1`);
    const [match] = ((await response.json()) as { data: ListedMatch[] }).data;
    if (!match) throw new Error('the demo catalogue has no prematch match');
    const { page, publish } = await openWithPush(
      browser,
      `${product.webUrl}/sports/${match.sport.key}/${match.slug}`,
    );
    const markets = page.getByRole('region', { name: /^Markets/ });
    // The outcome buttons (toggle buttons), not the other buttons of the block.
    const prices = markets.locator('button[aria-pressed]');
    await prices.first().waitFor();
    await expect(markets.getByText('Suspended').count()).resolves.toBe(0);

    const statuses = (active: boolean) => ({
      provider_statuses: {
        betradar: 'active',
        oddin: 'active',
        betconstruct: 'active',
        [match.provider]: active ? 'active' : 'inactive',
      },
    });
    publish(publicPush('provider_status_changed', statuses(false)));
    await expect
      .poll(() => markets.locator('button[aria-disabled="true"]').count(), { timeout: 10_000 })
      .toBe(await prices.count());
    await expect(markets.getByText('Suspended').count()).resolves.toBeGreaterThan(0);

    publish(publicPush('provider_status_changed', statuses(true)));
    await expect
      .poll(() => markets.locator('button[aria-disabled="true"]').count(), { timeout: 10_000 })
      .toBe(0);
    await page.close();
  });
});
