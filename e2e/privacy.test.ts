import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/suite';

/*
 * Cookies and stored keys of spec §3 in the browser: the consent banner of an operator that asks for consent
 * (site `features.consentBanner`), what "essential only" leaves, the consent cookie's 365 days, the affiliate
 * cookie's 30 days and its way into the sign-up, a tag with script in it dropped, and the deviceId cookie.
 */

const DAY_S = 86_400;

/** The demo site with the consent banner on, as an operator's SITE_CONFIG file. */
function siteWithConsent(): string {
  const demo = JSON.parse(
    readFileSync(fileURLToPath(new URL('../apps/web/sites/demo.json', import.meta.url)), 'utf8'),
  ) as { features?: Record<string, unknown> };
  const path = join(mkdtempSync(join(tmpdir(), 'sportsbook-site-')), 'site.json');
  writeFileSync(path, JSON.stringify({ ...demo, features: { ...demo.features, consentBanner: true } }));
  return path;
}

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** Days from now until a cookie expires. */
function daysLeft(cookie: Cookie | undefined): number {
  return ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_S;
}

async function storedKeys(page: Page): Promise<string[]> {
  // Runs in the page (a string: the e2e project has no DOM types).
  return page.evaluate<string[]>('[...Object.keys(localStorage), ...Object.keys(sessionStorage)]');
}

function banner(page: Page) {
  return page.getByRole('region', { name: 'Your privacy choices' });
}

