import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { BenchResult } from './bench-result';
import { ReportLines, table, verdict } from './support/report';
import { median, percentileOfSorted, ratio, round } from './support/stats';
import { callProbe, countPublications, launchBenchBrowser, scriptMs } from './web/browser';
import { OUTCOME_SELECTOR, type ProbeResult, probeScript } from './web/page-probe';
import { startWebProduct } from './web/web-product';
import { type PausedReport, type PumpReport, REFERENCE_BOARD_PATH } from './web/web-protocol';

/** What the live page benchmark does; the defaults are the recorded run's. */
export interface WebLiveSettings {
  /** Live matches the simulator keeps in play (main + secondary lines: about 6 outcomes each). */
  readonly liveMatches: number;
  /** Outcome odds changes per second pushed in turn. */
  readonly rates: readonly number[];
  /** The pump's publication interval (the simulator's tick at high rates is 100 ms). */
  readonly tickMs: number;
  /** Per rate and page: updates flow this long before measuring, then this long measured. */
  readonly warmupMs: number;
  readonly measureMs: number;
  /** Then, unmeasured for script time, this long with the odds watcher on to count applied changes. */
  readonly appliedMs: number;
  /** Rounds; each opens the product page then the reference board afresh. Figures are medians. */
  readonly rounds: number;
  /** The page measured, on the web origin. */
  readonly path: string;
}

export const DEFAULT_WEB_LIVE: WebLiveSettings = {
  liveMatches: 340,
  rates: [1_000, 5_000],
  tickMs: 50,
  warmupMs: 1_500,
  measureMs: 5_000,
  appliedMs: 3_000,
  rounds: 3,
  path: '/sports/live',
};

const MIN_BUTTONS = 1_400;
const MIN_LIVE = 200;
const SCRIPT_RATIO_TARGET = 1.5;

/** One page at one rate. */
interface Window {
  readonly arrivedPerSecond: number;
  readonly appliedPerSecond: number;
  readonly frameP95Ms: number;
  readonly longTasks: number;
  readonly longTaskMs: number;
  readonly scriptMsPer1000: number;
}

/** Each figure's median over rounds (figure by figure, not the median round). */
function medianWindow(list: readonly Window[]): Window {
  const of = (pick: (window: Window) => number) => median(list.map(pick));
  return {
    arrivedPerSecond: of((w) => w.arrivedPerSecond),
    appliedPerSecond: of((w) => w.appliedPerSecond),
    frameP95Ms: of((w) => w.frameP95Ms),
    longTasks: of((w) => w.longTasks),
    longTaskMs: of((w) => w.longTaskMs),
    scriptMsPer1000: of((w) => w.scriptMsPer1000),
  };
}

interface Measured {
  readonly page: Page;
  readonly cdp: CDPSession;
  readonly publications: { counting: boolean; publications: number };
}

async function openMeasured(context: BrowserContext, url: string): Promise<Measured> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[page] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Network.enable');
  const publications = countPublications(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  return { page, cdp, publications };
}

async function measure(
  target: Measured,
  pump: (durationMs: number) => Promise<PumpReport>,
  settings: WebLiveSettings,
): Promise<Window> {
  const { page, cdp, publications } = target;
  const pumping = pump(settings.warmupMs + settings.measureMs + settings.appliedMs + 500);
  await sleep(settings.warmupMs);
  // Script time and frames with the odds watcher off: the probe's own cost stays out of both sides.
  publications.publications = 0;
  publications.counting = true;
  const scriptBefore = await scriptMs(cdp);
  await callProbe(page, 'start(false, false)');
  await sleep(settings.measureMs);
  const probe = await callProbe<ProbeResult>(page, 'stop()');
  const scriptAfter = await scriptMs(cdp);
  publications.counting = false;
  const arrivedPublications = publications.publications;
  // Then the watcher on, to count the odds changes the page shows.
  await callProbe(page, 'start(false, true)');
  await sleep(settings.appliedMs);
  const watched = await callProbe<ProbeResult>(page, 'stop()');
  const report = await pumping;
  const perPublication = report.publications > 0 ? report.changes / report.publications : 0;
  const arrived = arrivedPublications * perPublication;
  const frames = [...probe.frames].sort((a, b) => a - b);
  return {
    arrivedPerSecond: arrived / probe.seconds,
    appliedPerSecond: watched.applied / watched.seconds,
    frameP95Ms: percentileOfSorted(frames, 95),
    longTasks: probe.longTasks,
    longTaskMs: probe.longTaskMs,
    scriptMsPer1000: arrived > 0 ? ((scriptAfter - scriptBefore) * 1000) / arrived : Number.NaN,
  };
}

/**
 * Live page throughput: the product's live page with at least 200 live matches and 1,400 outcome buttons,
 * and a plain-DOM reference board with as many cells fed by the same `public:en` subscription (served on the backend origin so it needs no web build), each
 * measured in turn while the backend's publisher pushes 1,000 and then 5,000 odds changes per second
 * (known changes through the app's own hub; the simulator is paused so nothing else moves odds).
 * Figures: updates arriving and applied per second, frame p95, long tasks, and main-thread script time
 * per 1,000 arrived updates, with the product / reference ratio.
 */
