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
  /**
   * After the load event, the page has settled once no HTTP request (WebSockets and event streams aside) has
   * been in flight, started or ended for this long (ms): every script it fetched until then is counted.
   */
  readonly quietMs: number;
  /** Counting stops this long after the load event (ms) even if the network never goes quiet. */
  readonly maxSettleMs: number;
}

export const DEFAULT_WEB_FIRST_LOAD: WebFirstLoadSettings = {
  rounds: 3,
  quietMs: 2_000,
  maxSettleMs: 15_000,
};

const KIB = 1024;
/** Issue 17: all the JavaScript a page loads on every view (first load and after hydration). */
const RATIO_TARGET = 1.35;
const KIB_TARGET = 200;
/** The minimal page of the same build (apps/web/src/app/bench-minimal/page.tsx). */
const MINIMAL_PATH = '/bench-minimal';
const SPORTS_PATH = '/sports';

interface Load {
  /** Scripts the HTML document names (script tags, preloads): what the page needs to hydrate. */
  readonly bytes: number;
  readonly scripts: number;
  /** Scripts loaded later (dynamic imports after hydration, e.g. the realtime client), until the page settled. */
  readonly lazyBytes: number;
  readonly lazyScripts: number;
  readonly encodings: ReadonlySet<string>;
  readonly status: number;
  /** When the network went quiet (ms after the load event), and whether `maxSettleMs` cut the wait short. */
  readonly settledMs: number;
  readonly cutShort: boolean;
  /** When the last script response ended (ms after the load event; negative: before it). */
  readonly lastScriptMs: number;
}

/**
 * One cold load (fresh context, cache off): bytes on the wire of every script response from the navigation
 * until the network has gone quiet after the load event (see {@link WebFirstLoadSettings.quietMs}).
 */
async function coldLoad(browser: Browser, url: string, settings: WebFirstLoadSettings): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map<string, string>();
  const encodings = new Set<string>();
  const finished: { url: string; bytes: number; at: number }[] = [];
  // Requests in flight and the last time one started or ended, for the quiet network that ends the count.
  // A WebSocket or an event stream stays open for the page's life: neither is a request that ends (nor is a
  // data: or blob: URL a request on the network).
  const inFlight = new Set<string>();
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'WebSocket' || event.type === 'EventSource') return;
    if (/^(data|blob):/.test(event.request.url)) return;
    inFlight.add(event.requestId);
    lastActivity = performance.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    if (inFlight.delete(event.requestId)) lastActivity = performance.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type !== 'Script') return;
    scripts.set(event.requestId, new URL(event.response.url).pathname);
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    encodings.add(String(headers['content-encoding'] ?? 'identity'));
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (inFlight.delete(event.requestId)) lastActivity = performance.now();
    const path = scripts.get(event.requestId);
    if (path !== undefined)
      finished.push({ url: path, bytes: event.encodedDataLength, at: performance.now() });
  });
  const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  const loadedAt = performance.now();
  const html = (await response?.text()) ?? '';
  let cutShort = false;
  for (;;) {
    const now = performance.now();
    if (inFlight.size === 0 && now - lastActivity >= settings.quietMs) break;
    if (now - loadedAt >= settings.maxSettleMs) {
      cutShort = true;
      break;
    }
    await page.waitForTimeout(100);
  }
  const settledMs = Math.max(0, lastActivity - loadedAt);
  // Counted up to here: a script whose response has not ended is not in `finished`.
  const counted = [...finished];
  await context.close();
  // A script is part of the first load when the server-rendered HTML names it (`<script src>`, preload).
  const named = (path: string) => html.includes(path);
  const first = counted.filter((script) => named(script.url));
  const lazy = counted.filter((script) => !named(script.url));
  const sum = (list: typeof counted) => list.reduce((total, script) => total + script.bytes, 0);
  return {
    bytes: sum(first),
    scripts: first.length,
    lazyBytes: sum(lazy),
    lazyScripts: lazy.length,
    encodings,
    status: response?.status() ?? 0,
    settledMs: cutShort ? settings.maxSettleMs : settledMs,
    cutShort,
    lastScriptMs: Math.max(...counted.map((script) => script.at - loadedAt)),
  };
}

