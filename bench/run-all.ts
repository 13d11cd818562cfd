import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, type as osType, release, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runBackendMemoryBench } from './backend-memory';
import type { BenchResult } from './bench-result';
import { runBetsPlacementBench } from './bets-placement';
import { runCatalogueBench } from './catalogue-reads';
import { runCatchUpStallBench } from './catch-up-stall';
import { runEmbeddedLoadBench } from './embedded-load';
import { runFaultRun } from './fault-run';
import { runHubFanoutBench } from './hub-fanout';
import { table, verdict } from './support/report';
import { runTicketEngineBench } from './ticket-engine';
import { runWebClsBench } from './web-cls';
import { runWebFirstLoadBench } from './web-first-load';
import { runWebLatencyBench } from './web-latency';
import { runWebLighthouseBench } from './web-lighthouse';
import { runWebLiveBench } from './web-live';
import { runWebSsrLoadBench } from './web-ssr-load';

/*
 * `npm run bench`: every benchmark in turn, a summary of the ratios against their in-run baselines with
 * the targets, and the figures as JSON in bench/results/ (git-ignored). Arguments pick benchmarks by
 * name prefix: `npm run bench -- web-live`, `npm run bench -- web` (every web benchmark).
 */

/** A benchmark to run, or the reason it is skipped. */
type Entry =
  | { readonly name: string; readonly run: () => Promise<BenchResult> }
  | { readonly name: string; readonly skipped: string };

/** Targets on figures, by `benchmark.figure`. */
const TARGETS: Readonly<Record<string, { readonly min?: number; readonly max?: number }>> = {
  'hub-fanout.hub_raw_burst_ratio': { min: 0.5 },
  'hub-fanout.hub_raw_rss_ratio': { max: 2 },
  'hub-fanout.hub_raw_heap_ratio': { max: 2 },
  'web-live.script_5000_ratio': { max: 1.5 },
  // Issue 17: frame p95 at 5,000/s no worse than the plain board's (product minus board, ms).
  'web-live.frame_5000_over_board_ms': { max: 0 },
  // Issue 17: publish-to-paint p99 (worst round) at both rates, every market type sampled.
  'web-latency.paint_1000_worst_p99_ms': { max: 100 },
  'web-latency.paint_5000_worst_p99_ms': { max: 100 },
  'web-latency.market_types_unsampled_1000': { max: 0 },
  'web-latency.market_types_unsampled_5000': { max: 0 },
  // Issue 17: PostgreSQL, 50 connections, 50 bettors.
  'bets-placement.postgres_place_rps': { min: 1_000 },
  'bets-placement.postgres_place_p99_ms': { max: 50 },
  'catalogue-reads.postgres_mix_hello_ratio': { min: 0.1 },
  'catalogue-reads.pglite_mix_hello_ratio': { min: 0.1 },
  'catalogue-reads.postgres_request_log_cost': { max: 0.05 },
  // Issue 17: every script of a view (first load and after hydration), against the minimal page's.
  'web-first-load.sports_minimal_ratio': { max: 1.35 },
  'web-first-load.sports_script_kib': { max: 200 },
  'catch-up-stall.catch_up_blocked_ratio': { max: 0.25 },
  // Issue 17: Lighthouse mobile, median of 5 (LCP, TBT) and every run (CLS), visitor and signed in.
  ...Object.fromEntries(
    ['home', 'live', 'match', 'signed_in_home', 'signed_in_live', 'signed_in_match'].flatMap((page) => [
      [`web-lighthouse.${page}_lcp_ms`, { max: 1_250 }],
      [`web-lighthouse.${page}_tbt_ms`, { max: 150 }],
      [`web-lighthouse.${page}_cls_worst`, { max: 0.02 }],
    ]),
  ),
  // An absolute figure with its in-run baseline beside it (the minimal page's CLS, 0): issue 16.
  'web-cls.cls_worst': { max: 0.02 },
  // Issue 17: 10 concurrent clients, each page against the framework's minimal page of the same build.
  'web-ssr-load.sports_minimal_ratio': { min: 0.3 },
  'web-ssr-load.sports_live_minimal_ratio': { min: 0.3 },
  'web-ssr-load.live_match_minimal_ratio': { min: 0.3 },
  'web-ssr-load.sports_p99_ms': { max: 500 },
  'web-ssr-load.sports_live_p99_ms': { max: 500 },
  'web-ssr-load.live_match_p99_ms': { max: 500 },
  // Issue 17: a median live match at the feed's default rate.
  'fossil-delta.median_40_delta_full_ratio': { max: 0.1 },
  // Issue 17: the backend as npm start runs it, simulator on.
  'backend-memory.fresh_worst_rss_mib': { max: 300 },
  'backend-memory.restart_worst_rss_mib': { max: 300 },
};

