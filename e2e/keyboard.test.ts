import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, DESKTOP } from './support/suite';

const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

/** The focused element: its tag, text, and whether it is a price (an outcome's toggle button). */
async function focused(
  page: Page,
): Promise<{ text: string; price: boolean; pressed: string | null; disabled: boolean }> {
  return page.evaluate(`(() => {
    const element = document.activeElement;
    return {
      text: (element?.textContent || '').trim(),
      price: element?.matches('button[data-outcome-id]') ?? false,
      pressed: element?.getAttribute('aria-pressed') ?? null,
      disabled: element?.getAttribute('aria-disabled') === 'true',
    };
  })()`);
}

/** Presses Tab until `reached` holds for the focused element; answers how many Tabs it took (at most `limit`). */
async function tabUntil(
  page: Page,
  reached: (element: Awaited<ReturnType<typeof focused>>) => boolean,
  limit: number,
): Promise<number> {
  for (let tabs = 1; tabs <= limit; tabs += 1) {
    await page.keyboard.press('Tab');
    if (reached(await focused(page))) return tabs;
  }
  throw new Error(`not reached within ${limit} Tabs; focus is on ${JSON.stringify(await focused(page))}`);
}

describe('the core journey by keyboard (issue 16)', () => {
  const suite = browserSuite({}, DESKTOP);

  for (const path of ['/sports', '/sports/football', '/sports/live']) {
    it(`reaches the first price of ${path} from the skip link within five Tabs`, async () => {
      const { context, page } = await suite.newPage();
      await page.goto(`${suite.product.webUrl}${path}`);
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sign In' })
        .waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip.evaluate((link) => link === link.ownerDocument.activeElement)).resolves.toBe(true);
      // Visible on focus.
      await expect(skip.isVisible()).resolves.toBe(true);
      const box = await skip.boundingBox();
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      await page.keyboard.press('Enter');
      await tabUntil(page, (element) => element.price, 5);
      await context.close();
    });
  }

  it('picks a price, skips to the slip, types a stake and places the bet, all by keyboard', async () => {
    const { context, page } = await suite.signedInPage(PLAYER, '/sports/football');
    // From the top of the page, as after a load.
    await page.evaluate(
      `document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex')`,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // An open price (a suspended one is announced but cannot be picked).
    await tabUntil(page, (element) => element.price && element.pressed === 'false' && !element.disabled, 8);
    await page.keyboard.press('Enter');
    // The pick may wait for the slip's engine, fetched beside hydration.
    await expect
      .poll(() => focused(page), { timeout: 15_000 })
      .toMatchObject({ price: true, pressed: 'true' });

    // Back to the top; the second skip link leads to the slip's stake.
    await page.evaluate(
      `document.body.tabIndex = -1; document.body.focus(); document.body.removeAttribute('tabindex')`,
    );
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focused(page)).resolves.toMatchObject({ text: 'Skip to the bet slip' });
    await page.keyboard.press('Enter');
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    const stake = slip.getByLabel('Stake');
    await expect
      .poll(() => stake.evaluate((input) => input === input.ownerDocument.activeElement))
      .toBe(true);
    await page.keyboard.type('2');
    await tabUntil(page, (element) => element.text.startsWith('Place bet'), 8);
    await page.keyboard.press('Enter');
    await slip.getByRole('heading', { name: 'Bet placed' }).waitFor();
    await context.close();
  });
});
