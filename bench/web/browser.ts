import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';

/** Debian's Chromium (never a downloaded browser), headless, unthrottled, with the e2e suite's flags. */
export async function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
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
      '--disable-renderer-backgrounding',
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

/** Main-thread script time so far (CDP Performance.getMetrics ScriptDuration), in ms. */
export async function scriptMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ScriptDuration')?.value ?? 0) * 1000;
}

/**
 * The browser's clock minus this process's (epoch ms), from the page round trip with the least delay of
 * several: the browser's reading is taken as made halfway through it.
 */
export async function browserClockOffset(page: Page): Promise<{ offsetMs: number; roundTripMs: number }> {
  let best = { offsetMs: 0, roundTripMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 15; i += 1) {
    const before = performance.timeOrigin + performance.now();
    const theirs = await page.evaluate(() => performance.timeOrigin + performance.now());
    const after = performance.timeOrigin + performance.now();
    if (after - before < best.roundTripMs)
      best = { offsetMs: theirs - (before + after) / 2, roundTripMs: after - before };
  }
  return best;
}

/** Counts `public:` channel publications in the page's WebSocket frames while `counting` is on. */
export function countPublications(cdp: CDPSession): { counting: boolean; publications: number } {
  const counter = { counting: false, publications: 0 };
  cdp.on('Network.webSocketFrameReceived', (event) => {
    if (!counter.counting) return;
    for (const line of event.response.payloadData.split('\n')) {
      if (line.includes('"pub"') && line.includes('"channel":"public:')) counter.publications += 1;
    }
  });
  return counter;
}

/** Calls the page probe (`page-probe.ts`): e.g. `callProbe(page, 'start(false)')`. */
export async function callProbe<T = void>(page: Page, call: string): Promise<T> {
  return (await page.evaluate(`window.__benchProbe.${call}`)) as T;
}
