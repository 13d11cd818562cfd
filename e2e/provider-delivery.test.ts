import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendInFront, backendInFront } from './support/backend-in-front';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';
import { routeRealtime } from './support/realtime-route';

/*
 * Spec §5: realtime match events are delivered only when the operator's settings allow the match's provider for
 * its sport type (GET /settings `sport_type_providers`), or the tester's `testProviders` cookie names it (core
 * DLV1-2). The operator here allows betconstruct only for regular sports, so a betradar football match is held
 * back. The test publishes into the page's real realtime connection (every real frame passes too).
 */

interface ApiMatch {
  id: number;
  slug: string;
  provider: string;
  main_market_id: number | null;
  sport: { key: string; type: string };
}
interface ApiMarket {
  id: number;
  specifier: string;
  outcomes: { id: string; odds: number }[];
}

/** Odds no demo price has: seeing them on a button means the published update was applied. */
const PUBLISHED_ODDS = 9.87;
const DAY_S = 86_400;

function publicPush(event: string, payload: unknown): string {
  return JSON.stringify({ push: { channel: 'public:en', pub: { data: { event, payload } } } });
}

describe('realtime match events of providers the operator does not allow (spec §5)', () => {
  let product: RunningProduct;
  let browser: Browser;
  let backend: BackendInFront;
  let match: ApiMatch;
  let published: ApiMarket;

  beforeAll(async () => {
    // The operator allows only betconstruct for regular sports (the demo default also allows betradar).
    backend = await backendInFront((url, answer) => {
      if (url.pathname !== '/api/v2/settings' || answer.status !== 200) return answer;
      const settings = JSON.parse(answer.body.toString()) as Record<string, unknown>;
      settings.sport_type_providers = { regular: ['betconstruct'], cyber: ['oddin'], premium_cricket: [] };
      return { status: 200, body: Buffer.from(JSON.stringify(settings)) };
    });
    // No simulator: the only updates are the ones this test publishes.
    product = await startProduct({ BACKEND_URL: backend.url, SIMULATOR: 'off' });
    backend.setTarget(product.apiUrl);
    browser = await launchBrowser();

    const listed = (await (
      await fetch(`${product.apiUrl}/api/v2/matches?match_status=0&type=match&limit=200`)
    ).json()) as { data: ApiMatch[] };
    const found = listed.data.find(
      (m) => m.provider === 'betradar' && m.sport.type === 'regular' && m.main_market_id !== null,
    );
    if (!found) throw new Error('the demo catalogue has no betradar match with a main market');
    match = found;
    const markets = (await (
      await fetch(`${product.apiUrl}/api/v2/matches/${match.id}/markets?limit=500`)
    ).json()) as { data: ApiMarket[] };
    const main = markets.data.find((market) => market.id === match.main_market_id);
    if (!main) throw new Error('the main market is not served');
    published = {
      ...main,
      outcomes: main.outcomes.map((outcome) => ({ ...outcome, odds: PUBLISHED_ODDS })),
    };
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    backend?.close();
  });

  /** The match page in `context`, with a way to publish into its realtime connection. */
  async function openMatchPage(context: BrowserContext) {
    const page = await context.newPage();
    const realtime = await routeRealtime(page);
    await page.goto(`${product.webUrl}/sports/${match.sport.key}/${match.slug}`);
    const markets = page.getByRole('region', { name: /^Markets/ });
    const prices = markets.locator('button[data-outcome-id][aria-pressed]');
    await prices.first().waitFor();
    await realtime.subscribed('public:en');
    const publish = (frame: string) => realtime.push(frame);
    const texts = () => prices.evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    return { page, markets, prices, publish, texts };
  }

  const showsPublished = (texts: string[]) => texts.some((text) => text.includes(String(PUBLISHED_ODDS)));

  it("does not apply a held-back match's updates, while other publications still reach the page", async () => {
    const context = await browser.newContext();
    const { markets, prices, publish, texts } = await openMatchPage(context);
    expect(showsPublished(await texts())).toBe(false);

    publish(publicPush('markets_changed', { markets: [published] }));
    // A later publication that is no match event (provider statuses): once the page shows it, the odds
    // before it have been handled too.
    publish(
      publicPush('provider_status_changed', {
        provider_statuses: { betradar: 'inactive', oddin: 'active', betconstruct: 'active' },
      }),
    );
    await expect
      .poll(() => markets.locator('button[aria-disabled="true"]').count(), { timeout: 10_000 })
      .toBe(await prices.count());
    expect(showsPublished(await texts())).toBe(false);
    await context.close();
  });

  it('applies them in a tester browser: ?test_providers= keeps the cookie 30 days, an empty one clears it', async () => {
    const context = await browser.newContext();
    const landing = await context.newPage();
    await landing.goto(`${product.webUrl}/sports?test_providers=BetRadar,nope`);
    const cookie = async () => (await context.cookies()).find((c) => c.name === 'testProviders');
    await expect.poll(async () => (await cookie())?.value, { timeout: 10_000 }).toBe('betradar');
    expect(Math.round((((await cookie())?.expires ?? 0) - Date.now() / 1000) / DAY_S)).toBe(30);
    await landing.close();

    const { page, publish, texts } = await openMatchPage(context);
    publish(publicPush('markets_changed', { markets: [published] }));
    await expect.poll(async () => showsPublished(await texts()), { timeout: 10_000 }).toBe(true);

    await page.goto(`${product.webUrl}/sports?test_providers=`);
    await expect.poll(cookie, { timeout: 10_000 }).toBeUndefined();
    await context.close();
  });
});
