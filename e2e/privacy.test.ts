import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { browserSuite } from './support/suite';

/*
 * Cookies and stored keys of spec §3 in the browser: the consent banner of an operator that asks for consent
 * (site `features.consentBanner`), what "essential only" leaves, the consent cookie's 365 days, the affiliate
 * cookie's 30 days and its way into the sign-up, a tag with script in it dropped, and the deviceId cookie.
 */

const DAY_S = 86_400;

/** The operator's CMS: a loopback origin serving one banner image (an origin of IMAGE_ORIGINS). */
const cms = createServer((request, response) => {
  if (request.url !== '/banners/promo.png') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'image/png' });
  response.end(
    readFileSync(
      fileURLToPath(new URL('../apps/web/public/site-assets/demo/social-card.png', import.meta.url)),
    ),
  );
});
await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
const CMS_ORIGIN = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
const CMS_BANNER = `${CMS_ORIGIN}/banners/promo.png`;

/**
 * The demo site with the consent banner on and a second banner from the CMS (IMAGE_ORIGINS), as an operator's
 * SITE_CONFIG file.
 */
function siteWithConsent(): string {
  const demo = JSON.parse(
    readFileSync(fileURLToPath(new URL('../apps/web/sites/demo.json', import.meta.url)), 'utf8'),
  ) as { features?: Record<string, unknown>; layout: { rightSidebar: unknown[] } };
  const path = join(mkdtempSync(join(tmpdir(), 'sportsbook-site-')), 'site.json');
  const promo = {
    type: 'banner',
    config: { title: 'Weekend promo', imageUrl: CMS_BANNER, imageAlt: 'Promo' },
  };
  writeFileSync(
    path,
    JSON.stringify({
      ...demo,
      features: { ...demo.features, consentBanner: true },
      layout: { ...demo.layout, rightSidebar: [...demo.layout.rightSidebar, promo] },
    }),
  );
  return path;
}

/** What the tests read of an `<img>` (the e2e project has no DOM types). */
interface Img {
  readonly complete: boolean;
  readonly naturalWidth: number;
  readonly currentSrc: string;
}

