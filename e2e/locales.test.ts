import { describe, expect, it } from 'vitest';
import { browserSuite, DESKTOP } from './support/suite';

const DEMO = { email: 'demo@example.com', password: 'demo-password' };

/**
 * Locales of issue 7: the locale switch (spec §2.5) to the new right-to-left and left-to-right locales, the
 * error pages in the reduced shell's locales (spec §2.3), and locale segments that name no locale.
 */
describe('locales: switch, error pages, unknown segments', () => {
  const suite = browserSuite({ SIM_RATE: '5' }, DESKTOP);

  it('switches to Hebrew through the language switch: a reload to /he/..., right to left, Hebrew UI', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/sports/live`);
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'English' }).click();
    await header.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'עברית' }).click();
    await page.waitForURL(`${suite.product.webUrl}/he/sports/live`);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('he');
    const nav = page.getByRole('navigation', { name: 'ניווט ראשי' });
    await nav.getByRole('link', { name: 'התחברות' }).waitFor();
    // And back to a left-to-right locale, French, from the Hebrew page.
    await header.locator('summary', { hasText: 'עברית' }).click();
    await header.getByRole('list', { name: 'שפה' }).getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(`${suite.product.webUrl}/fr/sports/live`);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('ltr');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Connexion' })
      .waitFor();
    await context.close();
  });

  it('tells a signed-in player, on the reloaded page, that their language could not be saved (spec §8)', async () => {
    const { context, page } = await suite.signedInPage(DEMO, '/sports/live');
    // The backend cannot save the language: the switch still happens, and the player hears of it.
    await page.route('**/platform/player/update_locale', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'unavailable', message: 'try later' } }),
      }),
    );
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'English' }).click();
    await header.getByRole('list', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await page.waitForURL(`${suite.product.webUrl}/de/sports/live`);
    await page.getByText('Ihre Sprache wurde nicht gespeichert').waitFor();
    await page.getByText(/Ihr Konto hat aber noch die bisherige/).waitFor();
    // Told once: the note is gone from the session.
    await expect(page.evaluate("sessionStorage.getItem('localeNotSaved')")).resolves.toBeNull();
    await context.close();
  });

  it('shows the time by the server’s clock, in the bettor’s zone, when the device clock is off (spec §9)', async () => {
    const context = await suite.browser.newContext({ ...DESKTOP, timezoneId: 'Asia/Tokyo' });
    const page = await context.newPage();
    // The device clock runs 3 h 17 min ahead of the server's (the test's machine is the server).
    await page.clock.install({ time: Date.now() + (3 * 60 + 17) * 60_000 });
    await page.goto(`${suite.product.webUrl}/sports`);
    const deviceLead = Number(await page.evaluate('Date.now()')) - Date.now();
    expect(Math.abs(deviceLead - (3 * 60 + 17) * 60_000)).toBeLessThan(60_000);
    const shown = page.getByRole('banner').locator('.clock time');
    const tokyo = new Intl.DateTimeFormat('en', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Tokyo',
    });
    // Right now or a minute ago (the minute may turn while the page loads).
    const serverTimes = () => [tokyo.format(Date.now()), tokyo.format(Date.now() - 60_000)];
    // The page learns the server's clock from its first answers: on a loaded machine that takes a while.
    await expect
      .poll(async () => serverTimes().includes(await shown.innerText()), { timeout: 15_000 })
      .toBe(true);
    await context.close();
  });

  it('offers every configured locale by its native name, and Italian pages are Italian', async () => {
    const { context, page } = await suite.newPage();
    await page.goto(`${suite.product.webUrl}/it/sports`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('it');
    const header = page.getByRole('banner');
    await header.locator('summary', { hasText: 'Italiano' }).click();
    const list = header.getByRole('list', { name: 'Lingua' });
    for (const name of ['English', 'Deutsch', 'Français', 'Italiano', 'Polski', 'العربية', 'עברית'])
      await list.getByRole('link', { name }).waitFor();
    await expect(list.getByRole('link', { name: 'Polski' }).getAttribute('href')).resolves.toBe('/pl/sports');
    await page
      .getByRole('navigation', { name: 'Navigazione principale' })
      .getByRole('link', { name: 'Accedi' })
      .waitFor();
    await context.close();
  });

  it('serves the error pages in the reduced shell’s locales the site does not configure (fr-CA, de-CH, no)', async () => {
    const { context, page } = await suite.newPage();
    const web = suite.product.webUrl;

    const error = await page.goto(`${web}/fr-CA/sports/500`);
    expect(error?.status()).toBe(500);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr-CA');
    await page.getByRole('heading', { level: 1, name: 'Une erreur s’est produite' }).waitFor();
    // The site does not serve fr-CA: the way back is its default locale's home.
    const home = page.getByRole('link', { name: 'Retour à l’accueil des sports' });
    await expect(home.getAttribute('href')).resolves.toBe('/sports');

    const locked = await page.goto(`${web}/de-CH/sports/locked`);
    expect(locked?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Nicht berechtigt' }).waitFor();
    // The locked text stays in English for most locales (spec §2.3).
    await page.getByText('You are not authorised to view this page.').waitFor();

    const missing = await page.goto(`${web}/de-CH/sports/404`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de-CH');
    await page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }).waitFor();

    const norwegian = await page.goto(`${web}/no/sports/500`);
    expect(norwegian?.status()).toBe(500);
    await page.getByRole('heading', { level: 1, name: 'Noe gikk galt' }).waitFor();

    // Only error pages: any other page of such a locale goes to the site's locale of that language.
    await page.goto(`${web}/fr-CA/sports/live`);
    expect(page.url()).toBe(`${web}/fr/sports/live`);
    await context.close();
  });

  it('handles locale segments that name no locale without a crash', async () => {
    const web = suite.product.webUrl;
    const redirects: Record<string, string> = {
      '/xx/sports': '/sports',
      '/zz-ZZ/sports/live': '/sports/live',
      '/ja/sports/500': '/sports/500',
      '/HE/sports': '/he/sports',
    };
    for (const [path, target] of Object.entries(redirects)) {
      const response = await fetch(`${web}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(307);
      expect(new URL(response.headers.get('location') ?? '', web).pathname, path).toBe(target);
    }
    for (const path of [
      '/%3Cscript%3Ealert(1)%3C%2Fscript%3E/sports',
      '/xx-toolong-tag/sports',
      '/fr-CA/404',
    ]) {
      const response = await fetch(`${web}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('Page not found</h1>');
      expect(html, path).not.toContain('<script>alert(1)');
    }
    const { context, page } = await suite.newPage();
    const response = await page.goto(`${web}/xx/sports/live`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${web}/sports/live`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await context.close();
  });
});
