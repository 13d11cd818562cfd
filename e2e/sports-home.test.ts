import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

describe('npm start: the whole product on one machine', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('redirects / to the sports home', async () => {
    const response = await fetch(`${product.webUrl}/`, { redirect: 'manual' });
    expect([307, 308]).toContain(response.status);
    expect(response.headers.get('location')).toMatch(/\/sports$/);
  });

  it('server-renders the live matches from the seeded catalogue and simulator', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.webUrl}/sports`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sportsbook' }).isVisible()).resolves.toBe(true);
    const live = page.getByRole('region', { name: /Live now \(\d+\)/ });
    const heading = await live.getByRole('heading').textContent();
    expect(Number(heading?.match(/\((\d+)\)/)?.[1])).toBeGreaterThanOrEqual(60);
    await expect(live.getByRole('listitem').count()).resolves.toBeGreaterThan(10);
    await page.close();
  });

  it('serves the Sportsbook and Platform APIs on the web origin', async () => {
    const sports = await fetch(`${product.webUrl}/api/v2/sports`);
    expect(sports.status).toBe(200);
    const body = (await sports.json()) as { data: { key: string }[] };
    expect(body.data.map((sport) => sport.key)).toContain('football');
    const player = await fetch(`${product.webUrl}/platform/player`);
    expect(player.status).toBe(401);
  });
});
