import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hiding, type ListedMatch, listingSuite, publicPush, teams } from './support/live-listing';
import { signIn } from './support/player';
import { routeRealtime } from './support/realtime-route';

/**
 * Dialogs a URL opens (spec §2.2) stay closed once closed, through the live listing's refresh (issue 16:
 * they came back 1–7 s later on live pages, when the refresh put the URL of before the close back).
 */
describe('dialogs opened from the URL stay closed', () => {
  const suite = listingSuite();

  /**
   * Ends `match` on the feed while the catalogue stops listing it: the live listing refreshes (the page's
   * `router.refresh()`), and its row leaving is the sentinel that the refresh has been rendered.
   */
  async function refreshByMatchEnding(page: Page, push: (frame: string) => void, match: ListedMatch) {
    const row = page.getByRole('region', { name: /^Live now/ }).getByRole('link', { name: teams(match) });
    await row.waitFor();
    suite.backend.setRewrite(hiding([match.id]));
    push(publicPush('match_status_changed', { match: { ...match, status: 4 } }));
    await row.waitFor({ state: 'detached', timeout: 30_000 });
  }

  for (const suffix of ['#sign-in', '?modal=sign-in']) {
    it(`keeps /sports/live${suffix} closed after a close and a listing refresh`, async () => {
      suite.backend.setRewrite(undefined);
      const [first, second] = await suite.liveMatches(4);
      if (!first || !second) throw new Error('the demo catalogue has fewer than two live matches');
      const page = await suite.browser.newPage();
      const realtime = await routeRealtime(page);
      await page.goto(`${suite.product.webUrl}/sports/live${suffix}`);
      await realtime.subscribed('public:en');
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.waitFor();

      // Closed before a refresh.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).hash + new URL(page.url()).search).toBe('');
      await refreshByMatchEnding(page, (frame) => realtime.push(frame), first);
      await expect(dialog.count()).resolves.toBe(0);
      expect(page.url()).toBe(`${suite.product.webUrl}/sports/live`);

      // Opened again and closed while a refresh is on its way.
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sign In' })
        .click();
      await dialog.waitFor();
      const row = page.getByRole('region', { name: /^Live now/ }).getByRole('link', { name: teams(second) });
      await row.waitFor();
      suite.backend.setRewrite(hiding([first.id, second.id]));
      const refreshing = page.waitForRequest((request) => request.headers().rsc === '1');
      realtime.push(publicPush('match_status_changed', { match: { ...second, status: 4 } }));
      await refreshing;
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await row.waitFor({ state: 'detached', timeout: 30_000 });
      await expect(dialog.count()).resolves.toBe(0);
      expect(page.url()).toBe(`${suite.product.webUrl}/sports/live`);
      await page.close();
    });
  }

  it('keeps the sign-in dialog closed after signing in on /sports/live#sign-in and a listing refresh', async () => {
    suite.backend.setRewrite(undefined);
    const [, , third] = await suite.liveMatches(4);
    if (!third) throw new Error('the demo catalogue has fewer than three live matches');
    const page = await suite.browser.newPage();
    const realtime = await routeRealtime(page);
    await page.goto(`${suite.product.webUrl}/sports/live#sign-in`);
    await realtime.subscribed('public:en');
    await signIn(page, { email: 'demo@example.com', password: 'demo-password' });
    // Signed in, the page connects again with the player's token: the feed reaches it once that is subscribed.
    await realtime.subscribed(/^\$user:/);
    await realtime.subscribed('public:en');
    await refreshByMatchEnding(page, (frame) => realtime.push(frame), third);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(page.url()).toBe(`${suite.product.webUrl}/sports/live`);
    await page.close();
  });
});
