import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import type { BenchResult } from './bench-result';
import {
  LOAD_STAKE,
  type LoadLedger,
  type LoadSelection,
  type LoadServerCommand,
  type LoadServerReady,
  PLACE_PATH,
  type ServerWindow,
} from './embedded/load-protocol';
import { BenchChild } from './support/bench-child';
import { ReportLines, table } from './support/report';
import { median, percentileOfSorted, ratio, round } from './support/stats';

/** What the embedded-database load benchmark does; the defaults are the recorded run's. */
export interface EmbeddedLoadSettings {
  /** Bettors placing at once, each its next bet as soon as the last is answered. */
  readonly bettors: number;
  /** Rounds of (one bettor, unbounded, bounded), interleaved; figures are medians over them. */
  readonly rounds: number;
  /** Seconds each phase of a round places bets. */
  readonly seconds: number;
}

export const DEFAULT_EMBEDDED_LOAD: EmbeddedLoadSettings = { bettors: 100, rounds: 3, seconds: 8 };

/**
 * The two servers: the product's defaults, and the same code with the queue bound lifted (as it was before
 * the bound: every call waits its turn however long the queue).
 */
const SERVERS = {
  bounded: {},
  unbounded: {
    EMBEDDED_DB_CONCURRENCY: '1000',
    EMBEDDED_DB_QUEUE: '100000',
    EMBEDDED_DB_QUEUE_WAIT_MS: '60000',
  },
} as const;
type ServerName = keyof typeof SERVERS;

/** One answered placement. */
interface Answer {
  readonly status: number;
  readonly ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });

function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; retryAfter: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Number(response.headers['retry-after'] ?? 0),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * `bettors` bettors place single bets for `seconds`: each sends its next as soon as its last was answered,
 * or after the Retry-After of a 503, as a well-behaved client does. Waits for the answers in flight.
 */
async function placeFor(ready: LoadServerReady, bettors: number, seconds: number): Promise<Answer[]> {
  const url = new URL(PLACE_PATH, ready.baseUrl);
  const answers: Answer[] = [];
  const until = performance.now() + seconds * 1000;
  let next = 0;
  const bettor = async (authorization: string) => {
    while (performance.now() < until) {
      const selection = ready.selections[next % ready.selections.length] as LoadSelection;
      next += 1;
      const body = JSON.stringify({
        meta: { device_id: 'bench-device', quick: false, type: 'single' },
        bets: [{ stake: { value: LOAD_STAKE, currency: 'EUR' }, selections: [selection] }],
        locale: 'en',
      });
      const started = performance.now();
      const answer = await post(url, { authorization, 'idempotency-key': randomUUID() }, body);
      answers.push({ status: answer.status, ms: performance.now() - started });
      if (answer.status === 503 || answer.status === 429)
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, answer.retryAfter) * 1000));
    }
  };
  await Promise.all(ready.bettors.slice(0, bettors).map(bettor));
  return answers;
}

/** Latency figures of one phase. */
interface PhaseFigures {
  readonly answered: number;
  readonly placedPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
  /** Share of answers that were a refusal (503/429). */
  readonly refusedShare: number;
  /** p95 of the refusals' answer times. */
  readonly refusalP95Ms: number;
  /** Answers other than 201, 503 and 429 (must be 0). */
  readonly other: number;
  readonly placed: number;
  /** The server's side of the phase. */
  readonly server: ServerWindow;
}

function phaseFigures(answers: readonly Answer[], seconds: number, server: ServerWindow): PhaseFigures {
  const all = answers.map((a) => a.ms).sort((a, b) => a - b);
  const refusals = answers
    .filter((a) => a.status === 503 || a.status === 429)
    .map((a) => a.ms)
    .sort((a, b) => a - b);
  const placed = answers.filter((a) => a.status === 201).length;
  return {
    answered: answers.length,
    placedPerSecond: placed / seconds,
    p50Ms: percentileOfSorted(all, 50),
    p95Ms: percentileOfSorted(all, 95),
    p99Ms: percentileOfSorted(all, 99),
    maxMs: all.at(-1) ?? Number.NaN,
    refusedShare: answers.length > 0 ? refusals.length / answers.length : 0,
    refusalP95Ms: refusals.length > 0 ? percentileOfSorted(refusals, 95) : 0,
    other: answers.length - placed - refusals.length,
    placed,
    server,
  };
}

