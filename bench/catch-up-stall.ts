import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { BenchResult } from './bench-result';
import { ReportLines, table } from './support/report';
import { median, ratio, round } from './support/stats';

/*
 * The feed's catch-up after a restart (issue 14): the full demo catalogue on PGlite, down for `DOWN_HOURS`,
 * then the first tick of a new simulator replays the time. The figure is how long the event loop was blocked
 * at most meanwhile (nothing, not even /healthz, answers then), against the catch-up's own duration (what a
 * catch-up that never yields blocks: the baseline) and against a steady tick's longest block. Each round is a
 * fresh process; rounds run in turn, medians reported.
 */

const DOWN_HOURS = 3;
const run = promisify(execFile);

interface Round {
  readonly catchUp: { readonly ms: number; readonly blockedMs: number };
  readonly steady: { readonly ms: number; readonly blockedMs: number };
}

async function oneRound(): Promise<Round> {
  const script = new URL('./catch-up/measure-catch-up.ts', import.meta.url).pathname;
  const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;
  const { stdout } = await run(tsx, [script, String(DOWN_HOURS)], { maxBuffer: 1 << 20 });
  const last = stdout.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(last) as Round;
}

export async function runCatchUpStallBench(options: { rounds?: number } = {}): Promise<BenchResult> {
  const out = new ReportLines('catch-up-stall');
  const rounds = options.rounds ?? 3;
  out.add(
    `load average at start: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}; ${rounds} rounds`,
  );
  const results: Round[] = [];
  for (let i = 0; i < rounds; i += 1) results.push(await oneRound());
  const catchUpMs = median(results.map((r) => r.catchUp.ms));
  const blockedMs = median(results.map((r) => r.catchUp.blockedMs));
  const steadyBlockedMs = median(results.map((r) => r.steady.blockedMs));
  out.add(
    ...table(
      ['', 'catch-up tick (ms)', 'longest block (ms)'],
      [
        [`catch-up after ${DOWN_HOURS} h down`, round(catchUpMs), round(blockedMs)],
        ['steady tick', round(median(results.map((r) => r.steady.ms))), round(steadyBlockedMs)],
      ],
    ),
  );
  const figures = {
    catch_up_ms: round(catchUpMs),
    catch_up_blocked_ms: round(blockedMs),
    catch_up_blocked_ratio: ratio(blockedMs, catchUpMs),
    catch_up_steady_blocked_ratio: ratio(blockedMs, steadyBlockedMs),
  };
  out.add(
    `longest block / catch-up duration (a catch-up that never yields blocks for all of it): ${figures.catch_up_blocked_ratio}`,
  );
  return { name: 'catch-up-stall', lines: out.lines, figures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
  await runCatchUpStallBench(rounds ? { rounds } : {});
}