export async function runWebLiveBench(overrides: Partial<WebLiveSettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_WEB_LIVE, ...overrides };
  const out = new ReportLines('web-live');
  const product = await startWebProduct({ minLive: settings.liveMatches, simRate: 40 }, (line) =>
    out.add(line),
  );
  const browser = await launchBenchBrowser();
  try {
    const paused = await product.backend.request<PausedReport>({ kind: 'pause-simulator' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(probeScript());

    const openProduct = async (): Promise<{ measured: Measured; buttons: number }> => {
      const measured = await openMeasured(context, `${product.webUrl}${settings.path}`);
      await measured.page
        .locator(OUTCOME_SELECTOR)
        .first()
        .waitFor({ timeout: 30_000 })
        .catch(() => undefined);
      // The rows after the first screen, which the browser fetches and draws after hydration (event-list.tsx).
      await measured.page
        .locator('[data-later-rows]')
        .waitFor({ state: 'detached', timeout: 30_000 })
        .catch(() => undefined);
      await sleep(2_000); // hydration and the subscription
      return { measured, buttons: await callProbe<number>(measured.page, 'count()') };
    };
    const pump = (rate: number) => (durationMs: number) =>
      product.backend.request<PumpReport>({
        kind: 'pump',
        rate,
        durationMs,
        tickMs: settings.tickMs,
        unique: false,
      });

    // Rounds interleave the two sides: each round measures the product page, then the board, both afresh.
    const windows = new Map<string, Window[]>();
    const keep = (key: string, window: Window) => windows.set(key, [...(windows.get(key) ?? []), window]);
    let buttons = 0;
    let cells = 0;
    for (let round = 0; round < settings.rounds; round += 1) {
      const opened = await openProduct();
      if (round === 0) {
        buttons = opened.buttons;
        cells = Math.max(MIN_BUTTONS, Math.min(buttons, paused.outcomes));
        out.add(
          `${paused.liveMatches} live matches; the pump moves ${paused.markets} main and secondary lines (${paused.outcomes} outcomes); ${settings.path} shows ${buttons} outcome buttons (target >= ${MIN_BUTTONS}: ${verdict(buttons >= MIN_BUTTONS)}); reference board: ${cells} cells; ${settings.rounds} rounds, product then board in each, medians`,
        );
      }
      for (const rate of settings.rates)
        keep(`product@${rate}`, await measure(opened.measured, pump(rate), settings));
      await opened.measured.page.close();
      const reference = await openMeasured(
        context,
        `${product.ready.apiUrl}${REFERENCE_BOARD_PATH}?cells=${cells}&ws=${encodeURIComponent(product.ready.wsUrl)}`,
      );
      await reference.page.waitForSelector('body[data-subscribed]', { state: 'attached', timeout: 30_000 });
      for (const rate of settings.rates)
        keep(`reference@${rate}`, await measure(reference, pump(rate), settings));
      await reference.page.close();
    }
    await context.close();
    const results = new Map<string, Window>();
    for (const [key, list] of windows) results.set(key, medianWindow(list));

    const figures: Record<string, number> = {
      live_matches: paused.liveMatches,
      outcome_buttons: buttons,
      reference_cells: cells,
    };
    const rows: (string | number)[][] = [];
    for (const rate of settings.rates) {
      const p = results.get(`product@${rate}`) as Window;
      const r = results.get(`reference@${rate}`) as Window;
      rows.push(
        [`${rate}/s: arrived updates/s`, round(p.arrivedPerSecond), round(r.arrivedPerSecond), ''],
        [`${rate}/s: applied odds changes/s`, round(p.appliedPerSecond), round(r.appliedPerSecond), ''],
        [`${rate}/s: frame p95 ms`, round(p.frameP95Ms), round(r.frameP95Ms), ''],
        [
          `${rate}/s: long tasks (total ms)`,
          `${p.longTasks} (${round(p.longTaskMs)})`,
          `${r.longTasks} (${round(r.longTaskMs)})`,
          '',
        ],
        [
          `${rate}/s: script ms per 1,000 updates`,
          round(p.scriptMsPer1000),
          round(r.scriptMsPer1000),
          ratio(p.scriptMsPer1000, r.scriptMsPer1000),
        ],
      );
      Object.assign(figures, {
        [`product_${rate}_arrived_per_s`]: round(p.arrivedPerSecond),
        [`product_${rate}_applied_per_s`]: round(p.appliedPerSecond),
        [`product_${rate}_frame_p95_ms`]: round(p.frameP95Ms),
        [`product_${rate}_long_tasks`]: p.longTasks,
        [`product_${rate}_long_task_ms`]: round(p.longTaskMs),
        [`product_${rate}_script_ms_per_1000`]: round(p.scriptMsPer1000),
        [`reference_${rate}_applied_per_s`]: round(r.appliedPerSecond),
        [`reference_${rate}_frame_p95_ms`]: round(r.frameP95Ms),
        [`reference_${rate}_long_tasks`]: r.longTasks,
        [`reference_${rate}_script_ms_per_1000`]: round(r.scriptMsPer1000),
        [`script_${rate}_ratio`]: ratio(p.scriptMsPer1000, r.scriptMsPer1000),
      });
    }
    out.add(...table(['figure', 'product', 'reference', 'product / reference'], rows));
    const top = Math.max(...settings.rates);
    const frameP95 = figures[`product_${top}_frame_p95_ms`] ?? Number.NaN;
    const boardFrameP95 = figures[`reference_${top}_frame_p95_ms`] ?? Number.NaN;
    figures[`frame_${top}_over_board_ms`] = round(frameP95 - boardFrameP95);
    const scriptRatio = figures[`script_${top}_ratio`] ?? Number.NaN;
    out.add(
      `frame p95 at ${top}/s = ${frameP95} ms against the board's ${boardFrameP95} ms (target: no worse: ${verdict(frameP95 <= boardFrameP95)}); script per update, product / reference at ${top}/s = ${scriptRatio} (target <= ${SCRIPT_RATIO_TARGET}: ${verdict(scriptRatio <= SCRIPT_RATIO_TARGET)}); live matches >= ${MIN_LIVE}: ${verdict(paused.liveMatches >= MIN_LIVE)}`,
    );
    return { name: 'web-live', lines: out.lines, figures };
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runWebLiveBench();
}
