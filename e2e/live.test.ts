import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningProduct, startProduct } from './support/product';

/** Accessible names of the page's price buttons (outcome name and displayed odds). */
async function priceNames(page: Page): Promise<string[]> {
  return page
    .locator('button[data-outcome-id][aria-pressed]')
    .evaluateAll((buttons) =>
      buttons.map((button) => `${button.getAttribute('data-outcome-id')}|${button.textContent ?? ''}`),
    );
}

/** Resolves once some price button shows other text than in `before` (same page, no reload). */
async function waitForPriceChange(page: Page, timeoutMs = 30_000): Promise<void> {
  // The live page's rows after the first screen are drawn after hydration: compare the whole list.
  await page.getByText('Loading events…').first().waitFor({ state: 'detached', timeout: timeoutMs });
  const before = await priceNames(page);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await page.waitForTimeout(500);
    const now = await priceNames(page);
    if (now.length === before.length && now.some((name, i) => name !== before[i])) return;
  }
  throw new Error('no price changed on the page');
}

describe('live prices in the browser', () => {
  let product: RunningProduct;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('shows odds changes without a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.webUrl}/sports/live`);
    await page.locator('button[data-outcome-id][aria-pressed]').first().waitFor();
    await page.evaluate(() => {
      (globalThis as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await waitForPriceChange(page);
    await expect(
      page.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded),
    ).resolves.toBe(true);
    await page.close();
  });

  it('says prices may be stale and the page is offline while the connection is cut, and recovers', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.webUrl}/sports/live`);
    await page.locator('button[data-outcome-id][aria-pressed]').first().waitFor();
    await waitForPriceChange(page);
    // The notices' region is there before any notice: what the offline notice needs was loaded while online.
    const notices = page.getByRole('region', { name: /^Notifications/ });
    await notices.waitFor({ state: 'attached' });

    await context.setOffline(true);
    const stale = page.getByRole('status').filter({ hasText: /Prices may be out of date/ });
    await stale.waitFor({ timeout: 10_000 });
    await notices.getByText('No connection').waitFor();

    await context.setOffline(false);
    await notices.getByText('Back online').waitFor();
    await stale.waitFor({ state: 'detached', timeout: 30_000 });
    await waitForPriceChange(page);
    await context.close();
  });

  it('toggles a selection and keeps it across a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${product.webUrl}/sports/live`);
    const button = page
      .locator('button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])')
      .first();
    await button.waitFor();
    const id = await button.getAttribute('data-outcome-id');
    await button.click();
    const pressed = page.locator('button[data-outcome-id][aria-pressed="true"]');
    await expect.poll(() => pressed.count()).toBe(1);
    await page.reload();
    await page.locator('button[data-outcome-id][aria-pressed="true"]').first().waitFor();
    await expect(
      page.locator('button[data-outcome-id][aria-pressed="true"]').getAttribute('data-outcome-id'),
    ).resolves.toBe(id);
    await page.locator('button[data-outcome-id][aria-pressed="true"]').click();
    await expect(page.locator('button[data-outcome-id][aria-pressed="true"]').count()).resolves.toBe(0);
    await page.close();
  });
});
