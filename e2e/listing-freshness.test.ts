import { createServer, type Server } from 'node:http';
import type { Browser, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { freePort, type RunningProduct, startProduct } from './support/product';

interface ListedMatch {
  id: number;
  slug: string;
  status: number;
  provider: string;
  sport: { key: string };
  home: { name: string } | null;
  away: { name: string } | null;
}

/**
 * A backend in front of the real one that leaves chosen matches out of every match list, so a test can
 * make the catalogue's answer change the way it does when a match starts or ends.
 */
async function hidingBackend(): Promise<{
  url: string;
  setTarget(url: string): void;
  hide(ids: number[]): void;
  server: Server;
}> {
  let target: string | undefined;
  let hidden = new Set<number>();
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
    if (url.pathname === '/api/v2/matches' && upstream.ok) {
      const json = JSON.parse(body.toString()) as { data: ListedMatch[] };
      json.data = json.data.filter((match) => !hidden.has(match.id));
      body = Buffer.from(JSON.stringify(json));
    }
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
    hide: (ids) => {
      hidden = new Set(ids);
    },
    server,
  };
}

/** A publication on the public channel, as the hub pushes it (Centrifuge protocol, JSON). */
function publicPush(event: string, payload: unknown): string {
  return JSON.stringify({ push: { channel: 'public:en', pub: { data: { event, payload } } } });
}

/** Opens a page whose realtime connection the test can publish into (every real frame passes through). */
async function openWithPush(browser: Browser, url: string) {
  const page = await browser.newPage();
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/connection\/websocket/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto(url);
  await page.evaluate(() => {
    (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  await expect.poll(() => sockets.length, { timeout: 15_000 }).toBeGreaterThan(0);
  // The public channel is subscribed once the client has loaded and connected.
  await page.waitForTimeout(1_500);
  const publish = (frame: string) => {
    for (const socket of sockets) socket.send(frame);
  };
  const notReloaded = () =>
    page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded);
  return { page, publish, notReloaded };
}

const teams = (match: ListedMatch) => `${match.home?.name} ${match.away?.name}`;

describe('listings follow matches that start and end', () => {
  let product: RunningProduct;
  let browser: Browser;
  let backend: Awaited<ReturnType<typeof hidingBackend>>;

  beforeAll(async () => {
    backend = await hidingBackend();
    // No simulator: the only status changes are the ones this test publishes.
    product = await startProduct({ BACKEND_URL: backend.url, SIMULATOR: 'off' });
    backend.setTarget(product.apiUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    backend?.server.close();
  });

  it('shows a match that goes live under Live now and drops one that ends, without a reload', async () => {
    const response = await fetch(`${product.apiUrl}/api/v2/matches?match_status=1&type=match&limit=2`);
    const [starting, ending] = ((await response.json()) as { data: ListedMatch[] }).data;
    if (!starting || !ending) throw new Error('the demo catalogue has fewer than two live matches');
    backend.hide([starting.id]);

    const { page, publish, notReloaded } = await openWithPush(browser, `${product.webUrl}/sports/live`);
    const live = page.getByRole('region', { name: /^Live now/ });
    await live.getByRole('link', { name: teams(ending) }).waitFor();
    await expect(live.getByRole('link', { name: teams(starting) }).count()).resolves.toBe(0);

    // The match kicks off: the catalogue lists it, and the feed says so.
    backend.hide([]);
    publish(publicPush('match_status_changed', { match: starting }));
    await live.getByRole('link', { name: teams(starting) }).waitFor({ timeout: 20_000 });

    // The other one ends: the catalogue no longer lists it as live.
    backend.hide([ending.id]);
    publish(publicPush('match_status_changed', { match: { ...ending, status: 4 } }));
    await live.getByRole('link', { name: teams(ending) }).waitFor({ state: 'detached', timeout: 30_000 });

    await expect(notReloaded()).resolves.toBe(true);
    await page.close();
  });

  it('says so when a live update cannot be read, fetches the prices again and carries on', async () => {
    backend.hide([]);
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
    backend.hide([]);
    const response = await fetch(`${product.apiUrl}/api/v2/matches?match_status=0&type=match&limit=1`);
    const [match] = ((await response.json()) as { data: ListedMatch[] }).data;
    if (!match) throw new Error('the demo catalogue has no prematch match');
    const { page, publish } = await openWithPush(
      browser,
      `${product.webUrl}/sports/${match.sport.key}/${match.slug}`,
    );
    const markets = page.getByRole('region', { name: /^Markets/ });
    const prices = markets.getByRole('button', { pressed: false });
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
    publish(
      JSON.stringify({
        push: {
          channel: 'public:en',
          pub: { data: { event: 'provider_status_changed', payload: statuses(false) } },
        },
      }),
    );
    await expect
      .poll(() => markets.locator('button[aria-disabled="true"]').count(), { timeout: 10_000 })
      .toBe(await prices.count());
    await expect(markets.getByText('Suspended').count()).resolves.toBeGreaterThan(0);

    publish(
      JSON.stringify({
        push: {
          channel: 'public:en',
          pub: { data: { event: 'provider_status_changed', payload: statuses(true) } },
        },
      }),
    );
    await expect
      .poll(() => markets.locator('button[aria-disabled="true"]').count(), { timeout: 10_000 })
      .toBe(0);
    await page.close();
  });
});
