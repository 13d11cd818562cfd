import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, collectConsoleErrors, describeFindings, seriousAxeFindings } from './support/axe';
import { signIn } from './support/player';
import { findMatchPath, localizedPath, PRODUCT_ROUTES } from './support/routes';
import { browserSuite, DESKTOP } from './support/suite';

const PLAYER = { email: 'demo@example.com', password: 'demo-password' };
const LOCALES = ['en', 'ar'] as const;
/** A sweep loads and checks some forty pages. */
const SWEEP_TIMEOUT = 600_000;

/** What one sweep found: axe findings and console errors, per visited page. */
interface Sweep {
  readonly findings: string[];
  readonly consoleErrors: string[];
  readonly counts: Record<string, number>;
}

function emptySweep(): Sweep {
  return { findings: [], consoleErrors: [], counts: {} };
}

/** Waits until the page has loaded and its scripts have settled (no request for half a second). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/** Checks the page as it stands; adds what axe finds and the console errors so far under `where`. */
async function check(page: Page, where: string, sweep: Sweep, errors: { take(): string[] }): Promise<void> {
  const findings: AxeFinding[] = await seriousAxeFindings(page);
  sweep.counts[where] = findings.length;
  if (findings.length > 0) sweep.findings.push(describeFindings(where, findings));
  for (const error of errors.take()) sweep.consoleErrors.push(`${where}: ${error}`);
}

/** Opens the slip (docked, or a sheet on narrow screens) unless it is open. */
async function openSlip(page: Page): Promise<void> {
  const slip = page.locator('#bet-slip');
  if (await slip.isVisible()) return;
  const button = page
    .getByRole('navigation')
    .getByRole('button', { name: /^(Bet slip|قسيمة الرهان)/ })
    .filter({ visible: true });
  if ((await button.count()) === 0) return;
  if ((await button.first().getAttribute('aria-expanded')) !== 'true') await button.first().click();
  await slip.waitFor();
}

function report(sweep: Sweep): void {
  // The figures the issue asks to record: serious and critical findings per page.
  console.info(
    Object.entries(sweep.counts)
      .map(([where, count]) => `${count}\t${where}`)
      .join('\n'),
  );
  expect(sweep.findings, sweep.findings.join('\n')).toEqual([]);
  expect(sweep.consoleErrors, sweep.consoleErrors.join('\n')).toEqual([]);
}

describe('accessibility: axe (WCAG 2.1 A and AA) over every route, no console errors', () => {
  const suite = browserSuite({}, DESKTOP);

  it(
    'finds nothing serious or critical on any route, signed out, in English and Arabic',
    async () => {
      const { context, page } = await suite.newPage();
      const errors = collectConsoleErrors(page);
      const matchPath = await findMatchPath(page, suite.product.webUrl);
      errors.take();
      const sweep = emptySweep();
      for (const locale of LOCALES)
        for (const route of PRODUCT_ROUTES) {
          const path = localizedPath(route.path === '{match}' ? matchPath : route.path, locale);
          const response = await page.goto(`${suite.product.webUrl}${path}`);
          expect(response?.status(), path).toBe(route.status);
          await settled(page);
          await check(page, `signed out ${path}`, sweep, errors);
        }
      await context.close();
      report(sweep);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'finds nothing on any route signed in with a pick in the open slip, in English and Arabic',
    async () => {
      const { context, page } = await suite.newPage();
      const errors = collectConsoleErrors(page);
      await page.goto(`${suite.product.webUrl}/sports/football#sign-in`);
      await signIn(page, PLAYER);
      const matchPath = await findMatchPath(page, suite.product.webUrl);
      await page
        .getByRole('region', { name: /Upcoming events/ })
        .locator('button[aria-pressed="false"]:not([aria-disabled="true"])')
        .first()
        .click();
      await page.getByRole('complementary', { name: 'Bet slip' }).waitFor();
      errors.take();
      const sweep = emptySweep();
      for (const locale of LOCALES)
        for (const route of PRODUCT_ROUTES) {
          const path = localizedPath(route.path === '{match}' ? matchPath : route.path, locale);
          const response = await page.goto(`${suite.product.webUrl}${path}`);
          expect(response?.status(), path).toBe(route.status);
          await settled(page);
          if (route.status === 200) await openSlip(page);
          await check(page, `signed in ${path}`, sweep, errors);
        }
      await context.close();
      report(sweep);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'finds nothing in the main dialogs (sign-in, sign-up, deposit, search) nor in the slip sheet on a phone',
    async () => {
      const sweep = emptySweep();
      for (const locale of LOCALES) {
        const { context, page } = await suite.newPage();
        const errors = collectConsoleErrors(page);
        const home = localizedPath('/sports', locale);
        for (const modal of ['sign-in', 'sign-up']) {
          await page.goto(`${suite.product.webUrl}${home}#${modal}`);
          await page.getByRole('dialog').waitFor();
          await settled(page);
          await check(page, `dialog ${modal} ${home}`, sweep, errors);
        }
        await page.goto(`${suite.product.webUrl}${home}`);
        await settled(page);
        await page
          .getByRole('banner')
          .getByRole('button', { name: /^(Search|بحث)$/ })
          .click();
        await page.getByRole('dialog').waitFor();
        await check(page, `dialog search ${home}`, sweep, errors);
        await page.goto(`${suite.product.webUrl}${home}#sign-in`);
        await signIn(page, PLAYER);
        await page.goto(`${suite.product.webUrl}${home}?modal=deposit`);
        await page.getByRole('dialog').waitFor();
        await settled(page);
        await check(page, `dialog deposit ${home}`, sweep, errors);
        await context.close();

        // A phone: the slip is a sheet over the page.
        const phone = await suite.browser.newContext({ viewport: { width: 390, height: 844 } });
        const phonePage = await phone.newPage();
        const phoneErrors = collectConsoleErrors(phonePage);
        await phonePage.goto(`${suite.product.webUrl}${localizedPath('/sports/football', locale)}`);
        await settled(phonePage);
        await phonePage
          .getByRole('region', { name: /Upcoming events|الأحداث القادمة/ })
          .locator('button[aria-pressed="false"]:not([aria-disabled="true"])')
          .first()
          .click();
        await openSlip(phonePage);
        await check(phonePage, `phone slip ${locale}`, sweep, phoneErrors);
        await phone.close();
      }
      report(sweep);
    },
    SWEEP_TIMEOUT,
  );
});