/** The fossil-delta benchmark lives in its own file, written alongside the live simulator; run it if present. */
async function fossilEntry(): Promise<Entry> {
  const file = new URL('./fossil-delta.ts', import.meta.url);
  if (!existsSync(fileURLToPath(file))) {
    return { name: 'fossil-delta', skipped: 'bench/fossil-delta.ts does not exist yet' };
  }
  const loaded: unknown = await import(file.href);
  const run = (loaded as { runFossilBench?: unknown }).runFossilBench;
  if (typeof run !== 'function')
    return { name: 'fossil-delta', skipped: 'bench/fossil-delta.ts exports no runFossilBench' };
  return { name: 'fossil-delta', run: run as () => Promise<BenchResult> };
}

function targetText(key: string, value: number): string {
  const target = TARGETS[key];
  if (!target) return '';
  const met =
    (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max);
  const bound = target.min !== undefined ? `>= ${target.min}` : `<= ${target.max}`;
  return `${bound}: ${verdict(met)}`;
}

const started = new Date();
const loadAtStart = loadavg();
const picked = process.argv.slice(2);
const entries: Entry[] = [
  { name: 'ticket-engine', run: () => runTicketEngineBench() },
  { name: 'hub-fanout', run: () => runHubFanoutBench() },
  { name: 'catalogue-reads', run: () => runCatalogueBench() },
  { name: 'bets-placement', run: () => runBetsPlacementBench() },
  { name: 'embedded-load', run: () => runEmbeddedLoadBench() },
  { name: 'backend-memory', run: () => runBackendMemoryBench() },
  { name: 'catch-up-stall', run: () => runCatchUpStallBench() },
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
    ? { name: 'fault-run', run: () => runFaultRun() }
    : { name: 'fault-run', skipped: 'needs PostgreSQL (TEST_DATABASE_URL or DATABASE_URL)' },
  await fossilEntry(),
  // The web benchmarks take /tmp/web-build.lock themselves (build if stale, then measure): never run
  // `npm run bench` under flock.
  { name: 'web-live', run: () => runWebLiveBench() },
  { name: 'web-latency', run: () => runWebLatencyBench() },
  { name: 'web-first-load', run: () => runWebFirstLoadBench() },
  { name: 'web-lighthouse', run: () => runWebLighthouseBench() },
  { name: 'web-cls', run: () => runWebClsBench() },
  { name: 'web-ssr-load', run: () => runWebSsrLoadBench() },
].filter((entry) => picked.length === 0 || picked.some((name) => entry.name.startsWith(name)));
if (entries.length === 0) throw new Error(`no benchmark is named like ${picked.join(', ')}`);
const results: (BenchResult & { readonly seconds: number; readonly error?: string })[] = [];
for (const entry of entries) {
  if ('skipped' in entry) {
    console.log(`[${entry.name}] skipped: ${entry.skipped}`);
    results.push({ name: entry.name, lines: [`skipped: ${entry.skipped}`], figures: {}, seconds: 0 });
    continue;
  }
  const t0 = performance.now();
  try {
    const result = await entry.run();
    results.push({ ...result, seconds: Math.round((performance.now() - t0) / 1000) });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`[${entry.name}] failed: ${message}`);
    results.push({ name: entry.name, lines: [], figures: {}, seconds: 0, error: message });
  }
}

const summary = results.flatMap((result) =>
  Object.entries(result.figures)
    .filter(([figure]) => figure.endsWith('_ratio') || TARGETS[`${result.name}.${figure}`] !== undefined)
    .map(([figure, value]) => [result.name, figure, value, targetText(`${result.name}.${figure}`, value)]),
);
const seconds = Math.round((Date.now() - started.getTime()) / 1000);
console.log('');
console.log(`Summary (ratios against the baseline measured in the same run; ${seconds} s in all)`);
for (const line of table(['benchmark', 'ratio', 'value', 'target'], summary)) console.log(line);

const cpuList = cpus();
const report = {
  startedAt: started.toISOString(),
  seconds,
  machine: {
    cpu: cpuList[0]?.model ?? 'unknown',
    cores: cpuList.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${osType()} ${release()}`,
    node: process.version,
    loadAverageAtStart: loadAtStart.map((value) => Number(value.toFixed(2))),
  },
  results,
};
const dir = new URL('./results/', import.meta.url);
await mkdir(dir, { recursive: true });
const json = `${JSON.stringify(report, null, 2)}\n`;
await writeFile(new URL(`bench-${started.toISOString().replace(/[:.]/g, '-')}.json`, dir), json);
await writeFile(new URL('latest.json', dir), json);
console.log(`figures written to bench/results/latest.json`);
if (results.some((result) => result.error !== undefined)) process.exitCode = 1;