/** `&amp;` and friends of an attribute in served HTML. */
const unescapeHtml = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** The `<img>` whose src or srcset names `source` (through the proxy), as its attributes. */
function proxiedImage(html: string, source: string): Record<string, string> | undefined {
  const encoded = encodeURIComponent(source).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  const tag = [...html.matchAll(/<img\s[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(encoded));
  if (!tag) return undefined;
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [
      (m[1] ?? '').toLowerCase(),
      unescapeHtml(m[2] ?? ''),
    ]),
  );
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
    {
      SIMULATOR: 'off',
      SITE_CONFIG: siteWithConsent(),
      IMAGE_ORIGINS: CMS_ORIGIN,
      // Sign-up ends at "check your mailbox" (no sign-in that would change what the browser keeps).
      EMAIL_CONFIRMATION_REQUIRED: 'on',
    },
    {},
    { consentGiven: false },
  );
  afterAll(() => {
    cms.close();
  });

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
      // Keyboard: Tab from the top reaches the two skip links (to the content, to the slip), then the banner's
      // buttons.
      await page.keyboard.press('Tab');
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

  it('draws the banner in the served page until a choice is made (never a late paint)', async () => {
    // Drawn after hydration, the banner was the page's largest paint, seconds after the rest (issue 17).
    const served = async (cookie?: string) => {
      const response = await fetch(`${suite.product.webUrl}/sports`, {
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    // The banner's heading as drawn (its words are also in the page's client messages).
    const drawn = /<h2[^>]*>Your privacy choices<\/h2>/;
    expect(await served()).toMatch(drawn);
    expect(await served('consent=p1.m0')).not.toMatch(drawn);
    // A malformed choice is no choice: the banner is drawn.
    expect(await served('consent=yes')).toMatch(drawn);
    // And hydration keeps it: nothing in the page errs, the banner stays and works.
    const { context, page } = await suite.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${suite.product.webUrl}/sports`);
      await page.locator('html[data-session]').waitFor({ state: 'attached' });
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect((await cookieNamed(context, 'consent'))?.value).toBe('p1.m1');
      expect(errors).toEqual([]);
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

  it('serves the icon sprite, versioned, and resized team badges', async () => {
    const home = await (await fetch(`${suite.product.webUrl}/sports`)).text();
    // Pages use the sprite with its version (long cache), for sport icons and the menu's general icons.
    const version = /\/fe-api\/icons\.svg\?version=([0-9a-f]{8})#sport-/.exec(home)?.[1];
    expect(version).toBeDefined();
    expect(home).toContain(`/fe-api/icons.svg?version=${version}#home"`);
    const sprite = await fetch(`${suite.product.webUrl}/fe-api/icons.svg?version=${version}`);
    expect(sprite.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(sprite.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await sprite.text();
    expect(svg).toContain('<symbol id="sport-football"');
    expect(svg).toContain('<symbol id="home"');
    expect(svg).not.toMatch(/<script|on\w+=/i);
    const unversioned = await fetch(`${suite.product.webUrl}/fe-api/icons.svg`);
    expect(unversioned.headers.get('cache-control')).toBe(
      'public, max-age=600, stale-while-revalidate=86400',
    );
    // A team badge the pages show (a backend /static/ path).
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

  it('shows the brand logo, the demo banner and a CMS banner through the resizing proxy, 1x and 2x', async () => {
    const html = await (await fetch(`${suite.product.webUrl}/sports`)).text();
    const cases = [
      // [source, shown width, 1x width, 2x width]: the widths the proxy renders (core IMG3, IMG4).
      ['/site-assets/demo/logo.svg', 186, 192, 384],
      ['/site-assets/demo/live-banner.jpg', 240, 256, 480],
      [CMS_BANNER, 240, 256, 480],
    ] as const;
    for (const [source, , oneX, twoX] of cases) {
      const image = proxiedImage(html, source);
      expect(image, source).toBeDefined();
      const src = `/fe-api/image?src=${encodeURIComponent(source)}&w=${oneX}`;
      expect(image?.src, source).toBe(src);
      expect(image?.srcset, source).toBe(
        `${src} 1x, /fe-api/image?src=${encodeURIComponent(source)}&w=${twoX} 2x`,
      );
      for (const candidate of [src, `/fe-api/image?src=${encodeURIComponent(source)}&w=${twoX}`]) {
        const answer = await fetch(`${suite.product.webUrl}${candidate}`, {
          headers: { accept: 'image/webp,*/*' },
        });
        expect(answer.status, candidate).toBe(200);
        expect(answer.headers.get('content-type'), candidate).toBe('image/webp');
      }
    }
    // The logo keeps its configured box (no layout shift), the banner its width.
    expect(proxiedImage(html, '/site-assets/demo/logo.svg')).toMatchObject({ width: '186', height: '32' });

    // In a browser with a 2x screen every one of them loads, from its 2x candidate.
    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 1000 },
      deviceScaleFactor: 2,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${suite.product.webUrl}/sports`);
      for (const [source, , , twoX] of cases) {
        const image = page.locator(`img[srcset*="${encodeURIComponent(source)}"]`).first();
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(
            () =>
              image.evaluate(
                (img) => (img as unknown as Img).complete && (img as unknown as Img).naturalWidth,
              ),
            {
              timeout: 10_000,
            },
          )
          .toBeGreaterThan(0);
        expect(await image.evaluate((img) => (img as unknown as Img).currentSrc)).toContain(`&w=${twoX}`);
      }
    } finally {
      await context.close();
    }
  });

  it('[CKE6] shares the deviceId on the parent domain a browser accepts: example.co.uk, bet.com.br, example.com', async () => {
    // Public suffixes (co.uk, com.br) and a plain domain, all served by the product on loopback.
    const browser = await launchBrowser({
      consentGiven: false,
      args: [
        '--host-resolver-rules=MAP www.example.co.uk 127.0.0.1, MAP example.co.uk 127.0.0.1, MAP bet.com.br 127.0.0.1, MAP sports.example.com 127.0.0.1',
      ],
    });
    const port = new URL(suite.product.webUrl).port;
    try {
      for (const [host, domain] of [
        ['www.example.co.uk', '.example.co.uk'],
        ['example.co.uk', '.example.co.uk'],
        ['bet.com.br', '.bet.com.br'],
        ['sports.example.com', '.example.com'],
      ] as const) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(`http://${host}:${port}/sports`);
        const device = async () => (await context.cookies()).find((c) => c.name === 'deviceId');
        await expect.poll(async () => (await device())?.domain, { timeout: 10_000 }).toBe(domain);
        const first = (await device())?.value;
        expect(first).toMatch(/^[0-9a-f-]{36}$/);
        // The probe cookie is gone; the id stays the same on the next load (not a new UUID each time).
        expect((await context.cookies()).some((c) => c.name === 'cookieDomainProbe')).toBe(false);
        await page.reload();
        await page.getByRole('main').waitFor();
        expect((await context.cookies()).filter((c) => c.name === 'deviceId').map((c) => c.value)).toEqual([
          first,
        ]);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });
});
