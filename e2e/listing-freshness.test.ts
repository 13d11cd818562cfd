import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hiding, type ListedMatch, listingSuite, publicPush, teams } from './support/live-listing';
import { routeRealtime } from './support/realtime-route';

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

describe('listings follow matches that start and end', () => {
  const suite = listingSuite();

  it('shows a match that goes live under Live now and drops one that ends, without a reload', async () => {
    const [starting, ending] = await suite.liveMatches(2);
    if (!starting || !ending) throw new Error('the demo catalogue has fewer than two live matches');
    suite.backend.setRewrite(hiding([starting.id]));

    const { page, publish, notReloaded } = await openWithPush(
      suite.browser,
      `${suite.product.webUrl}/sports/live`,
    );
    const live = page.getByRole('region', { name: /^Live now/ });
    await live.getByRole('link', { name: teams(ending) }).waitFor();
    await expect(live.getByRole('link', { name: teams(starting) }).count()).resolves.toBe(0);

    // The match kicks off: the catalogue lists it, and the feed says so.
    suite.backend.setRewrite(undefined);
    publish(publicPush('match_status_changed', { match: starting }));
    await live.getByRole('link', { name: teams(starting) }).waitFor({ timeout: 20_000 });

    // The other one ends: the catalogue no longer lists it as live.
    suite.backend.setRewrite(hiding([ending.id]));
    publish(publicPush('match_status_changed', { match: { ...ending, status: 4 } }));
    await live.getByRole('link', { name: teams(ending) }).waitFor({ state: 'detached', timeout: 30_000 });

    await expect(notReloaded()).resolves.toBe(true);
    await page.close();
  });

  it('draws the live page’s first screen on the server and every other live match in the browser', async () => {
    // Issue 17: a render of /sports/live costs what its first screen costs, not what 100 live matches do.
    suite.backend.setRewrite(undefined);
    const all = await suite.liveMatches(500);
    const html = await (await fetch(`${suite.product.webUrl}/sports/live`)).text();
    const onServer = all.filter((match) => html.includes(`href="/sports/${match.sport.key}/${match.slug}"`));
    expect(onServer.length).toBeGreaterThanOrEqual(Math.min(20, all.length));
    expect(onServer.length).toBeLessThan(all.length);

    // The browser asks for the rest by id; the first time the backend fails, and the page says so.
    suite.backend.setRewrite((url, answer) =>
      url.pathname === '/api/v2/matches' && url.searchParams.has('id')
        ? { status: 503, body: Buffer.from('{"error":{"code":"unavailable"}}') }
        : answer,
    );
    const page = await suite.browser.newPage();
    await page.goto(`${suite.product.webUrl}/sports/live`);
    const live = page.getByRole('region', { name: /^Live now/ });
    await live.getByRole('alert').filter({ hasText: 'Some events could not be loaded.' }).first().waitFor();
    await expect(live.getByRole('listitem').count()).resolves.toBe(onServer.length);

    // Back: each part fetches again on request, and every live match is listed once.
    suite.backend.setRewrite(undefined);
    const retries = live.getByRole('button', { name: 'Try again' });
    for (let left = await retries.count(); left > 0; left = await retries.count())
      await retries.first().click();
    await expect.poll(() => live.getByRole('listitem').count(), { timeout: 20_000 }).toBe(all.length);
    await expect(live.getByRole('alert').count()).resolves.toBe(0);
    for (const match of all) {
      await expect(live.getByRole('link', { name: teams(match) }).count()).resolves.toBe(1);
    }
    await page.close();
  });

  it('says so when a live update cannot be read, fetches the prices again and carries on', async () => {
    suite.backend.setRewrite(undefined);
    const { page, publish, notReloaded } = await openWithPush(
      suite.browser,
      `${suite.product.webUrl}/sports/live`,
    );
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
    suite.backend.setRewrite(undefined);
    const response = await fetch(`${suite.product.apiUrl}/api/v2/matches?match_status=0&type=match&limit=1`);
    const [match] = ((await response.json()) as { data: ListedMatch[] }).data;
    if (!match) throw new Error('the demo catalogue has no prematch match');
    const { page, publish } = await openWithPush(
      suite.browser,
      `${suite.product.webUrl}/sports/${match.sport.key}/${match.slug}`,
    );
    const markets = page.getByRole('region', { name: /^Markets/ });
    // The outcome buttons (toggle buttons), not the other buttons of the block.
    const prices = markets.locator('button[data-outcome-id][aria-pressed]');
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
