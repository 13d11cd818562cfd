import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import type { BenchResult } from './bench-result';
import { ReportLines, table, verdict } from './support/report';
import { median, round } from './support/stats';
import { startWebProduct } from './web/web-product';

/** What the Lighthouse benchmark does; the defaults are the recorded run's. */
export interface WebLighthouseSettings {
  /** Runs per page; figures are medians. */
  readonly runs: number;
}

/** BENCH_LIGHTHOUSE_RUNS overrides the runs per page (quick looks); BENCH_LIGHTHOUSE_DETAILS=1 prints why. */
export const DEFAULT_WEB_LIGHTHOUSE: WebLighthouseSettings = {
  runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5,
};

const TARGETS = { lcpMs: 1_250, tbtMs: 150, cls: 0.02 };

/** Debian's Chromium with a DevTools port for Lighthouse (headless, the e2e suite's flags). */
async function launchChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  const chrome: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${seen}`)), 30_000);
    chrome.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    async stop() {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (chrome.exitCode === null) chrome.kill('SIGKILL');
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Why a page's LCP and TBT are what they are: printed per run when BENCH_LIGHTHOUSE_DETAILS=1. */
function details(lhr: {
  audits: Record<string, { numericValue?: number; displayValue?: string; details?: unknown } | undefined>;
}): string[] {
  const audit = (id: string) => lhr.audits[id];
  const ms = (id: string) => round(audit(id)?.numericValue ?? Number.NaN);
  type Table = { type?: string; items?: Record<string, unknown>[] };
  const lcpTables = ((audit('largest-contentful-paint-element')?.details as Table | undefined)?.items ??
    []) as Table[];
  const node = lcpTables[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (lcpTables[1]?.items ?? [])
    .map((item) => `${String(item.phase)} ${round(Number(item.timing))}`)
    .join(', ');
  const work = ((audit('mainthread-work-breakdown')?.details as Table | undefined)?.items ?? [])
    .map((item) => `${String(item.groupLabel ?? item.group)} ${round(Number(item.duration))}`)
    .join(', ');
  const requests = ((audit('network-requests')?.details as Table | undefined)?.items ?? []).map(
    (item) =>
      `${String(item.resourceType)} ${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${round(Number(item.transferSize) / 1024)} KiB`,
  );
  const observed = ((audit('metrics')?.details as Table | undefined)?.items?.[0] ?? {}) as Record<
    string,
    number
  >;
  const shifts = ((audit('layout-shifts')?.details as Table | undefined)?.items ?? [])
    .map((item) => {
      const shifted = item.node as { snippet?: string } | undefined;
      return `${Number(item.score).toFixed(3)} ${shifted?.snippet?.slice(0, 100) ?? '?'}`;
    })
    .join(' | ');
  return [
    `  observed (unthrottled): FCP ${round(observed.observedFirstContentfulPaint ?? Number.NaN)} ms, LCP ${round(observed.observedLargestContentfulPaint ?? Number.NaN)} ms, DCL ${round(observed.observedDomContentLoaded ?? Number.NaN)} ms, load ${round(observed.observedLoad ?? Number.NaN)} ms`,
    `  layout shifts: ${shifts || 'none'}`,
    `  FCP ${ms('first-contentful-paint')} ms, LCP ${ms('largest-contentful-paint')} ms, TBT ${ms('total-blocking-time')} ms, TTFB ${ms('server-response-time')} ms, TTI ${ms('interactive')} ms`,
    `  LCP element: ${node?.snippet?.slice(0, 160) ?? '?'}; phases: ${phases}`,
    `  main thread: ${work}`,
    `  script bootup ${ms('bootup-time')} ms; DOM size ${ms('dom-size')}; total bytes ${round((audit('total-byte-weight')?.numericValue ?? 0) / 1024)} KiB`,
    ...requests.map((line) => `    ${line}`),
  ];
}

interface PageFigures {
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** A live match's page: /sports/{sport key}/{match slug} of the first live match the API lists. */
async function matchPath(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/v2/matches?match_status=1&limit=1`);
  const { data } = (await response.json()) as { data: { slug: string; sport: { key: string } }[] };
  const match = data[0];
  if (!match) throw new Error('no live match');
  return `/sports/${match.sport.key}/${match.slug}`;
}

/**
 * Lighthouse 12.8.2 (the newest that runs on Node 20; 13 needs Node 22.19) with its default mobile preset
 * (Moto G Power emulation, simulated slow 4G and 4x CPU throttling), performance category only, on the
 * home, /live and a live match page of a product started like `npm start`, and the minimal page of the same
 * build (`/bench-minimal`: the framework alone) as the floor the throttling leaves; median of `runs` each.
 */
export async function runWebLighthouseBench(
  overrides: Partial<WebLighthouseSettings> = {},
): Promise<BenchResult> {
  const settings = { ...DEFAULT_WEB_LIGHTHOUSE, ...overrides };
  const out = new ReportLines('web-lighthouse');
  const product = await startWebProduct({ minLive: 60, simRate: 40 }, (line) => out.add(line));
  const chrome = await launchChromium();
  try {
    const pages: [string, string][] = [
      // The floor: the framework alone (root layout, one paragraph) under the same throttling.
      ['minimal', '/bench-minimal'],
      ['home', '/sports'],
      ['live', '/sports/live'],
      ['match', await matchPath(product.ready.apiUrl)],
    ];
    const figures: Record<string, number> = {};
    const rows: (string | number)[][] = [];
    for (const [name, path] of pages) {
      const runs: PageFigures[] = [];
      let failed = '';
      for (let run = 0; run < settings.runs && failed === ''; run += 1) {
        const result = await lighthouse(`${product.webUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableFullPageScreenshot: true,
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${path}`);
        if (lhr.runtimeError) {
          failed = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
          break;
        }
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        if (process.env.BENCH_LIGHTHOUSE_DETAILS === '1') out.add(`${name} run ${run + 1}`, ...details(lhr));
        runs.push({
          lcpMs: value('largest-contentful-paint'),
          tbtMs: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        });
      }
      if (failed !== '') {
        rows.push([`${name} (${path})`, `failed: ${failed.slice(0, 60)}`, '', '']);
        continue;
      }
      const lcp = round(median(runs.map((r) => r.lcpMs)));
      const tbt = round(median(runs.map((r) => r.tbtMs)));
      const cls = Number(median(runs.map((r) => r.cls)).toFixed(3));
      rows.push([
        `${name} (${path})`,
        `${lcp} ${verdict(lcp <= TARGETS.lcpMs)}`,
        `${tbt} ${verdict(tbt <= TARGETS.tbtMs)}`,
        `${cls} ${verdict(cls <= TARGETS.cls)}`,
      ]);
      Object.assign(figures, { [`${name}_lcp_ms`]: lcp, [`${name}_tbt_ms`]: tbt, [`${name}_cls`]: cls });
    }
    out.add(
      ...table(
        [
          `median of ${settings.runs}, mobile preset`,
          `LCP ms (<= ${TARGETS.lcpMs})`,
          `TBT ms (<= ${TARGETS.tbtMs})`,
          `CLS (<= ${TARGETS.cls})`,
        ],
        rows,
      ),
    );
    return { name: 'web-lighthouse', lines: out.lines, figures };
  } finally {
    await chrome.stop();
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runWebLighthouseBench();
}
