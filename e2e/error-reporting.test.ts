import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendInFront, backendInFront } from './support/backend-in-front';
import { launchBrowser, waitForCondition } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

/*
 * Error reporting of spec §7.5, §8, §9 end to end: the product runs with a DSN naming a fake ingest server on
 * loopback and SENTRY_TUNNEL=1. A real client error reaches the ingest through the product's own tunnel
 * (/fe-api/errors) with the release and environment of §9; errors the §8 filter drops never leave the page; a
 * sprite that does not load is reported; trace headers go only where ERRS4 says; a server error is sent too.
 */

interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

interface ReportedEvent {
  readonly release?: string;
  readonly environment?: string;
  readonly tags?: Record<string, string>;
  readonly extra?: Record<string, unknown>;
  readonly exception?: { values?: { type?: string; value?: string }[] };
}

/** The error events of the envelopes the ingest received (other items, such as client reports, left out). */
function events(received: readonly Received[]): ReportedEvent[] {
  return received
    .filter((request) => request.method === 'POST' && /\/api\/1\/envelope\/?$/.test(request.path))
    .flatMap((request) => {
      const lines = request.body.split('\n').filter(Boolean);
      const out: ReportedEvent[] = [];
      for (let i = 1; i + 1 < lines.length; i += 2) {
        const header = JSON.parse(lines[i] ?? '{}') as { type?: string };
        if (header.type === 'event') out.push(JSON.parse(lines[i + 1] ?? '{}') as ReportedEvent);
      }
      return out;
    });
}

const messageOf = (event: ReportedEvent) => event.exception?.values?.[0]?.value ?? '';

/** Throws in the page, outside any handler: what the SDK's global handler catches. */
async function throwInPage(page: Page, name: string, message: string): Promise<void> {
  await page.evaluate(
    `setTimeout(() => { const e = new Error(${JSON.stringify(message)}); e.name = ${JSON.stringify(name)}; throw e; }, 0)`,
  );
}