describe('cookies, consent and affiliate tags in the browser', () => {
  const suite = browserSuite(
    { SIMULATOR: 'off', SITE_CONFIG: siteWithConsent() },
    {},
    { consentGiven: false },
  );

  it('shows a named, non-modal consent banner that does not take the focus', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports`);
      await banner(page).waitFor();
      for (const name of ['Accept all', 'Essential only', 'Settings']) {
        expect(await banner(page).getByRole('button', { name }).isVisible()).toBe(true);
      }
      // Not a dialog and not modal: the focus stays on the page, and the page stays usable behind it.
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.evaluate<string>('document.activeElement?.tagName ?? ""')).toBe('BODY');
      // Keyboard: Tab from the top reaches the skip link, then the banner's buttons.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate<string>('document.activeElement?.textContent ?? ""')).toBe('Accept all');
      // Settings: one purpose at a time.
      await banner(page).getByRole('button', { name: 'Settings' }).click();
      await banner(page)
        .getByRole('checkbox', { name: /Marketing/ })
        .check();
      await banner(page).getByRole('button', { name: 'Save choices' }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect((await cookieNamed(context, 'consent'))?.value).toBe('p0.m1');
    } finally {
      await context.close();
    }
  });

  it('essential only keeps no preferences or marketing keys, and the consent cookie 365 days', async () => {
    const { context, page } = await suite.newPage();
    try {
      await page.goto(`${suite.product.webUrl}/sports?btag=partner-3`);
      await banner(page).waitFor();
      // What a browser may have kept before (an odds display choice, an unknown key).
      await page.evaluate(
        `localStorage.setItem('activeOddsType', 'american'); localStorage.setItem('x-tracker', '1')`,
      );
      await banner(page).getByRole('button', { name: 'Essential only' }).click();
      await banner(page).waitFor({ state: 'detached' });
      const consent = await cookieNamed(context, 'consent');
      expect(consent?.value).toBe('p0.m0');
      expect(daysLeft(consent)).toBeGreaterThan(364);
      expect(daysLeft(consent)).toBeLessThanOrEqual(365);
      expect(await storedKeys(page)).not.toContain('activeOddsType');
      expect(await storedKeys(page)).not.toContain('x-tracker');
      expect(await cookieNamed(context, 'affiliateTags')).toBeUndefined();
      // Essential storage is still kept: the device id.
      expect(await cookieNamed(context, 'deviceId')).toBeDefined();
      // After a reload the choice holds: no banner, still nothing optional.
      await page.reload();
      await page.getByRole('main').waitFor();
      expect(await banner(page).count()).toBe(0);
      expect(await cookieNamed(context, 'affiliateTags')).toBeUndefined();
    } finally {
      await context.close();
    }
  });

  it('keeps the affiliate tag 30 days once accepted, drops a tag with script, and sends it with the sign-up', async () => {
    const { context, page } = await suite.newPage();
    const script = '<script>alert(1)</script>';
    // Records what the page writes to document.cookie (the attributes a cookie jar does not show).
    await context.addInitScript(`{
      const own = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
      window.__cookieWrites = [];
      Object.defineProperty(document, 'cookie', {
        get: () => own.get.call(document),
        set: (value) => { window.__cookieWrites.push(value); own.set.call(document, value); },
      });
    }`);
    try {
      await page.goto(`${suite.product.webUrl}/sports?btag=partner-7&gclid=${encodeURIComponent(script)}`);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      const consent = await cookieNamed(context, 'consent');
      expect(consent?.value).toBe('p1.m1');
      expect(Math.round(daysLeft(consent))).toBe(365);
      const affiliate = await cookieNamed(context, 'affiliateTags');
      expect(Math.round(daysLeft(affiliate))).toBe(30);
      expect(decodeURIComponent(affiliate?.value ?? '')).toBe('btag=partner-7');
      // The script is neither kept nor reflected into the page.
      expect(await page.content()).not.toContain(script);
      expect(await page.evaluate<boolean>('typeof window.alert === "function"')).toBe(true);

      // deviceId (spec §3, §9): a UUID written for 7300 days, for the whole site (no parent domain on an IP
      // host). Chromium keeps no cookie longer than 400 days (RFC 6265bis), so the jar shows the cap.
      const device = await cookieNamed(context, 'deviceId');
      expect(device?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(Math.round(daysLeft(device))).toBe(400);
      expect(device).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, domain: '127.0.0.1' });
      const writes = await page.evaluate<string[]>('window.__cookieWrites');
      expect(writes).toContain(`deviceId=${device?.value}; Max-Age=${7300 * DAY_S}; Path=/; SameSite=Lax`);

      // Later, without the tag in the URL: the sign-up carries the kept tag (the request the backend gets).
      await page.goto(`${suite.product.webUrl}/sports#sign-up`);
      const dialog = page.getByRole('dialog', { name: 'Sign up' });
      await dialog.getByLabel('Email', { exact: true }).fill(`aff-${Date.now()}@example.com`);
      await dialog.getByLabel('Password', { exact: true }).fill('Kick-off-2026!');
      await dialog.getByLabel('Confirm password', { exact: true }).fill('Kick-off-2026!');
      await dialog.getByLabel('Currency').selectOption('USD');
      await dialog.getByLabel('Country').selectOption('DE');
      await dialog.getByLabel('Date of birth').fill('1990-04-12');
      await dialog.getByLabel(/I accept the terms/).check();
      const signUp = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/platform/users',
      );
      await dialog.getByRole('button', { name: 'Create account' }).click();
      const body = (await signUp).postDataJSON() as Record<string, unknown>;
      expect(body.btag).toBe('partner-7');
      expect(body).not.toHaveProperty('gclid');
      await dialog.getByRole('status').getByText('Check your mailbox').waitFor();
    } finally {
      await context.close();
    }
  });

  it('serves the icon sprite and resized team badges', async () => {
    const sprite = await fetch(`${suite.product.webUrl}/fe-api/icons.svg`);
    expect(sprite.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await sprite.text();
    expect(svg).toContain('<symbol id="sport-football"');
    expect(svg).not.toMatch(/<script|on\w+=/i);
    // A team badge the pages show (a backend /static/ path).
    const home = await (await fetch(`${suite.product.webUrl}/sports`)).text();
    const logo = /\/static\/logos\/\d+\.svg/.exec(home)?.[0] ?? '';
    expect(logo).not.toBe('');
    const badge = (width: number) =>
      `${suite.product.webUrl}/fe-api/image?src=${encodeURIComponent(logo)}&w=${width}`;
    const avif = await fetch(badge(48), {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toMatch(/\bAccept\b/);
    const png = await fetch(badge(96));
    expect(png.headers.get('content-type')).toBe('image/png');
    // Anything but the backend's static files and allowed origins is refused.
    for (const src of [
      'https://evil.example/x.png',
      '/api/v2/settings',
      '/static/../secrets',
      '//evil.example/x',
    ]) {
      const refused = await fetch(`${suite.product.webUrl}/fe-api/image?src=${encodeURIComponent(src)}&w=48`);
      expect(refused.status).toBe(400);
    }
    // Without a DSN the error tunnel does not exist.
    expect(
      (await fetch(`${suite.product.webUrl}/fe-api/errors`, { method: 'POST', body: '{}' })).status,
    ).toBe(404);
  });
});