/**
 * All the JavaScript /sports loads on every view: bytes transferred (gzip, as the product serves them; CDP
 * encodedDataLength, headers included) of every script of a cold load, those the server-rendered HTML names
 * (the first load) and those fetched after hydration without a user action (dynamic imports, e.g. the
 * realtime client) until the network has gone quiet, against the same of a minimal page of the same Next.js
 * build (`/bench-minimal`: the framework, the root layout and one paragraph), loaded in the same run. The
 * targets (issue 17) count both; the split is reported beside them.
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
      loads.minimal.push(await coldLoad(browser, `${product.webUrl}${MINIMAL_PATH}`, settings));
      loads.sports.push(await coldLoad(browser, `${product.webUrl}${SPORTS_PATH}`, settings));
    }
    for (const [name, list] of Object.entries(loads)) {
      const bad = list.find((load) => load.status !== 200);
      if (bad) throw new Error(`${name} answered ${bad.status}`);
    }
    const kibOf = (list: Load[], bytes: (load: Load) => number) => median(list.map(bytes)) / KIB;
    const all = (load: Load) => load.bytes + load.lazyBytes;
    const minimalKib = kibOf(loads.minimal, all);
    const sportsKib = kibOf(loads.sports, all);
    const sportsRatio = ratio(sportsKib, minimalKib);
    const firstLoadRatio = ratio(
      kibOf(loads.sports, (load) => load.bytes),
      kibOf(loads.minimal, (load) => load.bytes),
    );
    const encodingsOf = (list: Load[]) =>
      [...new Set(list.flatMap((load) => [...load.encodings]))].join(', ');
    const row = (label: string, list: Load[]) => [
      label,
      round(kibOf(list, all)),
      median(list.map((load) => load.scripts + load.lazyScripts)),
      round(kibOf(list, (load) => load.bytes)),
      median(list.map((load) => load.scripts)),
      round(kibOf(list, (load) => load.lazyBytes)),
      median(list.map((load) => load.lazyScripts)),
      round(Math.max(...list.map((load) => load.lastScriptMs))),
      `${round(median(list.map((load) => load.settledMs)))}${list.some((load) => load.cutShort) ? ' (cut short)' : ''}`,
      encodingsOf(list),
    ];
    out.add(
      ...table(
        [
          'page',
          'all scripts KiB',
          'scripts',
          'first load KiB',
          'scripts',
          'after hydration KiB',
          'scripts',
          'last script ms',
          'quiet after ms',
          'content-encoding',
        ],
        [row(`${MINIMAL_PATH} (baseline)`, loads.minimal), row(SPORTS_PATH, loads.sports)],
      ),
      `/sports / minimal, all scripts = ${sportsRatio} (target <= ${RATIO_TARGET}: ${verdict(sportsRatio <= RATIO_TARGET)}); /sports all scripts ${round(sportsKib)} KiB (target <= ${KIB_TARGET}: ${verdict(sportsKib <= KIB_TARGET)}); first load alone ${firstLoadRatio}x`,
      `median of ${settings.rounds} cold loads each; first load = scripts the HTML names, after hydration = the scripts fetched later without a user action, until no request had been in flight for ${settings.quietMs} ms after the load event (at most ${settings.maxSettleMs} ms); last script = when the latest script response ended (ms after the load event, worst load); quiet after = when the last request ended (median)`,
    );
    return {
      name: 'web-first-load',
      lines: out.lines,
      figures: {
        // What the targets judge: every script of a view (first load and after hydration).
        minimal_script_kib: round(minimalKib),
        sports_script_kib: round(sportsKib),
        sports_minimal_ratio: sportsRatio,
        // The split, for information.
        minimal_first_load_script_kib: round(kibOf(loads.minimal, (load) => load.bytes)),
        minimal_lazy_script_kib: round(kibOf(loads.minimal, (load) => load.lazyBytes)),
        sports_first_load_script_kib: round(kibOf(loads.sports, (load) => load.bytes)),
        sports_lazy_script_kib: round(kibOf(loads.sports, (load) => load.lazyBytes)),
        sports_minimal_first_load_ratio: firstLoadRatio,
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
