import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, DESKTOP } from './support/suite';

/**
 * The `locale` cookie of spec §3 (core LOC6–LOC9): the language switch (§2.5) keeps the bettor's choice, and a
 * later top-level visit to a path without a locale (§2.1) lands in it. Framed loads, a locale in the URL and a
 * crafted cookie are left to the URL (issue 7: in an iframe the locale stays in the URL).
 */
describe('locale cookie: the language switch remembers the choice', () => {
  const suite = browserSuite({ SIM_RATE: '5' }, DESKTOP);

  async function switchToGerman(page: Page): Promise<void> {
    const web = suite.product.webUrl;
    await page.goto(`${web}/sports/live`);
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'English' }).click();
    await header.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${web}/de/sports/live`);
  }

  async function localeCookie(context: BrowserContext) {
    return (await context.cookies(suite.product.webUrl)).find((cookie) => cookie.name === 'locale');
  }

  it('keeps the switch’s choice for a year; /sports then lands on /de/sports, a locale in the URL wins', async () => {
    const { context, page } = await suite.newPage();
    const web = suite.product.webUrl;
    await switchToGerman(page);

    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe('de');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBe(false);
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    const home = await page.goto(`${web}/sports`);
    expect(home?.status()).toBe(200);
    expect(page.url()).toBe(`${web}/de/sports`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await page.getByRole('banner').locator('summary', { hasText: 'Deutsch' }).waitFor();

    // The query is kept; the site root goes there too.
    await page.goto(`${web}/sports/live?tab=all`);
    expect(page.url()).toBe(`${web}/de/sports/live?tab=all`);
    await page.goto(`${web}/`);
    expect(page.url()).toBe(`${web}/de/sports`);

    // An explicit locale in the URL wins, and does not change the kept choice.
    await page.goto(`${web}/en/sports/live`);
    expect(page.url()).toBe(`${web}/en/sports/live`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.goto(`${web}/he/sports`);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    expect((await localeCookie(context))?.value).toBe('de');
    await context.close();
  });

  it('leaves framed loads to the URL: a same-site iframe of /sports stays English', async () => {
    const { context, page } = await suite.newPage();
    const web = suite.product.webUrl;
    await switchToGerman(page);
    // The product frames itself (frame-ancestors 'self'): the browser sends the cookie and Sec-Fetch-Dest: iframe.
    await page.evaluate(`(() => {
      const frame = document.createElement('iframe');
      frame.title = 'embedded sportsbook';
      frame.src = ${JSON.stringify(`${web}/sports`)};
      document.body.append(frame);
    })()`);
    const frame = page.frameLocator('iframe[title="embedded sportsbook"]');
    await frame.locator('html[lang="en"]').waitFor({ state: 'attached' });
    const embedded = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(embedded?.url()).toBe(`${web}/sports`);
    await context.close();
  });

  it('answers a framed request with the page, a top-level one with a 307', async () => {
    const web = suite.product.webUrl;
    const framed = await fetch(`${web}/sports/live`, {
      redirect: 'manual',
      headers: { cookie: 'locale=de', 'sec-fetch-dest': 'iframe' },
    });
    expect(framed.status).toBe(200);
    expect(await framed.text()).toContain('<html lang="en"');

    const topLevel = await fetch(`${web}/sports/live?x=1`, {
      redirect: 'manual',
      headers: { cookie: 'locale=de', 'sec-fetch-dest': 'document' },
    });
    expect(topLevel.status).toBe(307);
    expect(new URL(topLevel.headers.get('location') ?? '', web).href).toBe(`${web}/de/sports/live?x=1`);
    // The framing policy and the other headers of the proxy stay on the redirect.
    expect(topLevel.headers.get('content-security-policy')).toContain('frame-ancestors');
  });

  it('ignores a crafted or unknown cookie value', async () => {
    const web = suite.product.webUrl;
    for (const value of [
      '<script>alert(1)</script>',
      'de/../../evil',
      '//evil.example',
      'xx',
      'DE',
      'br',
      'de;x',
    ]) {
      const response = await fetch(`${web}/sports`, {
        redirect: 'manual',
        headers: { cookie: `locale=${encodeURIComponent(value)}`, 'sec-fetch-dest': 'document' },
      });
      expect(response.status, value).toBe(200);
      expect(response.headers.get('location'), value).toBeNull();
      await response.body?.cancel();
    }

    const { context, page } = await suite.newPage();
    await context.addCookies([{ name: 'locale', value: '%3Cscript%3Ealert(1)%3C%2Fscript%3E', url: web }]);
    await page.goto(`${web}/sports`);
    expect(page.url()).toBe(`${web}/sports`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await context.close();
  });

  it('keeps nothing without consent for preferences: the switch still works, /sports stays English', async () => {
    const { context, page } = await suite.newPage();
    const web = suite.product.webUrl;
    await context.addCookies([{ name: 'consent', value: 'p0.m0', url: web }]);
    await switchToGerman(page);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    expect(await localeCookie(context)).toBeUndefined();
    await page.goto(`${web}/sports`);
    expect(page.url()).toBe(`${web}/sports`);
    await context.close();
  });
});
