import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForCondition } from './support/browser';
import { browserSuite, DESKTOP } from './support/suite';

/*
 * The desktop left sidebar's collapse button and its `leftSidebarCollapsed` cookie (spec §2.4, §3; core CKE5):
 * collapsing hides the sports menu and keeps the choice for a year; the server renders a collapsed sidebar
 * collapsed (no flash); a malformed cookie reads as expanded; the button works from the keyboard and in RTL.
 * Contexts start with consent "accept all" (support/browser.ts), so the preference may be stored.
 */

const COOKIE = 'leftSidebarCollapsed';
const DAY_S = 86_400;

function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Sports' });
}

function sportList(page: Page) {
  return sidebar(page).getByRole('navigation', { name: 'Sports', includeHidden: true });
}

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** The opening tag of the sidebar's toggle in server HTML (found by its title, the accessible name). */
function toggleTag(html: string, name: string): string | undefined {
  return html.match(/<button\b[^>]*>/g)?.find((tag) => tag.includes(`title="${name}"`));
}

describe('left sidebar collapse (desktop)', () => {
  const suite = browserSuite({ SIMULATOR: 'off' }, DESKTOP);

  it('collapses by its button, keeps the choice in a one-year cookie, and stays collapsed on reload', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports`);
      const collapse = sidebar(page).getByRole('button', { name: 'Collapse the sports menu' });
      await collapse.waitFor();
      await expect(collapse.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(sportList(page).isVisible()).resolves.toBe(true);
      const controls = await collapse.getAttribute('aria-controls');
      expect(controls).toBeTruthy();
      const mainBefore = (await page.locator('main').boundingBox())?.width ?? 0;

      await collapse.click();
      const expand = sidebar(page).getByRole('button', { name: 'Expand the sports menu' });
      await expand.waitFor();
      await expect(expand.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(expand.getAttribute('aria-controls')).resolves.toBe(controls);
      await sportList(page).waitFor({ state: 'hidden' });
      // The controlled region is hidden (out of the tab order), the rail is narrow, the page is wider.
      await expect(page.locator(`[id="${controls}"]`).getAttribute('hidden')).resolves.toBe('');
      await waitForCondition(
        page,
        `document.querySelector('aside[aria-label="Sports"]').getBoundingClientRect().width < 50`,
      );
      expect((await page.locator('main').boundingBox())?.width ?? 0).toBeGreaterThan(mainBefore + 150);

      const cookie = await cookieNamed(context, COOKIE);
      expect(cookie?.value).toBe('true');
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      await page.reload();
      await expand.waitFor();
      await expect(expand.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(sportList(page).isVisible()).resolves.toBe(false);

      // Expanding again shows the sports and records it.
      await expand.click();
      await collapse.waitFor();
      await expect(collapse.getAttribute('aria-expanded')).resolves.toBe('true');
      await sportList(page).waitFor({ state: 'visible' });
      expect((await cookieNamed(context, COOKIE))?.value).toBe('false');
      await page.reload();
      await sportList(page).waitFor({ state: 'visible' });
      await expect(collapse.getAttribute('aria-expanded')).resolves.toBe('true');
    } finally {
      await context.close();
    }
  });

  it('renders the state of the cookie on the server; a malformed value reads as expanded', async () => {
    const url = `${suite.product.webUrl}/sports`;
    const html = async (cookie?: string) => (await fetch(url, cookie ? { headers: { cookie } } : {})).text();

    const collapsed = await html(`consent=p1.m1; ${COOKIE}=true`);
    const collapsedTag = toggleTag(collapsed, 'Expand the sports menu');
    expect(collapsedTag).toContain('aria-expanded="false"');
    expect(collapsed).toMatch(/<aside[^>]*aria-label="Sports"[^>]*data-collapsed="true"/);
    expect(collapsed).not.toContain('title="Collapse the sports menu"');
    const id = /aria-controls="([^"]+)"/.exec(collapsedTag ?? '')?.[1];
    expect(collapsed).toMatch(new RegExp(`<div id="${id}"[^>]*hidden=""`));

    for (const cookie of [
      undefined,
      `${COOKIE}=false`,
      `${COOKIE}=1`,
      `${COOKIE}=TRUE`,
      `${COOKIE}=%3Cscript%3Ealert(1)%3C%2Fscript%3E`,
      `${COOKIE}=%E0%A4%A`,
    ]) {
      const expanded = await html(cookie);
      expect(toggleTag(expanded, 'Collapse the sports menu'), String(cookie)).toContain(
        'aria-expanded="true"',
      );
      expect(expanded, String(cookie)).not.toMatch(/<aside[^>]*data-collapsed/);
      expect(expanded).not.toContain('<script>alert(1)');
    }
  });

  it('works from the keyboard; collapsed, the sports links leave the tab order', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports`);
      const collapse = sidebar(page).getByRole('button', { name: 'Collapse the sports menu' });
      await collapse.waitFor();
      await collapse.focus();
      await page.keyboard.press('Enter');
      const expand = sidebar(page).getByRole('button', { name: 'Expand the sports menu' });
      await expand.waitFor();
      await sportList(page).waitFor({ state: 'hidden' });
      // The focus stays on the button, and Tab leaves the sidebar: nothing hidden in it takes the focus.
      await expect(page.evaluate<boolean>('document.activeElement?.tagName === "BUTTON"')).resolves.toBe(
        true,
      );
      await page.keyboard.press('Tab');
      await expect(page.evaluate<boolean>('document.activeElement?.closest("aside") === null')).resolves.toBe(
        true,
      );

      await expand.focus();
      await page.keyboard.press('Space');
      await collapse.waitFor();
      await sportList(page).waitFor({ state: 'visible' });
      await expect(collapse.getAttribute('aria-expanded')).resolves.toBe('true');
      expect((await cookieNamed(context, COOKIE))?.value).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('is named in the page language and mirrors its chevron right to left', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/ar/sports`);
      const aside = page.getByRole('complementary', { name: 'الرياضات' });
      const collapse = aside.getByRole('button', { name: 'طي قائمة الرياضات' });
      await collapse.waitFor();
      const transform = () =>
        page.evaluate<string>('getComputedStyle(document.querySelector("aside button svg")).transform');
      // Expanded in RTL the chevron points right (to the inline start): mirrored.
      await expect(transform()).resolves.toBe('matrix(-1, 0, 0, 1, 0, 0)');
      await collapse.click();
      await aside.getByRole('button', { name: 'توسيع قائمة الرياضات' }).waitFor();
      await waitForCondition(
        page,
        'getComputedStyle(document.querySelector("aside button svg")).transform === "matrix(1, 0, 0, 1, 0, 0)"',
      );
    } finally {
      await context.close();
    }
  });

  it('does not animate for visitors who ask for reduced motion', async () => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await suite.browser.newContext({ ...DESKTOP, reducedMotion });
      try {
        const page = await context.newPage();
        await page.goto(`${suite.product.webUrl}/sports`);
        await sidebar(page).waitFor();
        return await page.evaluate<string>(
          'getComputedStyle(document.querySelector("aside")).transitionDuration',
        );
      } finally {
        await context.close();
      }
    };
    await expect(duration('reduce')).resolves.toBe('0s');
    await expect(duration('no-preference')).resolves.not.toBe('0s');
  });
});
