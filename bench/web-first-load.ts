import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import type { BenchResult } from './bench-result';
import { ReportLines, table, verdict } from './support/report';
import { median, ratio, round } from './support/stats';
import { launchBenchBrowser } from './web/browser';
import { startWebProduct } from './web/web-product';

/** What the first-load benchmark does; the defaults are the recorded run's. */
export interface WebFirstLoadSettings {
  /** Cold loads per page, alternating; figures are medians. */
  readonly rounds: number;
  /** After the load event, late script requests are still counted for this long (ms). */
  readonly settleMs: number;
}

export const DEFAULT_WEB_FIRST_LOAD: WebFirstLoadSettings = { rounds: 3, settleMs: 1_500 };

const KIB = 1024;
const RATIO_TARGET = 1.35;
const KIB_TARGET = 150;
/** The minimal page of the same build (apps/web/src/app/bench-minimal/page.tsx). */
const MINIMAL_PATH = '/bench-minimal';
const SPORTS_PATH = '/sports';

interface Load {
  /** Scripts the HTML document names (script tags, preloads): what the page needs to hydrate. */
  readonly bytes: number;
  readonly scripts: number;
  /** Scripts loaded later (dynamic imports after hydration, e.g. the realtime client), within the settle time. */
  readonly lazyBytes: number;
  readonly lazyScripts: number;
  readonly encodings: ReadonlySet<string>;
  readonly status: number;
}

/** One cold load (fresh context, cache off): bytes on the wire of every script response. */
async function coldLoad(browser: Browser, url: string, settleMs: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const encodings = new Set<string>();
  const finished: { url: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, new URL(event.response.url).pathname);
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    encodings.add(String(headers['content-encoding'] ?? 'identity'));
  });
  cdp.on('Network.loadingFinished', (event) => {
    const path = scripts.get(event.requestId);
    if (path !== undefined) finished.push({ url: path, bytes: event.encodedDataLength });
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const html = (await response?.text()) ?? '';
  await page.waitForTimeout(settleMs);
  await context.close();
  // A script is part of the first load when the server-rendered HTML names it (`<script src>`, preload).
  const named = (path: string) => html.includes(path);
  const first = finished.filter((script) => named(script.url));
  const lazy = finished.filter((script) => !named(script.url));
  const sum = (list: typeof finished) => list.reduce((total, script) => total + script.bytes, 0);
  return {
    bytes: sum(first),
    scripts: first.length,
    lazyBytes: sum(lazy),
    lazyScripts: lazy.length,
    encodings,
    status: response?.status() ?? 0,
  };
}

/**
 * First-load JavaScript of /sports: bytes transferred (gzip, as `next start` serves them; CDP
 * encodedDataLength, headers included) of the scripts the server-rendered HTML names, on a cold load, against
 * a minimal page of the same Next.js build (`/bench-minimal`: the framework, the root layout and one
 * paragraph), loaded in the same run. Scripts loaded after hydration by dynamic imports (the realtime
 * client) are not first-load JavaScript: they are reported apart, with their own column.
 */
export async function runWebFirstLoadBench(
  overrides: Partial<WebFirstLoadSettings> = {},
): Promise<BenchResult> {
  const settings = { ...DEFAULT_WEB_FIRST_LOAD, ...overrides };
  const out = new ReportLines('web-first-load');
  const product = await startWebProduct({ minLive: 60, simRate: 40 }, (line) => out.add(line));
  const browser = await launchBenchBrowser();
  try {
    const loads = { minimal: [] as Load[], sports: [] as Load[] };
    for (let round = 0; round < settings.rounds; round += 1) {
      loads.minimal.push(await coldLoad(browser, `${product.webUrl}${MINIMAL_PATH}`, settings.settleMs));
      loads.sports.push(await coldLoad(browser, `${product.webUrl}${SPORTS_PATH}`, settings.settleMs));
    }
    for (const [name, list] of Object.entries(loads)) {
      const bad = list.find((load) => load.status !== 200);
      if (bad) throw new Error(`${name} answered ${bad.status}`);
    }
    const minimalKib = median(loads.minimal.map((load) => load.bytes)) / KIB;
    const sportsKib = median(loads.sports.map((load) => load.bytes)) / KIB;
    const scriptsOf = (list: Load[]) => median(list.map((load) => load.scripts));
    const lazyKibOf = (list: Load[]) => round(median(list.map((load) => load.lazyBytes)) / KIB);
    const lazyScriptsOf = (list: Load[]) => median(list.map((load) => load.lazyScripts));
    const encodingsOf = (list: Load[]) =>
      [...new Set(list.flatMap((load) => [...load.encodings]))].join(', ');
    const sportsRatio = ratio(sportsKib, minimalKib);
    out.add(
      ...table(
        [
          'page',
          'first-load script KiB',
          'scripts',
          'loaded after hydration KiB',
          'scripts',
          'content-encoding',
        ],
        [
          [
            `${MINIMAL_PATH} (baseline)`,
            round(minimalKib),
            scriptsOf(loads.minimal),
            lazyKibOf(loads.minimal),
            lazyScriptsOf(loads.minimal),
            encodingsOf(loads.minimal),
          ],
          [
            SPORTS_PATH,
            round(sportsKib),
            scriptsOf(loads.sports),
            lazyKibOf(loads.sports),
            lazyScriptsOf(loads.sports),
            encodingsOf(loads.sports),
          ],
        ],
      ),
      `/sports / minimal = ${sportsRatio} (target <= ${RATIO_TARGET}: ${verdict(sportsRatio <= RATIO_TARGET)}); /sports ${round(sportsKib)} KiB (target <= ${KIB_TARGET}: ${verdict(sportsKib <= KIB_TARGET)}); median of ${settings.rounds} cold loads each; first load = scripts the HTML names, loaded after hydration = the rest within ${settings.settleMs} ms of the load event`,
    );
    return {
      name: 'web-first-load',
      lines: out.lines,
      figures: {
        minimal_script_kib: round(minimalKib),
        sports_script_kib: round(sportsKib),
        sports_minimal_ratio: sportsRatio,
        sports_lazy_script_kib: lazyKibOf(loads.sports),
      },
    };
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runWebFirstLoadBench();
}
