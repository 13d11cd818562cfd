import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { BenchResult } from './bench-result';
import { ReportLines, table, verdict } from './support/report';
import { percentileOfSorted, round } from './support/stats';
import { browserClockOffset, callProbe, launchBenchBrowser } from './web/browser';
import { OUTCOME_SELECTOR, type ProbeResult, probeScript } from './web/page-probe';
import { startWebProduct } from './web/web-product';
import { epochMs, type PausedReport, type PumpReport } from './web/web-protocol';

/** What the latency benchmark does; the defaults are the recorded run's. */
export interface WebLatencySettings {
  readonly liveMatches: number;
  readonly rate: number;
  readonly tickMs: number;
  /** The pump runs this long; samples of its first `warmupMs` are dropped. At most 9.8 s (unique values). */
  readonly durationMs: number;
  readonly warmupMs: number;
  /** Raw WebSocket round trips, one every `rttEveryMs`, during the pump. */
  readonly rttEveryMs: number;
  readonly path: string;
}

export const DEFAULT_WEB_LATENCY: WebLatencySettings = {
  liveMatches: 340,
  rate: 1_000,
  tickMs: 50,
  durationMs: 8_000,
  warmupMs: 1_000,
  rttEveryMs: 20,
  path: '/sports/live',
};

/** Target: p95 publish-to-paint within two 60 Hz frames of the raw round trip's p95. */
const TWO_FRAMES_MS = 33.3;

/** Aligns the backend's clock with this process's: its reading taken halfway through the IPC round trip. */
async function backendClockOffset(request: () => Promise<number>): Promise<number> {
  let best = { offsetMs: 0, roundTripMs: Number.POSITIVE_INFINITY };
  for (let i = 0; i < 15; i += 1) {
    const before = epochMs();
    const theirs = await request();
    const after = epochMs();
    if (after - before < best.roundTripMs)
      best = { offsetMs: theirs - (before + after) / 2, roundTripMs: after - before };
  }
  return best.offsetMs;
}

/**
 * Publish-to-paint latency on the live page at 1,000 odds changes/s: the backend publishes known changes
 * (every one a distinct odds value) through the app's own hub and notes each publish time; the page notes
 * the frame in which each value shows on an outcome button (performance.now() in the first animation frame
 * after the DOM changed, i.e. the frame that paints it). Clocks are aligned by round trips. Baseline, in
 * the same page at the same time: round trips to a bare `ws` echo server running in the backend process.
 */
export async function runWebLatencyBench(overrides: Partial<WebLatencySettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_WEB_LATENCY, ...overrides };
  const out = new ReportLines('web-latency');
  const product = await startWebProduct({ minLive: settings.liveMatches, simRate: 40 }, (line) =>
    out.add(line),
  );
  const browser = await launchBenchBrowser();
  try {
    const paused = await product.backend.request<PausedReport>({ kind: 'pause-simulator' });
    // The probe's echo socket is the benchmark's, not the product's: the page's policy does not list it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await context.addInitScript(probeScript());
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
    await page.goto(`${product.webUrl}${settings.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page
      .locator(OUTCOME_SELECTOR)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(() => undefined);
    await sleep(2_000);
    const buttons = await callProbe<number>(page, 'count()');
    const browserClock = await browserClockOffset(page);
    const backendOffset = await backendClockOffset(() => product.backend.request<number>({ kind: 'clock' }));

    await callProbe(page, 'start(true)');
    const rttCount = Math.floor((settings.durationMs - settings.warmupMs) / settings.rttEveryMs);
    const pumping = product.backend.request<PumpReport>({
      kind: 'pump',
      rate: settings.rate,
      durationMs: settings.durationMs,
      tickMs: settings.tickMs,
      unique: true,
    });
    await sleep(settings.warmupMs);
    const rtt = await callProbe<number[]>(
      page,
      `rtt(${JSON.stringify(product.ready.echoUrl)}, ${rttCount}, ${settings.rttEveryMs})`,
    );
    const report = await pumping;
    await sleep(1_000);
    const probe = await callProbe<ProbeResult>(page, 'stop()');
    await context.close();

    const publishedAt = new Map<number, number>();
    const measureFrom = report.startedAtMs + settings.warmupMs;
    for (const [value, at] of report.published) if (at >= measureFrom) publishedAt.set(value, at);
    const latencies: number[] = [];
    for (const [value, paintedAt] of probe.painted) {
      const at = publishedAt.get(value);
      if (at === undefined) continue;
      publishedAt.delete(value);
      latencies.push(paintedAt - browserClock.offsetMs - (at - backendOffset));
    }
    latencies.sort((a, b) => a - b);
    const rttSorted = [...rtt].sort((a, b) => a - b);
    const figures = {
      outcome_buttons: buttons,
      published_changes: report.published.filter(([, at]) => at >= measureFrom).length,
      painted_changes: latencies.length,
      paint_p50_ms: round(percentileOfSorted(latencies, 50)),
      paint_p95_ms: round(percentileOfSorted(latencies, 95)),
      paint_p99_ms: round(percentileOfSorted(latencies, 99)),
      rtt_samples: rttSorted.length,
      rtt_p50_ms: round(percentileOfSorted(rttSorted, 50)),
      rtt_p95_ms: round(percentileOfSorted(rttSorted, 95)),
      rtt_p99_ms: round(percentileOfSorted(rttSorted, 99)),
      clock_alignment_ms: round(browserClock.roundTripMs / 2),
    };
    const gap = round(figures.paint_p95_ms - figures.rtt_p95_ms);
    out.add(
      `${paused.liveMatches} live matches, ${buttons} outcome buttons on ${settings.path}; ${figures.published_changes} changes published at ${settings.rate}/s after warm-up, ${figures.painted_changes} seen painted; clocks aligned within ±${figures.clock_alignment_ms} ms`,
      ...table(
        ['figure', 'p50 ms', 'p95 ms', 'p99 ms'],
        [
          ['publish to paint', figures.paint_p50_ms, figures.paint_p95_ms, figures.paint_p99_ms],
          ['raw WebSocket round trip', figures.rtt_p50_ms, figures.rtt_p95_ms, figures.rtt_p99_ms],
        ],
      ),
      `p95 publish-to-paint minus raw round trip = ${gap} ms (target <= ${TWO_FRAMES_MS}: ${verdict(gap <= TWO_FRAMES_MS)})`,
    );
    return {
      name: 'web-latency',
      lines: out.lines,
      figures: { ...figures, paint_minus_rtt_p95_ms: gap },
    };
  } finally {
    await browser.close();
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runWebLatencyBench();
}