function medianFigures(phases: readonly PhaseFigures[]): PhaseFigures {
  const m = (pick: (f: PhaseFigures) => number) => median(phases.map(pick));
  return {
    answered: m((f) => f.answered),
    placedPerSecond: m((f) => f.placedPerSecond),
    p50Ms: m((f) => f.p50Ms),
    p95Ms: m((f) => f.p95Ms),
    p99Ms: m((f) => f.p99Ms),
    maxMs: m((f) => f.maxMs),
    refusedShare: m((f) => f.refusedShare),
    refusalP95Ms: m((f) => f.refusalP95Ms),
    other: phases.reduce((sum, f) => sum + f.other, 0),
    placed: phases.reduce((sum, f) => sum + f.placed, 0),
    server: {
      loopDelayP50Ms: m((f) => f.server.loopDelayP50Ms),
      loopDelayP99Ms: m((f) => f.server.loopDelayP99Ms),
      loopDelayMaxMs: m((f) => f.server.loopDelayMaxMs),
      placedP50Ms: m((f) => f.server.placedP50Ms),
      placedP95Ms: m((f) => f.server.placedP95Ms),
      refusedP50Ms: m((f) => f.server.refusedP50Ms),
      refusedP95Ms: m((f) => f.server.refusedP95Ms),
      ticks: m((f) => f.server.ticks),
      tickShare: m((f) => f.server.tickShare),
    },
  };
}

/** One phase: the server's window opened, `bettors` placing for `seconds`, the window read. */
async function phase(
  server: { child: BenchChild<LoadServerCommand>; ready: LoadServerReady },
  bettors: number,
  seconds: number,
): Promise<{ answers: Answer[]; figures: PhaseFigures }> {
  await server.child.request<ServerWindow>({ kind: 'window' });
  const answers = await placeFor(server.ready, bettors, seconds);
  const window = await server.child.request<ServerWindow>({ kind: 'window' });
  return { answers, figures: phaseFigures(answers, seconds, window) };
}

/**
 * The embedded database (PGlite) under `bettors` concurrent bettors, with the live simulator running as
 * `npm start` runs it: answer times (p50/p95/p99) of POST /api/v3/bets and the share of fast refusals, on
 * the product's bounded queue against the same code with the bound lifted, and against one bettor alone
 * (the baseline: a placement with nobody to wait for), measured in the same run, rounds interleaved. After
 * the run each server's ledger must account for every accepted stake.
 */
