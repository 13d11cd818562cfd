import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForCondition } from './support/browser';
import { addSessionCookie, pickUpcoming, sessionCookie, sessionKnown } from './support/player';
import { browserSuite } from './support/suite';

/*
 * Issue 16, the shell: mobile first (320–430 px, LTR and RTL, signed in or not, standalone and embedded), the
 * slip docked on desktop through navigation, and the signed-in header in the server's first HTML.
 */

const PLAYER = { email: 'demo@example.com', password: 'demo-password' };
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;
const DESKTOP_WIDE = { width: 1440, height: 900 } as const;

/** The document's width against the window's: equal when nothing scrolls sideways. */
async function widths(page: Page): Promise<{ document: number; window: number }> {
  // Scripts run in the page are strings: the e2e project has no DOM types.
  return page.evaluate<{ document: number; window: number }>(
    '({ document: document.documentElement.scrollWidth, window: window.innerWidth })',
  );
}

/** Whether the box is wholly inside the window (0 … width × 0 … height). */
async function inViewport(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.x >= -1 && box.y >= -1 && box.x + box.width <= size.width + 1 && box.y + box.height <= size.height + 1
  );
}

/** The header is one row: as tall as its bar, and every control in it within that bar. */
async function headerIsOneRow(page: Page, label: string): Promise<void> {
  const header = page.getByRole('banner');
  await expect
    .poll(async () => (await header.boundingBox())?.height ?? Number.POSITIVE_INFINITY, { message: label })
    .toBeLessThanOrEqual(60);
  const outside = await page.evaluate<string[]>(`(() => {
    const header = document.querySelector('header');
    const bar = header.getBoundingClientRect();
    return [...header.querySelectorAll('a, button, summary, select')]
      .filter((control) => control.getClientRects().length > 0 && !control.closest('[popover]'))
      .filter((control) => {
        const r = control.getBoundingClientRect();
        return r.top < bar.top - 1 || r.bottom > bar.bottom + 1 || r.left < -1 || r.right > innerWidth + 1;
      })
      .map((control) => control.textContent.trim());
  })()`);
  expect(outside, label).toEqual([]);
}