describe('error reporting through the tunnel (spec §7.5, §8, §9)', () => {
  let ingest: Server;
  let port: number;
  const received: Received[] = [];
  let backend: BackendInFront;
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    ingest = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString(),
      });
      response.writeHead(200, {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'content-type': 'application/json',
      });
      response.end('{}');
    });
    // Every interface: `localhost` may resolve to ::1 or 127.0.0.1 in the browser.
    await new Promise<void>((resolve) => ingest.listen(0, resolve));
    port = (ingest.address() as AddressInfo).port;
    backend = await backendInFront();
    product = await startProduct({
      SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1`,
      SENTRY_TUNNEL: '1',
      // §9: without an environment of its own or a hosting one, reports say production.
      SENTRY_ENVIRONMENT: '',
      VERCEL_ENV: '',
      BACKEND_URL: backend.url,
      SIMULATOR: 'off',
    });
    backend.setTarget(product.apiUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    backend?.close();
    ingest?.close();
  });

  /** A page on /sports once the SDK has loaded (it loads when the page is idle). */
  async function reportingPage(
    onRoute?: (page: Page) => Promise<void>,
    options: { bypassCSP?: boolean } = {},
  ) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await onRoute?.(page);
    await page.goto(`${product.webUrl}/sports`);
    await waitForCondition(
      page,
      'window.onerror !== null && window.onerror.__SENTRY_INSTRUMENTED__ === true',
      20_000,
    );
    return { context, page, requested };
  }

  it('sends a real client error through /fe-api/errors with the release and environment, and drops the filtered ones', async () => {
    const { context, page, requested } = await reportingPage();
    // Dropped by the §8 filter (ERRF6, ERRF8): never sent.
    await throwInPage(page, 'ChunkLoadError', 'Loading chunk 4242 failed.');
    await throwInPage(page, 'Error', 'ResizeObserver loop limit exceeded');
    // A real error, thrown after them: once it has arrived, the others would have too.
    await throwInPage(page, 'TypeError', 'e2e: the odds of an outcome could not be read');

    await expect
      .poll(() => events(received).some((e) => messageOf(e).startsWith('e2e: the odds')), { timeout: 20_000 })
      .toBe(true);
    const event = events(received).find((e) => messageOf(e).startsWith('e2e: the odds'));
    expect(event?.exception?.values?.[0]?.type).toBe('TypeError');
    // §9: release set at build time, environment production by default.
    expect(event?.release).toMatch(process.env.SENTRY_RELEASE ?? /^sportsbook-web@\d+\.\d+\.\d+\+\w+$/);
    expect(event?.environment).toBe('production');
    const messages = events(received).map(messageOf);
    expect(messages.some((m) => m.includes('Loading chunk 4242'))).toBe(false);
    expect(messages.some((m) => m.includes('ResizeObserver'))).toBe(false);

    // Through the product's own host: the browser never called the ingest's host.
    expect(requested).toContain(`${product.webUrl}/fe-api/errors`);
    expect(requested.some((url) => url.includes(`:${port}/api/`))).toBe(false);
    await context.close();
  });

  it('reports an icon sprite that does not load (spec §8)', async () => {
    const { context } = await reportingPage(async (page) => {
      await page.route(/\/fe-api\/icons\.svg/, (route) =>
        route.fulfill({ status: 500, body: 'unavailable' }),
      );
    });
    await expect
      .poll(
        () => events(received).some((e) => messageOf(e).startsWith('the icon sprite did not load: HTTP 500')),
        {
          timeout: 20_000,
        },
      )
      .toBe(true);
    await context.close();
  });

  it('puts trace headers only on requests to localhost and to api/ paths of its own origin (ERRS4)', async () => {
    // The probes fetch other origins, which the page's policy refuses (connect-src) before the SDK is asked:
    // this test is about the SDK's choice, so the browser does not apply the policy here.
    const { context, page } = await reportingPage(undefined, { bypassCSP: true });
    const headersOf = async (url: string, run: string) => {
      const request = page.waitForRequest((r) => r.url() === url && r.method() === 'GET');
      await page.evaluate(`${run}.catch(() => {})`);
      return (await request).allHeaders();
    };
    const api = await headersOf(`${product.webUrl}/api/v2/sports`, `fetch('/api/v2/sports')`);
    expect(api['sentry-trace']).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
    expect(api.baggage).toContain('sentry-');
    const platform = await headersOf(`${product.webUrl}/platform/player`, `fetch('/platform/player')`);
    expect(platform['sentry-trace']).toBeUndefined();
    const elsewhere = await headersOf(
      `http://127.0.0.1:${port}/probe/other-origin`,
      `fetch('http://127.0.0.1:${port}/probe/other-origin')`,
    );
    expect(elsewhere['sentry-trace']).toBeUndefined();
    expect(elsewhere.baggage).toBeUndefined();
    const local = await headersOf(
      `http://localhost:${port}/probe/localhost`,
      `fetch('http://localhost:${port}/probe/localhost')`,
    );
    expect(local['sentry-trace']).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
    await context.close();
  });

  it('sends a server error too, with the same release and environment', async () => {
    const fromSitemap = (e: ReportedEvent) =>
      e.tags?.runtime === 'server' && e.extra?.where === 'sitemap: catalogue';
    // The sitemap's catalogue read fails on the server (the backend answers 500 for categories).
    backend.setRewrite((url, answer) =>
      url.pathname === '/api/v2/categories' ? { status: 500, body: Buffer.from('{}') } : answer,
    );
    try {
      const sitemap = await fetch(`${product.webUrl}/sitemap.xml`);
      expect(sitemap.status).toBe(200);
      await expect.poll(() => events(received).find(fromSitemap), { timeout: 20_000 }).toBeDefined();
    } finally {
      backend.setRewrite(undefined);
    }
    const server = events(received).find(fromSitemap);
    expect(server?.exception?.values?.[0]?.value).toMatch(/HTTP 500/);
    expect(server?.environment).toBe('production');
    const client = events(received).find((e) => e.tags?.runtime !== 'server');
    expect(server?.release).toBe(client?.release);
    // Posted by the server straight to the DSN's host, with the key of the DSN.
    const post = received.find((r) => r.body.includes('"where":"sitemap: catalogue"'));
    expect(post?.headers['x-sentry-auth']).toContain('sentry_key=publickey');
  });
});
