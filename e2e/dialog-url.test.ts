import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendInFront, backendInFront, type Rewrite } from './support/backend-in-front';
import { launchBrowser } from './support/browser';
import { signIn } from './support/player';
import { type RunningProduct, startProduct } from './support/product';
import { routeRealtime } from './support/realtime-route';

interface ListedMatch {
  id: number;
  status: number;
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

const teams = (match: ListedMatch) => `${match.home?.name} ${match.away?.name}`;

/**
 * Dialogs a URL opens (spec §2.2) stay closed once closed, through the live listing's refresh (issue 16:
 * they came back 1–7 s later on live pages, when the refresh put the URL of before the close back).
 */
describe('dialogs opened from the URL stay closed', () => {
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

  async function liveMatches(): Promise<ListedMatch[]> {
    const response = await fetch(`${product.apiUrl}/api/v2/matches?match_status=1&type=match&limit=4`);
    return ((await response.json()) as { data: ListedMatch[] }).data;
  }

  /**
   * Ends `match` on the feed while the catalogue stops listing it: the live listing refreshes (the page's
   * `router.refresh()`), and its row leaving is the sentinel that the refresh has been rendered.
   */
  async function refreshByMatchEnding(page: Page, push: (frame: string) => void, match: ListedMatch) {
    const row = page.getByRole('region', { name: /^Live now/ }).getByRole('link', { name: teams(match) });
    await row.waitFor();
    backend.setRewrite(hiding([match.id]));
    push(publicPush('match_status_changed', { match: { ...match, status: 4 } }));
    await row.waitFor({ state: 'detached', timeout: 30_000 });
  }

  for (const suffix of ['#sign-in', '?modal=sign-in']) {
    it(`keeps /sports/live${suffix} closed after a close and a listing refresh`, async () => {
      backend.setRewrite(undefined);
      const [first, second] = await liveMatches();
      if (!first || !second) throw new Error('the demo catalogue has fewer than two live matches');
      const page = await browser.newPage();
      const realtime = await routeRealtime(page);
      await page.goto(`${product.webUrl}/sports/live${suffix}`);
      await realtime.subscribed('public:en');
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.waitFor();

      // Closed before a refresh.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash + new URL(page.url()).search).toBe('');
      await refreshByMatchEnding(page, (frame) => realtime.push(frame), first);
      await expect(dialog.count()).resolves.toBe(0);
      expect(page.url()).toBe(`${product.webUrl}/sports/live`);

      // Opened again and closed while a refresh is on its way.
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sign In' })
        .click();
      await dialog.waitFor();
      const row = page.getByRole('region', { name: /^Live now/ }).getByRole('link', { name: teams(second) });
      await row.waitFor();
      backend.setRewrite(hiding([first.id, second.id]));
      const refreshing = page.waitForRequest((request) => request.headers().rsc === '1');
      realtime.push(publicPush('match_status_changed', { match: { ...second, status: 4 } }));
      await refreshing;
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached', timeout: 30_000 });
      await expect(dialog.count()).resolves.toBe(0);
      expect(page.url()).toBe(`${product.webUrl}/sports/live`);
      await page.close();
    });
  }

  it('keeps the sign-in dialog closed after signing in on /sports/live#sign-in and a listing refresh', async () => {
    backend.setRewrite(undefined);
    const [, , third] = await liveMatches();
    if (!third) throw new Error('the demo catalogue has fewer than three live matches');
    const page = await browser.newPage();
    const realtime = await routeRealtime(page);
    await page.goto(`${product.webUrl}/sports/live#sign-in`);
    await realtime.subscribed('public:en');
    await signIn(page, { email: 'demo@example.com', password: 'demo-password' });
    // Signed in, the page connects again with the player's token: the feed reaches it once that is subscribed.
    await realtime.subscribed(/^\$user:/);
    await realtime.subscribed('public:en');
    await refreshByMatchEnding(page, (frame) => realtime.push(frame), third);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(page.url()).toBe(`${product.webUrl}/sports/live`);
    await page.close();
  });
});
