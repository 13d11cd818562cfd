import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { signIn } from './support/player';
import { freePort, type RunningProduct, startProduct } from './support/product';

const DEMO_SITE = fileURLToPath(new URL('../apps/web/sites/demo.json', import.meta.url));

/*
 * Spec §6: "a configured group is required by a user-group checker that redirects others to the platform
 * front end". The demo site is run with the deposit-reminder group (91) required: demo@example.com is in it,
 * demo2@example.com is not.
 */
describe('user-group checker', () => {
  let product: RunningProduct;
  let browser: Browser;
  let platform: Server;
  let platformUrl: string;
  let siteDir: string;

  beforeAll(async () => {
    // The operator's platform front end: a page that says where the player landed.
    const port = await freePort();
    platformUrl = `http://127.0.0.1:${port}/`;
    platform = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Platform front end</title>');
    });
    await new Promise<void>((resolve) => platform.listen(port, '127.0.0.1', resolve));
    const site = JSON.parse(await readFile(DEMO_SITE, 'utf8')) as { features?: Record<string, unknown> };
    site.features = {
      ...site.features,
      requiredStatusGroup: { statusGroupId: 91, redirectUrl: platformUrl },
    };
    siteDir = await mkdtemp(join(tmpdir(), 'sportsbook-site-'));
    const siteFile = join(siteDir, 'site.json');
    await writeFile(siteFile, JSON.stringify(site));
    [product, browser] = await Promise.all([startProduct({ SITE_CONFIG: siteFile }), launchBrowser()]);
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await product?.stop();
    platform?.close();
    if (siteDir) await rm(siteDir, { recursive: true, force: true });
  });

  it('keeps visitors and members of the group, and sends other players to the platform front end', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.webUrl}/sports#sign-in`);
    await signIn(page, { email: 'demo@example.com', password: 'demo-password' });
    // A member stays on the sportsbook.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign out' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/sports');

    await page.goto(`${product.webUrl}/sports#sign-in`);
    await signIn(page, { email: 'demo2@example.com', password: 'demo-password' }).catch(() => undefined);
    await page.waitForURL(platformUrl);
    expect(await page.title()).toBe('Platform front end');
    await context.close();
  });
});
