/**
 * Pictures of the product for docs/screenshots: home, live, a match and the slip with a pick, on a 390 px phone
 * and a 1440 px desktop, left to right (English) and right to left (Arabic), signed in.
 * Run: `npm run screenshots` (builds what is stale, starts the product on free ports, writes the PNGs).
 */
import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, waitForCondition } from './support/browser';
import { registerPlayer, signIn } from './support/player';
import { startProduct } from './support/product';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}docs/screenshots`;

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
const directions = [
  { name: 'ltr', prefix: '' },
  { name: 'rtl', prefix: '/ar' },
] as const;

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await waitForCondition(page, 'document.fonts.status === "loaded"');
}

/** The path of the first upcoming match of the Premier League (read from the league page's first row). */
async function firstMatchPath(page: Page, webUrl: string): Promise<string> {
  await page.goto(`${webUrl}/sports/football/premier-league`);
  const href = await page
    .getByRole('region', { name: /Upcoming events/ })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  if (!href) throw new Error('no match link on the Premier League page');
  return href.replace(/^\/[a-z]{2}(-[A-Z]{2})?(?=\/sports)/, '');
}

async function shoot(browser: Browser, webUrl: string, apiUrl: string): Promise<void> {
  const player = await registerPlayer(apiUrl, 'screens');
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    await page.goto(`${webUrl}/sports#sign-in`);
    await signIn(page, player);
    const matchPath = await firstMatchPath(page, webUrl);
    for (const direction of directions) {
      // A tab of its own per direction: the slip is kept per tab (session storage), so each picture holds
      // only its own pick.
      const tab = await context.newPage();
      const pages = [
        { name: 'home', path: '/sports' },
        { name: 'live', path: '/sports/live' },
        { name: 'match', path: matchPath },
      ];
      for (const target of pages) {
        await tab.goto(`${webUrl}${direction.prefix}${target.path}`);
        await settle(tab);
        await tab.screenshot({ path: `${outDir}/${target.name}-${size.name}-${direction.name}.png` });
      }
      // The slip with one pick, on the match page: the phone's sheet or the docked slip, with its stake field.
      const price = tab
        .locator('main button[data-outcome-id][aria-pressed="false"]:not([aria-disabled="true"])')
        .first();
      const outcome = await price.getAttribute('data-outcome-id');
      await price.click();
      await tab.locator(`main button[data-outcome-id="${outcome}"][aria-pressed="true"]`).first().waitFor();
      await tab.locator('#bet-slip input').first().waitFor();
      await settle(tab);
      await tab.screenshot({ path: `${outDir}/slip-${size.name}-${direction.name}.png` });
      await tab.close();
    }
    await context.close();
  }
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('building the product failed');
  await mkdir(outDir, { recursive: true });
  const product = await startProduct();
  const browser = await launchBrowser();
  try {
    await shoot(browser, product.webUrl, product.apiUrl);
  } finally {
    await browser.close();
    await product.stop();
  }
  console.log(`screenshots written to ${outDir}`);
}

await main();
