import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, waitForCondition } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

/** Price buttons: outcome buttons carry aria-pressed; their accessible name is outcome name and odds. */
const prices = (scope: Page | Locator) => scope.locator('button[data-outcome-id][aria-pressed]');

/** Text of every price button in a scope, in document order. */
async function priceTexts(scope: Page | Locator): Promise<string[]> {
  return prices(scope).evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
}

/** What changes by itself on a live page: scores, clocks and prices. */
async function liveSnapshot(page: Page): Promise<string> {
  return page.locator('main').evaluate((main) => {
    const parts: string[] = [];
    for (const element of main.querySelectorAll(
      'time, [role="img"], button[data-outcome-id][aria-pressed]',
    )) {
      parts.push(element.textContent ?? '');
    }
    return parts.join('|');
  });
}

describe('browsing the catalogue as a newcomer', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    // A fast simulator so live changes show within seconds.
    product = await startProduct({ SIM_RATE: '2000' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('goes from /sports to a sport, a league and a match by clicking, and sees its markets', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.webUrl}/sports`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy();
    await expect(page.getByRole('region', { name: /Top events/ }).isVisible()).resolves.toBe(true);

    // Sport: from the sport list (a link named after the sport).
    await page
      .getByRole('navigation', { name: 'Sports' })
      .getByRole('link', { name: /Football/ })
      .first()
      .click();
    await page.waitForURL(/\/sports\/football$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Football' }).isVisible()).resolves.toBe(true);
    await waitForCondition(page, "document.title.includes('Football')");

    // League: Premier League, from the leagues of the sport.
    await page
      .getByRole('region', { name: /Football: leagues/ })
      .getByRole('link', { name: /^Premier League/ })
      .first()
      .click();
    await page.waitForURL(/\/sports\/football\/premier-league$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Premier League' }).isVisible()).resolves.toBe(
      true,
    );

    // Match: the first upcoming match of the league, by its teams' link.
    const upcoming = page.getByRole('region', { name: /Upcoming events/ });
    const firstRow = upcoming.getByRole('listitem').first();
    const home = (await firstRow.getByRole('link').first().locator('span').first().textContent()) ?? '';
    expect(home.length).toBeGreaterThan(2);
    await firstRow.getByRole('link').first().click();
    await page.waitForURL(/\/sports\/football\/[a-z0-9-]+-\d+$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(home);

    // Markets, grouped, with buttons named with outcome and odds.
    const markets = page.getByRole('region', { name: /Markets/ });
    await expect(
      markets.getByRole('heading', { level: 3, name: '1x2', exact: true }).isVisible(),
    ).resolves.toBe(true);
    const draw = markets.getByRole('button', { name: /^Draw \d+(\.\d+)?/ }).first();
    await expect(draw.isVisible()).resolves.toBe(true);
    await expect(prices(markets).count()).resolves.toBeGreaterThan(10);

    // Another market group, without leaving the page.
    await markets.getByRole('link', { name: 'Totals' }).click();
    await expect(
      markets.getByRole('heading', { level: 3, name: 'Total goals', exact: true }).isVisible(),
    ).resolves.toBe(true);
    await page.close();
  });

  it('redirects / to the sports home and serves the APIs on the web origin', async () => {
    const root = await fetch(`${product.webUrl}/`, { redirect: 'manual' });
    expect([307, 308]).toContain(root.status);
    expect(root.headers.get('location')).toMatch(/\/sports$/);
    const sports = await fetch(`${product.webUrl}/api/v2/sports`);
    expect(sports.status).toBe(200);
    const body = (await sports.json()) as { data: { key: string }[] };
    expect(body.data.map((sport) => sport.key)).toContain('football');
    const player = await fetch(`${product.webUrl}/platform/player`);
    expect(player.status).toBe(401);
  });

  it('serves pages whose HTML holds the matches (no JavaScript needed)', async () => {
    const home = await (await fetch(`${product.webUrl}/sports`)).text();
    expect(home).toMatch(/Live now/);

    const api = await fetch(`${product.webUrl}/api/v2/matches?match_status=1&limit=3&sort_by=-bets_count`);
    const { data } = (await api.json()) as { data: { name: string; home: { name: string } | null }[] };
    expect(data.length).toBeGreaterThan(0);
    const html = await (await fetch(`${product.webUrl}/sports/live`)).text();
    for (const match of data) expect(html).toContain(match.home?.name ?? match.name);

    const league = await (await fetch(`${product.webUrl}/sports/football/premier-league`)).text();
    expect(league).toMatch(/<h1[^>]*>Premier League<\/h1>/);
    expect(league).toContain('<form');

    // The events filter is a plain GET form: its URL alone changes the listing.
    const filtered = await fetch(`${product.webUrl}/sports/football?time=1h&sortBy=popular&isBettable=true`);
    expect(filtered.status).toBe(200);

    // A league slug that ends in digits (laliga-2) is a league, not a match.
    const laliga2 = await (await fetch(`${product.webUrl}/sports/football/laliga-2`)).text();
    expect(laliga2).toMatch(/<h1[^>]*>LaLiga 2<\/h1>/);
    const category = await fetch(`${product.webUrl}/de/sports/football/england`);
    expect(category.status).toBe(200);

    const missing = await fetch(`${product.webUrl}/sports/football/no-such-league`);
    expect(missing.status).toBe(404);
    const missingSport = await fetch(`${product.webUrl}/sports/no-such-sport`);
    expect(missingSport.status).toBe(404);
  });

  it('shows a live score, clock or price change without reloading', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.webUrl}/sports/live`);
    await prices(page).first().waitFor();
    await page.evaluate(() => {
      (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const before = await liveSnapshot(page);
    let after = before;
    const deadline = Date.now() + 30_000;
    while (after === before && Date.now() < deadline) {
      await page.waitForTimeout(500);
      after = await liveSnapshot(page);
    }
    expect(after).not.toBe(before);
    await expect(
      page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    await page.close();
  });

  it('switches the odds format and every visible price changes', async () => {
    const page = await browser.newPage();
    // Few simulator ticks would not matter, but a prematch league keeps prices still while we compare.
    await page.goto(`${product.webUrl}/sports/football/premier-league`);
    const list = page.getByRole('region', { name: /Upcoming events/ });
    await prices(list).first().waitFor();
    const decimal = await priceTexts(list);
    expect(decimal.length).toBeGreaterThan(5);
    for (const text of decimal) expect(text).toMatch(/\d+\.\d\d/);

    await page
      .getByRole('combobox', { name: /Odds format/ })
      .first()
      .selectOption('american');
    // Every price of the page shows the American format (+150, -200).
    await waitForCondition(
      page,
      `[...document.querySelectorAll('main button[data-outcome-id][aria-pressed]')].every((b) => /[+-]\\d+/.test(b.textContent ?? ''))`,
    );
    const american = await priceTexts(list);
    expect(american).toHaveLength(decimal.length);
    for (let i = 0; i < american.length; i++) expect(american[i]).not.toBe(decimal[i]);
    await page.close();
  });
});
