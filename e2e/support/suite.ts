import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type LaunchOptions, launchBrowser } from './browser';
import { advanceBackendTime } from './clock';
import { type DemoPlayer, signIn } from './player';
import { type RunningProduct, startProduct } from './product';

/** A desktop window tall enough for the bet slip beside the events. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** How a new page starts. */
export interface PageOptions {
  /**
   * Its context's clock faked (Playwright's `clock.install`) from before the first load, so `advanceTime`
   * moves the time of its pages. Time runs on by itself meanwhile.
   */
  readonly fakeClock?: boolean;
}

/** The product and the browser of one describe block, and new pages in that browser. */
export interface BrowserSuite {
  readonly product: RunningProduct;
  readonly browser: Browser;
  /** A page in a new browser context (its own cookies and storage). */
  newPage(options?: PageOptions): Promise<{ context: BrowserContext; page: Page }>;
  /** A new page on `path`, signed in as `player` through the sign-in dialog. */
  signedInPage(
    player: DemoPlayer,
    path: string,
    options?: PageOptions,
  ): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Starts the product (with `env`) and the browser before the describe block's tests and stops both after
 * them; the answer's product and browser are there once the tests run. `context` applies to every page.
 */
export function browserSuite(
  env: Record<string, string>,
  context: BrowserContextOptions = {},
  launch: LaunchOptions = {},
): BrowserSuite {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    product = await startProduct(env);
    browser = await launchBrowser(launch);
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the product and the browser start before the tests');
    return value;
  };
  const suite: BrowserSuite = {
    get product() {
      return started(product);
    },
    get browser() {
      return started(browser);
    },
    async newPage(options = {}) {
      const opened = await suite.browser.newContext(context);
      // In step with a backend whose time a test has moved on (TEST_CLOCK_CONTROL), else the system's.
      if (options.fakeClock)
        await opened.clock.install(
          env.TEST_CLOCK_CONTROL ? { time: await advanceBackendTime(suite.product, 0) } : {},
        );
      return { context: opened, page: await opened.newPage() };
    },
    async signedInPage(player, path, options = {}) {
      const opened = await suite.newPage(options);
      await opened.page.goto(`${suite.product.webUrl}${path}#sign-in`);
      await signIn(opened.page, player);
      return opened;
    },
  };
  return suite;
}
