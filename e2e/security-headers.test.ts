import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendInFront, backendInFront } from './support/backend-in-front';
import { launchBrowser, waitForCondition } from './support/browser';
import {
  collectViolations,
  expectNoViolations,
  expectSecurityHeaders,
  nonceOf,
  policyOf,
  type Violation,
} from './support/content-security';
import { playerLoaded, signIn } from './support/player';
import { type RunningProduct, startProduct } from './support/product';

/*
 * The web app's security headers (docs/operators.md "Security headers", ADR 0014) on every route family,
 * over http and behind an https proxy, and the product working under its policy: every page family, the
 * realtime connection, the cashier frame, toasts, error reports through the tunnel and the demo host framing
 * the product, with no Content-Security-Policy violation reported by any document.
 */

const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

interface CatalogueMatch {
  readonly id: number;
  readonly slug: string;
  readonly type: string;
  readonly sport: { readonly key: string };
}

describe('security headers and the policy in the browser', () => {
  let front: BackendInFront;
  let ingest: Server;
  const reports: string[] = [];
  let product: RunningProduct;
  let browser: Browser;
  /** A match page, a league page, and a match page whose backend read fails (a 500 from the render). */
  const paths = { match: '', league: '', broken: '' };

  beforeAll(async () => {
    ingest = createServer(async (request, response) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      if (request.method === 'POST') reports.push(Buffer.concat(chunks).toString());
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
    let brokenMatchId = -1;
    front = await backendInFront((url, answer) =>
      url.pathname === `/api/v2/matches/${brokenMatchId}`
        ? { status: 500, body: Buffer.from('{"error":{"code":"internal","message":"down"}}') }
        : answer,
    );
    product = await startProduct({
      BACKEND_URL: front.url,
      // The test's requests come from loopback: it plays the TLS proxy that says https.
      TRUSTED_PROXIES: 'loopback',
      SENTRY_DSN: `http://public@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`,
      SENTRY_TUNNEL: '1',
    });
    front.setTarget(product.apiUrl);
    browser = await launchBrowser();
    const matches = (
      (await (await fetch(`${product.apiUrl}/api/v2/matches?limit=20&match_status=0`)).json()) as {
        data: CatalogueMatch[];
      }
    ).data.filter((match) => match.type === 'match');
    const [shown, broken] = matches;
    if (!shown || !broken) throw new Error('the demo catalogue has upcoming matches');
    paths.match = `/sports/${shown.sport.key}/${shown.slug}`;
    paths.broken = `/sports/${broken.sport.key}/${broken.slug}`;
    brokenMatchId = broken.id;
    const leagues = (await (await fetch(`${product.apiUrl}/api/v2/tournaments?limit=1`)).json()) as {
      data: { slug: string; sport: { key: string } }[];
    };
    const league = leagues.data[0];
    if (!league) throw new Error('the demo catalogue has leagues');
    paths.league = `/sports/${league.sport.key}/${league.slug}`;
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    front?.close();
    await new Promise((resolve) => ingest?.close(resolve));
  });

  /** GETs a path of the web app, as a browser would or through a proxy that terminated https. */
  const get = (path: string, https: boolean) =>
    fetch(`${product.webUrl}${path}`, {
      redirect: 'manual',
      headers: https ? { 'x-forwarded-proto': 'https' } : {},
    });

  /** Every family of `routes` (label → path and status) answers with every header, over http and https. */
  async function expectFamilies(routes: Record<string, [path: string, status: number]>): Promise<void> {
    for (const [label, [path, status]] of Object.entries(routes)) {
      for (const https of [false, true]) {
        const response = await get(path, https);
        expect(response.status, `${label} ${path}`).toBe(status);
        expectSecurityHeaders(response, `${label} ${path}${https ? ' (https)' : ''}`, https);
        await response.arrayBuffer();
      }
    }
  }

  /** The web's own policy on a page: its nonce on every script of the HTML, the host origins framing. */
  async function expectPagePolicy(path: string, status: number): Promise<void> {
    const response = await get(path, false);
    expect(response.status, path).toBe(status);
    const header = response.headers.get('content-security-policy');
    const nonce = nonceOf(header);
    expect(nonce, path).toBeDefined();
    expect(policyOf(header).get('frame-ancestors'), path).toEqual([
      "'self'",
      `http://localhost:${new URL(product.apiUrl).port}`,
      `http://127.0.0.1:${new URL(product.apiUrl).port}`,
    ]);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const attributes of scripts) {
      if (attributes.includes('application/ld+json')) continue;
      expect(attributes, `${path}: a script without this answer's nonce`).toContain(`nonce="${nonce}"`);
    }
  }

  describe('on every route family', () => {
    it('pages, each answer with its own nonce on all of its scripts', async () => {
      await expectFamilies({
        home: ['/sports', 200],
        live: ['/sports/live', 200],
        'another locale': ['/de/sports', 200],
        match: [paths.match, 200],
        league: [paths.league, 200],
        redirect: ['/br/sports', 307],
      });
      await expectPagePolicy('/sports', 200);
      await expectPagePolicy(paths.match, 200);
      const nonces = await Promise.all([get('/sports', false), get('/sports', false)]).then((answers) =>
        answers.map((answer) => nonceOf(answer.headers.get('content-security-policy'))),
      );
      expect(nonces[0]).not.toBe(nonces[1]);
    });

    it('auth pages, the reset page with its token in the URL among them', async () => {
      await expectFamilies({
        'sign-in': ['/sports/users/sign-in', 200],
        'sign-up': ['/sports/users/sign-up', 200],
        'password new': ['/sports/users/password/new', 200],
        'password edit': ['/sports/users/password/edit?reset_password_token=abc123', 200],
        confirmation: ['/sports/users/confirmation?confirmation_token=abc123', 200],
      });
      await expectPagePolicy('/sports/users/password/edit?reset_password_token=abc123', 200);
    });

    it('error pages, the not-found page of unknown URLs, and a 500 of a failing render', async () => {
      await expectFamilies({
        '404 page': ['/sports/404', 404],
        '500 page': ['/sports/500', 500],
        blocked: ['/sports/blocked', 200],
        locked: ['/sports/locked', 200],
        'unknown URL': ['/no-such-page', 404],
        'unknown league': ['/sports/football/no-such-league-x', 404],
        'failing render': [paths.broken, 500],
      });
      await expectPagePolicy('/sports/404', 404);
      await expectPagePolicy('/no-such-page', 404);
      await expectPagePolicy('/sports/500', 500);
      await expectPagePolicy(paths.broken, 500);
    });

    it('malformed URLs: the not-found page or 400, never a 500', async () => {
      await expectFamilies({
        'bad percent-encoding': ['/sports/%ff', 404],
        'bad encoding with a locale': ['/de/sports/live/%E0%A4%A', 404],
        'a lone percent': ['/%', 404],
        'a NUL byte': ['/sports/%00', 404],
        'a long path': [`/sports/${'a'.repeat(10_000)}`, 404],
      });
      // Over Node's 16 KiB limit the request is never read: the web server answers 400 itself, with the
      // headers it can write without knowing whether a proxy said https (so no HSTS).
      for (const https of [false, true]) {
        const overlong = await get(`/sports/${'a'.repeat(20_000)}`, https);
        expect(overlong.status).toBe(400);
        expectSecurityHeaders(overlong, 'overlong path', false);
      }
      await expectPagePolicy('/sports/%ff', 404);
      const notFound = await (await get('/de/sports/%ff', false)).text();
      expect(notFound).toContain('data-page="not_found"');
    });

    it('static files, the web’s own routes, and the backend’s answers proxied through the web', async () => {
      const html = await (await get('/sports', false)).text();
      const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
      expect(chunk).toBeDefined();
      const cashier = `/platform/cashier?${new URLSearchParams({
        success_url: `${product.webUrl}/sports`,
        error_url: `${product.webUrl}/sports`,
        pending_url: `${product.webUrl}/sports`,
      })}`;
      await expectFamilies({
        'static chunk': [chunk ?? '', 200],
        'missing static file': ['/_next/static/chunks/no-such-chunk.js', 404],
        'icon sprite': ['/fe-api/icons.svg', 200],
        'image proxy': ['/fe-api/image?src=%2Fsite-assets%2Fdemo%2Flogo.svg&w=64', 200],
        robots: ['/robots.txt', 200],
        sitemap: ['/sitemap.xml', 200],
        'api call': ['/api/v2/settings', 200],
        'platform call': ['/platform/player', 401],
        'api error': ['/api/v2/nope', 404],
        'payment-interface script': ['/platform/payment-interface.js', 200],
        cashier: [cashier, 200],
      });
      // A backend page keeps the policy of its own: the cashier's nonce is its page's, not the web's.
      const page = await get(cashier, false);
      const nonce = nonceOf(page.headers.get('content-security-policy'));
      expect(await page.text()).toContain(`<script nonce="${nonce}">`);
      expect(policyOf(page.headers.get('content-security-policy')).get('frame-ancestors')).toContain(
        product.webUrl,
      );
    });
  });

  describe('in the browser, with no violation of the policy', () => {
    let context: BrowserContext;
    let violations: Violation[];

    beforeAll(async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      violations = await collectViolations(context);
    });
    afterAll(async () => {
      await context?.close();
    });

    /** Opens `path` and waits until the page has hydrated (its interactive parts answer). */
    async function visit(path: string, expectedStatus: number): Promise<Page> {
      const page = await context.newPage();
      const response = await page.goto(`${product.webUrl}${path}`);
      expect(response?.status(), path).toBe(expectedStatus);
      await page.waitForLoadState('networkidle');
      return page;
    }

    /** Visits each page and checks that none of its documents reported a violation. */
    async function expectPagesClean(pages: readonly (readonly [path: string, status: number])[]) {
      for (const [path, status] of pages) {
        const page = await visit(path, status);
        await expectNoViolations(page, violations, path);
        await page.close();
      }
    }

    it('the home page, its realtime connection and the error reporter through the tunnel', async () => {
      const home = await context.newPage();
      const socket = home.waitForEvent('websocket');
      await home.goto(`${product.webUrl}/sports`);
      // The push connection opens and carries frames (subscriptions, publications).
      const ws = await socket;
      await ws.waitForEvent('framereceived');
      // The error reporter loads when the page is idle and sends through the tunnel.
      await waitForCondition(home, 'window.onerror?.__SENTRY_INSTRUMENTED__ === true', 20_000);
      await home.evaluate(`setTimeout(() => { throw new Error('csp check: reported from the page'); }, 0)`);
      await expect
        .poll(() => reports.some((body) => body.includes('csp check: reported from the page')), {
          timeout: 20_000,
        })
        .toBe(true);
      await expectNoViolations(home, violations, '/sports');
      await home.close();
    });

    it('the live page, a sport page and a league page', async () => {
      await expectPagesClean([
        ['/sports/live', 200],
        ['/sports/football', 200],
        [paths.league, 200],
      ]);
    });

    it('a match page, e-sports and a right-to-left locale', async () => {
      await expectPagesClean([
        [paths.match, 200],
        ['/sports/cybersport', 200],
        ['/ar/sports', 200],
      ]);
    });

    it('auth pages', async () => {
      await expectPagesClean([
        ['/sports/users/sign-in', 200],
        ['/sports/users/sign-up', 200],
        ['/sports/users/password/new', 200],
        ['/sports/users/password/edit?reset_password_token=abc123', 200],
        ['/sports/users/confirmation?confirmation_token=abc123', 200],
      ]);
    });

    it('error pages, not-found pages, a malformed URL and a failing render', async () => {
      await expectPagesClean([
        ['/sports/404', 404],
        ['/sports/500', 500],
        ['/sports/blocked', 200],
        ['/sports/locked', 200],
        ['/no-such-page', 404],
        ['/sports/football/no-such-league-x', 404],
        ['/sports/%ff', 404],
        [paths.broken, 500],
      ]);
    });

    it('a signed-in player’s pages, a toast, and the cashier in its frame', async () => {
      const page = await context.newPage();
      await page.goto(`${product.webUrl}/sports/bets-history#sign-in`);
      await signIn(page, PLAYER);
      await expectNoViolations(page, violations, 'bets history, signed in');
      await page.goto(`${product.webUrl}/sports/responsible-gambling`);
      await playerLoaded(page);
      await expectNoViolations(page, violations, 'responsible gambling');
      // Notices: the toast library loads with the first one (once the network is back) and adds its styles.
      await context.setOffline(true);
      await waitForCondition(page, 'navigator.onLine === false');
      await context.setOffline(false);
      await page.getByText('Back online').first().waitFor();
      await expectNoViolations(page, violations, 'a toast');
      // The deposit page mounts the platform's payment-interface script, which frames the cashier.
      await page.goto(`${product.webUrl}/sports/profile/wallet/deposit`);
      await page.getByRole('button', { name: 'EUR 10.00' }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const cashier = page.frameLocator('iframe[title="Payment form"]');
      await cashier.getByLabel('Card number').waitFor();
      await expectNoViolations(page, violations, 'the deposit page and its cashier frame');
      await page.close();
    });

    it('the demo host framing the product on another origin, talking to it', async () => {
      const page = await context.newPage();
      await page.goto(`${product.apiUrl}/demo-host`);
      const log = page.getByRole('log', { name: 'Message log' });
      await log.getByText('sportsbook:initialized').waitFor();
      await page.getByRole('button', { name: 'Open the search' }).click();
      await page.frameLocator('iframe[title="Sportsbook"]').getByRole('dialog', { name: 'Search' }).waitFor();
      await expectNoViolations(page, violations, 'the demo host and the framed product');
      await page.close();
    });
  });
});
