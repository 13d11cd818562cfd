import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BackendInFront, backendInFront } from './support/backend-in-front';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

/** A match id the backend in front answers with 503: its page fails on the server. */
const FAILING_MATCH_ID = 2_000_000_000;
describe('shell: locales, error pages, navigation', () => {
  let product: RunningProduct;
  let browser: Browser;
  let backend: BackendInFront;

  beforeAll(async () => {
    // The real backend, except the match FAILING_MATCH_ID: a page that errors on the server.
    backend = await backendInFront((url, answer) =>
      url.pathname.startsWith(`/api/v2/matches/${FAILING_MATCH_ID}`)
        ? { status: 503, body: Buffer.alloc(0) }
        : answer,
    );
    product = await startProduct({ SIM_RATE: '5', BACKEND_URL: backend.url });
    backend.setTarget(product.apiUrl);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    backend?.close();
  });

  it('serves /ar/sports right to left', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.webUrl}/ar/sports`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ar');
    await page.getByRole('link', { name: 'تسجيل الدخول' }).waitFor({ timeout: 5_000 });
    await page.close();
  });

  it('shows the not-found page with status 404 for unknown paths; its button leads to the sports home', async () => {
    const page = await browser.newPage();
    for (const path of ['/sports/no/such/page/here', '/nowhere', '/sports/404']) {
      const response = await page.goto(`${product.webUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      // Server-rendered: the HTML itself holds the page.
      await expect(response?.text()).resolves.toContain('Page not found</h1>');
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(`${product.webUrl}/sports`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.close();
  });

  it('localizes the not-found page by the URL locale', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.webUrl}/ar/sports/404`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' }).waitFor();
    await expect(
      page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).getAttribute('href'),
    ).resolves.toBe('/ar/sports');
    await page.close();
  });

  it('answers 404 with the not-found page for an unknown sport, league or match', async () => {
    const page = await browser.newPage();
    const longKey = 'a'.repeat(200); // longer than a sport key can be: the backend would answer 400
    const paths = [
      '/sports/no-such-sport',
      '/sports/football/no-such-league',
      '/sports/football/some-match-999999999',
      `/sports/${longKey}`,
      `/sports/${longKey}/some-league`,
    ];
    for (const path of paths) {
      const html = await fetch(`${product.webUrl}${path}`);
      expect(html.status, path).toBe(404);
      await html.body?.cancel();
      const response = await page.goto(`${product.webUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ timeout: 5_000 });
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
      await expect(
        page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
      ).resolves.toBe('/sports');
    }
    const response = await page.goto(`${product.webUrl}/de/sports/no-such-sport`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor({ timeout: 5_000 });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    await expect(page.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).resolves.toBe(
      '/de/sports',
    );
    await page.close();
  });

  // Expected to fail while Next renders a thrown notFound() on the client only: the server answers 404 with an
  // empty `<html id="__next_error__">` document (vercel/next.js#62228). Remove `.fails` once it passes.
  it.fails('server-renders the not-found page of an unknown sport or match, readable without JavaScript', async () => {
    for (const path of ['/sports/no-such-sport', '/sports/football/some-match-999999999']) {
      const response = await fetch(`${product.webUrl}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="en" dir="ltr"');
      expect(html, path).toContain('Page not found</h1>');
    }
  });

  it('answers 500 with the generic error page at /sports/500; its button leads to the sports home', async () => {
    const html = await fetch(`${product.webUrl}/sports/500`);
    expect(html.status).toBe(500);
    await expect(html.text()).resolves.toContain('Something went wrong</h1>');
    const page = await browser.newPage();
    const response = await page.goto(`${product.webUrl}/de/sports/500`);
    expect(response?.status()).toBe(500);
    await page
      .getByText('Etwas ist schiefgelaufen, bitte versuchen Sie es später noch einmal.')
      .waitFor({ timeout: 5_000 });
    await page.getByRole('link', { name: 'Zurück zur Sport-Startseite' }).click();
    await page.waitForURL(`${product.webUrl}/de/sports`);
    await page.goto(`${product.webUrl}/sports/500`);
    await page.getByRole('link', { name: 'Back to the sports home' }).click();
    await page.waitForURL(`${product.webUrl}/sports`);
    await page.close();
  });

  it('shows the generic error page when a page fails; its button leads to the sports home of the locale', async () => {
    const page = await browser.newPage();
    const path = `/sports/football/failing-match-${FAILING_MATCH_ID}`;
    const response = await page.goto(`${product.webUrl}${path}`);
    expect(response?.status()).toBe(500);
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor({ timeout: 5_000 });
    const home = page.getByRole('link', { name: 'Back to the sports home' });
    await expect(home.getAttribute('href')).resolves.toBe('/sports');
    await page.goto(`${product.webUrl}/de${path}`);
    await expect(
      page.getByRole('link', { name: 'Zurück zur Sport-Startseite' }).getAttribute('href'),
    ).resolves.toBe('/de/sports');
    await page.goto(`${product.webUrl}${path}`);
    await home.click();
    await page.waitForURL(`${product.webUrl}/sports`);
    await page.close();
  });

  it('has German navigation on /de/sports', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${product.webUrl}/de/sports`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const name of ['Anmelden', 'Registrieren', 'Einzahlen']) {
      await nav.getByRole('link', { name }).waitFor({ timeout: 5_000 });
    }
    await nav.getByRole('button', { name: 'Meine Wetten' }).waitFor({ timeout: 5_000 });
    await nav.getByRole('button', { name: /^Wettschein/ }).waitFor({ timeout: 5_000 });
    await expect(nav.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).resolves.toBe(
      '/de/sports?modal=sign-in',
    );
    await page.close();
  });

  it('resolves /no/sports (nb, which the demo site lacks) to the default locale', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${product.webUrl}/no/sports`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${product.webUrl}/sports`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    const alias = await fetch(`${product.webUrl}/br/sports/live`, { redirect: 'manual' });
    expect(alias.headers.get('location')).toMatch(/\/pt-BR\/sports\/live$/);
    await page.close();
  });

  it('switches the language by replacing the locale segment', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${product.webUrl}/sports/live`);
    await page.getByRole('banner').locator('summary', { hasText: 'English' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Türkçe' }).click();
    await page.waitForURL(`${product.webUrl}/tr/sports/live`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('tr');
    await page.close();
  });

  it('has a tab bar and a side menu on mobile', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${product.webUrl}/sports`);
    const tabBar = page.getByRole('navigation', { name: 'Quick navigation' });
    await tabBar.waitFor({ timeout: 5_000 });
    await tabBar.getByRole('button', { name: 'Sports menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Sports menu' });
    await menu.waitFor({ timeout: 5_000 });
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 5_000 });
    await page.close();
  });
});
