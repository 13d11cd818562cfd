import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { freePort, type RunningProduct, startProduct } from './support/product';

/**
 * A backend in front of the real one that corrupts some answers: the live match list comes back with
 * status as a string (an unknown enum value), one match page's markets are not JSON at all.
 */
async function corruptingBackend(): Promise<{ url: string; setTarget(url: string): void; server: Server }> {
  let target: string | undefined;
  const port = await freePort();
  const server = createServer(async (request, response) => {
    if (!target) {
      response.writeHead(503).end();
      return;
    }
    const url = new URL(request.url ?? '/', target);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
      ),
    );
    const upstream = await fetch(url, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    if (url.pathname === '/api/v2/matches' && url.searchParams.get('match_status') === '1') {
      const json = JSON.parse(body.toString()) as { data: { status: unknown }[] };
      for (const match of json.data) match.status = 'live';
      body = Buffer.from(JSON.stringify(json));
    }
    if (/^\/api\/v2\/matches\/\d+\/markets$/.test(url.pathname)) body = Buffer.from('{"data": [tr');
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'text/plain',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget: (url) => {
      target = url;
    },
    server,
  };
}

describe('a backend that answers with malformed data', () => {
  let product: RunningProduct;
  let browser: Browser;
  let backend: Awaited<ReturnType<typeof corruptingBackend>>;

  beforeAll(async () => {
    backend = await corruptingBackend();
    product = await startProduct({ BACKEND_URL: backend.url, SIMULATOR: 'off' });
    backend.setTarget(product.apiUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    backend?.server.close();
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