export async function runEmbeddedLoadBench(
  overrides: Partial<EmbeddedLoadSettings> = {},
): Promise<BenchResult> {
  const settings = { ...DEFAULT_EMBEDDED_LOAD, ...overrides };
  const out = new ReportLines('embedded-load');
  out.add(
    `POST ${PLACE_PATH} on PGlite with the simulator on: ${settings.bettors} bettors in a closed loop (next bet when answered, Retry-After honoured), ${settings.rounds} rounds of ${settings.seconds} s per phase, interleaved: one bettor alone, ${settings.bettors} unbounded, ${settings.bettors} bounded; medians`,
  );
  const servers = new Map<ServerName, { child: BenchChild<LoadServerCommand>; ready: LoadServerReady }>();
  try {
    for (const name of Object.keys(SERVERS) as ServerName[]) {
      const started = await BenchChild.start<LoadServerCommand, LoadServerReady>(
        new URL('./embedded/load-server.ts', import.meta.url),
        [String(settings.bettors), JSON.stringify(SERVERS[name])],
      );
      servers.set(name, started);
    }
    const server = (name: ServerName) =>
      servers.get(name) as { child: BenchChild<LoadServerCommand>; ready: LoadServerReady };
    // Warm-up: each server places for a second at full load (JIT, caches), uncounted in the figures.
    const placedByServer = new Map<ServerName, number>([
      ['bounded', 0],
      ['unbounded', 0],
    ]);
    const count = (name: ServerName, answers: readonly Answer[]) =>
      placedByServer.set(
        name,
        (placedByServer.get(name) ?? 0) + answers.filter((a) => a.status === 201).length,
      );
    for (const name of placedByServer.keys())
      count(name, await placeFor(server(name).ready, settings.bettors, 1));

    const alone: PhaseFigures[] = [];
    const unbounded: PhaseFigures[] = [];
    const bounded: PhaseFigures[] = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      const single = await phase(server('bounded'), 1, settings.seconds);
      count('bounded', single.answers);
      alone.push(single.figures);
      const before = await phase(server('unbounded'), settings.bettors, settings.seconds);
      count('unbounded', before.answers);
      unbounded.push(before.figures);
      const after = await phase(server('bounded'), settings.bettors, settings.seconds);
      count('bounded', after.answers);
      bounded.push(after.figures);
    }

    const violations: string[] = [];
    for (const name of placedByServer.keys()) {
      const ledger = await server(name).child.request<LoadLedger>({ kind: 'ledger' });
      const placed = placedByServer.get(name) ?? 0;
      const holds =
        ledger.betCount === placed &&
        ledger.spent === placed * LOAD_STAKE &&
        ledger.stakeSum === ledger.spent &&
        ledger.ledgerDebits === ledger.spent &&
        ledger.accountsOff === 0;
      const line = `${name}: ledger ${holds ? 'holds' : 'VIOLATED'}: ${placed} answers 201, ${ledger.betCount} bets, spent ${ledger.spent}, stakes ${ledger.stakeSum}, ledger debits ${ledger.ledgerDebits}, accounts off ${ledger.accountsOff}`;
      out.add(line);
      if (!holds) violations.push(line);
    }

    const rows: [string, PhaseFigures][] = [
      ['1 bettor (baseline)', medianFigures(alone)],
      [`${settings.bettors} bettors, unbounded`, medianFigures(unbounded)],
      [`${settings.bettors} bettors, bounded`, medianFigures(bounded)],
    ];
    out.add(
      ...table(
        [
          'median of rounds',
          'bets/s',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'max ms',
          'refused',
          'refusal p95 ms',
          'other',
        ],
        rows.map(([label, f]) => [
          label,
          round(f.placedPerSecond),
          round(f.p50Ms),
          round(f.p95Ms),
          round(f.p99Ms),
          round(f.maxMs),
          `${round(f.refusedShare * 100)} %`,
          round(f.refusalP95Ms),
          f.other,
        ]),
      ),
      '',
      'the server side (request read to answer sent; event-loop delay; share of the time in feed ticks):',
      ...table(
        [
          'median of rounds',
          '201 p50 ms',
          '201 p95 ms',
          '503 p50 ms',
          '503 p95 ms',
          'loop p50',
          'loop p99',
          'loop max',
          'ticks',
          'tick share',
        ],
        rows.map(([label, f]) => [
          label,
          round(f.server.placedP50Ms),
          round(f.server.placedP95Ms),
          round(f.server.refusedP50Ms),
          round(f.server.refusedP95Ms),
          round(f.server.loopDelayP50Ms),
          round(f.server.loopDelayP99Ms),
          round(f.server.loopDelayMaxMs),
          f.server.ticks,
          `${round(f.server.tickShare * 100)} %`,
        ]),
      ),
    );
    const [, base] = rows[0] as [string, PhaseFigures];
    const [, before] = rows[1] as [string, PhaseFigures];
    const [, after] = rows[2] as [string, PhaseFigures];
    const figures: Record<string, number> = {
      alone_p50_ms: round(base.p50Ms),
      unbounded_p50_ms: round(before.p50Ms),
      unbounded_p95_ms: round(before.p95Ms),
      unbounded_p99_ms: round(before.p99Ms),
      unbounded_bets_per_s: round(before.placedPerSecond),
      bounded_p50_ms: round(after.p50Ms),
      bounded_p95_ms: round(after.p95Ms),
      bounded_p99_ms: round(after.p99Ms),
      bounded_bets_per_s: round(after.placedPerSecond),
      bounded_refused_share: round(after.refusedShare),
      bounded_refusal_p95_ms: round(after.refusalP95Ms),
      bounded_server_refusal_p95_ms: round(after.server.refusedP95Ms),
      unbounded_feed_ticks: before.server.ticks,
      bounded_feed_ticks: after.server.ticks,
      other_answers: before.other + after.other + base.other,
      unbounded_p95_alone_ratio: ratio(before.p95Ms, base.p50Ms),
      bounded_p95_alone_ratio: ratio(after.p95Ms, base.p50Ms),
      bounded_unbounded_p95_ratio: ratio(after.p95Ms, before.p95Ms),
    };
    out.add(
      `p95 under load / one bettor's p50: unbounded ${figures.unbounded_p95_alone_ratio}, bounded ${figures.bounded_p95_alone_ratio}; bounded / unbounded p95 = ${figures.bounded_unbounded_p95_ratio}`,
    );
    if (violations.length > 0)
      throw new Error(`the ledger invariant does not hold:\n${violations.join('\n')}`);
    const other = before.other + after.other + base.other;
    if (other > 0) throw new Error(`${other} answers were neither 201 nor a refusal`);
    return { name: 'embedded-load', lines: out.lines, figures };
  } finally {
    for (const { child } of servers.values()) await child.stop();
    agent.destroy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
  await runEmbeddedLoadBench(rounds ? { rounds } : {});
}