describe('the shell on phones and desktops (issue 16)', () => {
  const suite = browserSuite({ SIM_RATE: '5' });

  async function phone(
    viewport: { width: number; height: number },
    cookie: string | null,
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await suite.browser.newContext({ viewport });
    if (cookie) await addSessionCookie(context, cookie, suite.product.webUrl);
    return { context, page: await context.newPage() };
  }

  async function matchPath(): Promise<string> {
    const listed = (await (
      await fetch(
        `${suite.product.apiUrl}/api/v2/matches?sport_key=football&match_status=0&type=match&limit=1`,
      )
    ).json()) as { data: { slug: string }[] };
    const match = listed.data[0];
    if (!match) throw new Error('no prematch football match');
    return `/sports/football/${match.slug}`;
  }

  it('is never wider than the screen, with a one-row header, on every route and dialog', async () => {
    const cookie = await sessionCookie(suite.product.webUrl, PLAYER);
    const match = await matchPath();
    const common = [
      '/sports',
      '/sports/live',
      '/sports/football',
      '/sports/football/premier-league',
      match,
      '/sports/responsible-gambling',
    ];
    for (const viewport of PHONES) {
      for (const signedIn of [false, true]) {
        const { context, page } = await phone(viewport, signedIn ? cookie : null);
        const paths = signedIn
          ? [...common, '/sports/bets-history', '/sports/profile/wallet/deposit', '/sports?modal=deposit']
          : [...common, '/sports?modal=sign-in', '/sports?modal=sign-up'];
        for (const prefix of ['', '/ar']) {
          for (const path of paths) {
            const label = `${prefix}${path} at ${viewport.width} px, ${signedIn ? 'signed in' : 'signed out'}`;
            await page.goto(`${suite.product.webUrl}${prefix}${path}`);
            await page.getByRole('main').waitFor();
            await sessionKnown(page);
            if (path.includes('modal=')) {
              const dialog = page.getByRole('dialog').first();
              await dialog.waitFor();
              // Polled: a dialog may still be sliding in.
              await expect.poll(() => inViewport(dialog, page), { message: label }).toBe(true);
              const inner = await page.evaluate<number>(
                "(() => { const d = document.querySelector('dialog[open]'); return d ? d.scrollWidth - d.clientWidth : 0; })()",
              );
              expect(inner, label).toBeLessThanOrEqual(0);
            }
            const measured = await widths(page);
            expect(measured.document, label).toBe(measured.window);
            await headerIsOneRow(page, label);
          }
          // The search dialog.
          await page.goto(`${suite.product.webUrl}${prefix}/sports`);
          await sessionKnown(page);
          await page
            .getByRole('banner')
            .getByRole('button', { name: prefix === '/ar' ? 'بحث' : 'Search', exact: true })
            .click();
          const search = page.getByRole('dialog').first();
          await search.waitFor();
          await expect.poll(() => inViewport(search, page), { message: `search ${prefix}` }).toBe(true);
          const measured = await widths(page);
          expect(measured.document).toBe(measured.window);
        }
        await context.close();
      }
    }
  }, 900_000);

  it('shows the balance, Deposit and the account menu in the row; Sign out in the menu', async () => {
    const cookie = await sessionCookie(suite.product.webUrl, PLAYER);
    const { context, page } = await phone(PHONES[1], cookie);
    await page.goto(`${suite.product.webUrl}/sports`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const account = nav.getByRole('button', { name: /^Balance EUR/ });
    await account.waitFor();
    await nav.getByRole('link', { name: 'Deposit' }).waitFor();
    expect(await inViewport(account, page)).toBe(true);
    expect(await inViewport(nav.getByRole('link', { name: 'Deposit' }), page)).toBe(true);
    await account.click();
    const signOut = nav.getByRole('button', { name: 'Sign out' });
    await signOut.waitFor();
    expect(await inViewport(signOut, page)).toBe(true);
    expect(await inViewport(nav.getByRole('link', { name: 'Responsible gambling' }), page)).toBe(true);
    await page.keyboard.press('Escape');
    await signOut.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('keeps the tab bar on screen, its badge off its labels, and the first prices above the fold', async () => {
    const { context, page } = await phone(PHONES[0], null);
    for (const path of ['/sports', '/sports/live', '/sports/football']) {
      await page.goto(`${suite.product.webUrl}${path}`);
      const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
      await tabBar.waitFor();
      const firstPrice = page.getByRole('main').locator('button[data-outcome-id]').first();
      await firstPrice.waitFor();
      // A live price may be drawn again between two reads: measured until both boxes come from one moment.
      await expect
        .poll(
          async () => {
            const [price, bar] = [await firstPrice.boundingBox(), await tabBar.boundingBox()];
            return price && bar ? price.y + price.height <= bar.y : 'not measured';
          },
          { message: `first price of ${path}` },
        )
        .toBe(true);
    }
    // The end of a long page: the bar is still at the bottom of the screen.
    await page.goto(`${suite.product.webUrl}/sports/football`);
    await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    expect(await inViewport(tabBar, page)).toBe(true);
    expect((await tabBar.boundingBox())?.y).toBeGreaterThan(844 - 90);
    // Content at the end of the page clears the bar.
    await page.evaluate('window.scrollTo(0, 0)');
    await pickUpcoming(page, 1);
    const slipButton = tabBar.getByRole('button', { name: /^Bet slip 1\b/ });
    await slipButton.waitFor();
    const overlap = await page.evaluate<string>(`(() => {
      const tabBar = [...document.querySelectorAll('nav')].find((nav) => nav.getAttribute('aria-label') === 'Quick navigation');
      const button = [...tabBar.querySelectorAll('button')].find((b) => (b.textContent || '').startsWith('Bet slip 1'));
      const spans = [...button.querySelectorAll('span')];
      const badge = spans.find((span) => span.textContent === '1');
      const label = spans.find((span) => span.textContent === 'Bet slip');
      if (!badge || !label) return 'missing';
      const a = badge.getBoundingClientRect();
      const b = label.getBoundingClientRect();
      return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom ? 'overlap' : 'clear';
    })()`);
    expect(overlap).toBe('clear');
    await context.close();
  }, 120_000);

  it('opens a bottom sheet for the first pick and a compact bar for the next ones', async () => {
    const cookie = await sessionCookie(suite.product.webUrl, PLAYER);
    const { context, page } = await phone(PHONES[0], cookie);
    await page.goto(`${suite.product.webUrl}/sports/football`);
    await pickUpcoming(page, 1);
    const sheet = page.getByRole('complementary', { name: 'Bet slip' });
    await sheet.getByLabel('Stake').waitFor();
    await sheet.getByLabel('Stake').fill('2');
    for (const part of [
      sheet.getByLabel('Stake'),
      sheet.getByText('Odds', { exact: true }).first(),
      sheet.getByText('Potential win').first(),
      sheet.getByRole('button', { name: 'Place bet' }),
    ]) {
      expect(await inViewport(part, page)).toBe(true);
    }
    // Not the whole screen: the page's header is still in view above it.
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox?.y).toBeGreaterThan(56);
    const measured = await widths(page);
    expect(measured.document).toBe(measured.window);

    // Closed with its pick, the slip is a compact bar; the next pick does not open the sheet again.
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // The compact bar (the tab bar's Bet slip button, which controls the panel, says the count too).
    await page.locator('button:not([aria-controls])', { hasText: /1 selection/ }).waitFor();
    const rows = page.getByRole('region', { name: /^Upcoming events/ }).getByRole('listitem');
    await rows
      .nth(1)
      .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])')
      .first()
      .click();
    const bar = page.locator('button:not([aria-controls])', { hasText: /2 selections/ });
    await bar.waitFor();
    await sheet.waitFor({ state: 'detached' });
    expect((await bar.boundingBox())?.height).toBeLessThan(80);
    expect(await inViewport(bar, page)).toBe(true);
    // The bar opens the sheet again; its × closes it, and focus goes back to the bar.
    await bar.click();
    await sheet.getByRole('button', { name: /^Place bet/ }).waitFor();
    await sheet.getByRole('button', { name: 'Close bet slip' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expect
      .poll(() => bar.evaluate((element) => element === element.ownerDocument.activeElement))
      .toBe(true);
    await context.close();
  }, 120_000);

  it('places the tab bar in the visible part of a host frame (viewport message)', async () => {
    const { context, page } = await phone(PHONES[0], null);
    await page.goto(`${suite.product.apiUrl}/demo-host`);
    const frame = page.frameLocator('iframe[title="Sportsbook"]');
    const tabBar = frame.getByRole('navigation', { name: 'Quick navigation' });
    await tabBar.waitFor();
    // The host scrolls well into a tall frame, then tells the product which part of it shows.
    const frameElement = 'document.querySelector(\'iframe[title="Sportsbook"]\')';
    await waitForCondition(page, `${frameElement}.getBoundingClientRect().height > 2500`, 30_000);
    await page.evaluate(`(() => {
      const frame = ${frameElement};
      window.scrollTo(0, frame.getBoundingClientRect().top + window.scrollY + 1500);
      const rect = frame.getBoundingClientRect();
      frame.contentWindow.postMessage(
        {
          type: 'viewport',
          payload: { width: window.innerWidth, height: window.innerHeight, offset_top: Math.max(0, Math.round(-rect.top)) },
        },
        new URL(frame.src).origin,
      );
    })()`);
    await expect.poll(() => inViewport(tabBar, page)).toBe(true);
    expect((await tabBar.boundingBox())?.y).toBeGreaterThan(844 - 100);
    await context.close();
  });

  it('docks the slip on a wide screen and keeps each pick through navigation', async () => {
    const context = await suite.browser.newContext({ viewport: DESKTOP_WIDE });
    const page = await context.newPage();
    await page.goto(`${suite.product.webUrl}/sports/football`);
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await slip.waitFor();
    const [first] = await pickUpcoming(page, 1);
    await slip
      .getByText(first ?? '')
      .first()
      .waitFor();
    // Another page, by a link: the slip stays, with the pick.
    await page
      .getByRole('link', { name: /^Premier League/ })
      .first()
      .click();
    await page.waitForURL(/\/sports\/football\/premier-league$/);
    await slip
      .getByText(first ?? '')
      .first()
      .waitFor();
    expect(await slip.isVisible()).toBe(true);
    // A pick on the new page shows in the docked slip at once.
    await page
      .getByRole('main')
      .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])')
      .nth(3)
      .click();
    await slip.getByText(/2 selections/).waitFor();
    await context.close();
  }, 120_000);

  it("has the signed-in header in the server's first HTML: no Sign In flash", async () => {
    const cookie = await sessionCookie(suite.product.webUrl, PLAYER);
    const signedIn = await (
      await fetch(`${suite.product.webUrl}/sports`, { headers: { cookie: `consent=p1.m1; ${cookie}` } })
    ).text();
    expect(signedIn).not.toContain('modal=sign-in');
    expect(signedIn).toContain('modal=deposit');
    expect(signedIn).toMatch(/Balance/);
    expect(signedIn).toMatch(/Sign out/);
    const visitor = await (await fetch(`${suite.product.webUrl}/sports`)).text();
    expect(visitor).toContain('modal=sign-in');
  });
});
