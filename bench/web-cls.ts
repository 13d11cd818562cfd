import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { addSessionCookie, sessionCookie } from '../e2e/support/player';
import type { BenchResult } from './bench-result';
import { ReportLines, table, verdict } from './support/report';
import { median, round } from './support/stats';
import { launchBenchBrowser } from './web/browser';
import { startWebProduct } from './web/web-product';

/** What the layout-shift benchmark does; the defaults are the recorded run's. */
export interface WebClsSettings {
  /** Cold loads per route, width and session; figures are the median and the worst. */
  readonly rounds: number;
  /** After the load event, shifts are still counted for this long (ms): the player, the slip's views... */
  readonly settleMs: number;
}

export const DEFAULT_WEB_CLS: WebClsSettings = { rounds: 3, settleMs: 3_000 };

/** The target: CLS <= 0.02 on every route (0.1 is web.dev's "good", 0.25 "poor"). */
const CLS_TARGET = 0.02;
/** The minimal page of the same build (apps/web/src/app/bench-minimal/page.tsx): the in-run baseline. */
const MINIMAL_PATH = '/bench-minimal';
const WIDTHS = [390, 1440] as const;
const HEIGHTS: Readonly<Record<(typeof WIDTHS)[number], number>> = { 390: 844, 1440: 900 };
/** A demo player the benchmark's backend seeds (`demoPlayers`). */
const PLAYER = { email: 'demo@example.com', password: 'demo-password' };

/** A shift's worst element, to say where a route's shift comes from. */
interface Shift {
  readonly cls: number;
  readonly source: string;
}

/*
 * Runs in the page before its scripts (a string: the bench project has no DOM types). Keeps every
 * layout-shift entry without recent input; `__cls()` answers CLS as Chromium's Web Vitals define it (the
 * largest session window: shifts less than 1 s apart, 5 s at most) and the element that moved most.
 */
const OBSERVER = `(() => {
  const entries = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) entries.push(entry);
  }).observe({ type: 'layout-shift', buffered: true });
  const describe = (node) => {
    if (!node || !node.tagName) return '?';
    const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
    return node.tagName.toLowerCase() + (cls ? '.' + cls : '') + (node.id ? '#' + node.id : '');
  };
  window.__cls = () => {
    let max = 0, current = 0, first = 0, last = 0, worst = { value: 0, source: '' };
    for (const entry of entries) {
      if (current > 0 && entry.startTime - last < 1000 && entry.startTime - first < 5000) {
        current += entry.value;
      } else {
        current = entry.value;
        first = entry.startTime;
      }
      last = entry.startTime;
      max = Math.max(max, current);
      if (entry.value > worst.value) {
        const source = (entry.sources || []).map((s) => describe(s.node)).slice(0, 2).join(' + ');
        worst = { value: entry.value, source };
      }
    }
    return { cls: max, source: worst.source };
  };
})()`;

/** One cold load of `path` at `width` in a fresh context (with the session cookie when signed in). */
async function coldLoad(
  browser: Browser,
  url: string,
  width: (typeof WIDTHS)[number],
  cookie: string | null,
  settleMs: number,
): Promise<Shift> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width, height: HEIGHTS[width] },
  });
  try {
    if (cookie) await addSessionCookie(context, cookie, url);
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (!response || response.status() >= 400) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForTimeout(settleMs);
    return (await page.evaluate('window.__cls()')) as Shift;
  } finally {
    await context.close();
  }
}

/** The routes measured: home, live, a sport, a league, a match and the account's pages. */
async function routes(webUrl: string): Promise<string[]> {
  const listed = (await (
    await fetch(`${webUrl}/api/v2/matches?sport_key=football&match_status=0&type=match&limit=1`)
  ).json()) as { data: { slug: string }[] };
  const match = listed.data[0];
  if (!match) throw new Error('no prematch football match to measure');
  return [
    '/sports',
    '/sports/live',
    '/sports/football',
    '/sports/football/premier-league',
    `/sports/football/${match.slug}`,
    '/sports/bets-history',
    '/sports/responsible-gambling',
    '/ar/sports',
  ];
}

/**
 * Cumulative layout shift of every route (Chromium's `layout-shift` entries, Web Vitals' session windows),
 * at 390 × 844 and 1440 × 900, signed out and signed in (the session cookie on the first request, as a
 * returning player reloads), over several cold loads each: median and worst, against the minimal page of the
 * same build loaded in the same run (its CLS is the floor a page can have; the figures are printed beside it,
 * as a difference: a ratio to a floor of 0 says nothing).
 */
export async function runWebClsBench(overrides: Partial<WebClsSettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_WEB_CLS, ...overrides };
  const out = new ReportLines('web-cls');
  const product = await startWebProduct({ minLive: 20, simRate: 40, demoPlayers: true }, (line) =>
    out.add(line),
  );
  const browser = await launchBenchBrowser();
  try {
    const paths = await routes(product.webUrl);
    const cookie = await sessionCookie(product.webUrl, PLAYER);
    const rows: (string | number)[][] = [];
    const figures: Record<string, number> = {};
    let worstOverall = 0;
    for (const width of WIDTHS) {
      const baseline: number[] = [];
      for (let round = 0; round < settings.rounds; round += 1) {
        const load = await coldLoad(
          browser,
          `${product.webUrl}${MINIMAL_PATH}`,
          width,
          null,
          settings.settleMs,
        );
        baseline.push(load.cls);
      }
      const floor = median(baseline);
      rows.push([
        `${MINIMAL_PATH} (baseline)`,
        width,
        '-',
        round(floor),
        round(Math.max(...baseline)),
        '',
        '',
      ]);
      for (const signedIn of [false, true]) {
        for (const path of paths) {
          const loads: Shift[] = [];
          for (let round = 0; round < settings.rounds; round += 1) {
            loads.push(
              await coldLoad(
                browser,
                `${product.webUrl}${path}`,
                width,
                signedIn ? cookie : null,
                settings.settleMs,
              ),
            );
          }
          const values = loads.map((load) => load.cls);
          const worst = loads.reduce((a, b) => (b.cls > a.cls ? b : a));
          const med = median(values);
          worstOverall = Math.max(worstOverall, worst.cls);
          rows.push([
            path,
            width,
            signedIn ? 'in' : 'out',
            round(med),
            round(worst.cls),
            round(med - floor),
            worst.cls > 0 ? worst.source : '',
          ]);
          figures[`cls_${width}_${signedIn ? 'in' : 'out'}_${path.replace(/[^a-z0-9]+/gi, '_')}`] = round(
            worst.cls,
          );
        }
      }
    }
    out.add(
      ...table(
        ['route', 'width', 'signed in', 'CLS median', 'CLS worst', 'median - baseline', 'worst shift'],
        rows,
      ),
      `worst CLS of all routes = ${round(worstOverall)} (target <= ${CLS_TARGET}: ${verdict(worstOverall <= CLS_TARGET)}); ${settings.rounds} cold loads per row, shifts counted until ${settings.settleMs} ms after the load event`,
    );
    return { name: 'web-cls', lines: out.lines, figures: { ...figures, cls_worst: round(worstOverall) } };
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runWebClsBench();
}
