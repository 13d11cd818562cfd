import { type Browser, chromium, type Page } from 'playwright-core';

export interface LaunchOptions {
  /**
   * Whether every new browser context starts with the visitor's storage choice already made ("accept all",
   * the consent cookie of spec §3), so the demo site's consent banner stays out of journeys about other
   * things. Default true; the privacy tests start without it.
   */
  readonly consentGiven?: boolean;
  /** More Chromium flags (e.g. `--host-resolver-rules` to browse loopback under other host names). */
  readonly args?: readonly string[];
}

/** The consent cookie of "accept all" (core CNS1), for the loopback hosts the products run on. */
const ACCEPT_ALL_COOKIES = ['http://127.0.0.1', 'http://localhost'].map((url) => ({
  name: 'consent',
  value: 'p1.m1',
  url,
}));

/** Debian's Chromium (never a downloaded browser), with the flags this closed network needs. */
export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.args ?? []),
    ],
  });
  if (options.consentGiven ?? true) {
    // Cookies ignore ports: one cookie per loopback host covers every product a test starts.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (contextOptions) => {
      const context = await newContext(contextOptions);
      await context.addCookies(ACCEPT_ALL_COOKIES);
      return context;
    };
  }
  return browser;
}

/**
 * Waits until `expression` is true in the page. Playwright's `waitForFunction` polls with `eval` inside the
 * page, which the product's Content-Security-Policy refuses; each `evaluate` here is the DevTools protocol's,
 * which no page policy binds.
 */
export async function waitForCondition(
  page: Pick<Page, 'evaluate'>,
  expression: string,
  timeout = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await holds(page, expression))) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeout} ms: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether `expression` is true now; false while the page is between two documents. */
async function holds(page: Pick<Page, 'evaluate'>, expression: string): Promise<boolean> {
  try {
    return await page.evaluate<boolean>(`Boolean(${expression})`);
  } catch (error) {
    if (/Execution context was destroyed|navigation/i.test(String(error))) return false;
    throw error;
  }
}
