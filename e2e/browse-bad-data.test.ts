import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendInFront, backendInFront, type Rewrite } from './support/backend-in-front';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

/**
 * The real backend, but the live match list comes back with status as a string (an unknown enum value) and
 * match pages' markets are not JSON at all.
 */
const corrupt: Rewrite = (url, answer) => {
  if (url.pathname === '/api/v2/matches' && url.searchParams.get('match_status') === '1') {
    const json = JSON.parse(answer.body.toString()) as { data: { status: unknown }[] };
    for (const match of json.data) match.status = 'live';
    return { status: answer.status, body: Buffer.from(JSON.stringify(json)) };
  }
  if (/^\/api\/v2\/matches\/\d+\/markets$/.test(url.pathname)) {
    return { status: answer.status, body: Buffer.from('{"data": [tr') };
  }
  return answer;
};

describe('a backend that answers with malformed data', () => {
  let product: RunningProduct;
  let browser: Browser;
  let backend: BackendInFront;

  beforeAll(async () => {
    backend = await backendInFront(corrupt);
    product = await startProduct({ BACKEND_URL: backend.url, SIMULATOR: 'off' });
    backend.setTarget(product.apiUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    backend?.close();
  });

  it('shows an error state for the broken block and keeps the rest of the page', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.webUrl}/sports/live`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /could not be loaded/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    // Prematch listings are not corrupted: a sport page still lists its matches.
    await page.goto(`${product.webUrl}/sports/football`);
    await expect(
      page
        .getByRole('region', { name: /Upcoming events/ })
        .getByRole('listitem')
        .count(),
    ).resolves.toBeGreaterThan(0);
    await page.close();
  });

  it('keeps the match page up when its markets are not even JSON', async () => {
    const list = (await (await fetch(`${product.apiUrl}/api/v2/matches?match_status=0&limit=1`)).json()) as {
      data: { slug: string; sport: { key: string } }[];
    };
    const match = list.data[0];
    expect(match).toBeDefined();
    const page = await browser.newPage();
    const response = await page.goto(`${product.webUrl}/sports/${match?.sport.key}/${match?.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).isVisible()).resolves.toBe(true);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /could not be loaded/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await page.close();
  });
});
