import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { BenchResult } from './bench-result';
import {
  BENCH_STAKE,
  type BenchSelection,
  type BetsDatabaseKind,
  type BetsServerCommand,
  type BetsServerReady,
  HELLO_PATH,
  type LedgerReport,
  PLACE_PATH,
} from './bets/bets-protocol';
import { BenchChild } from './support/bench-child';
import { ReportLines, table } from './support/report';
import { median, ratio, round } from './support/stats';

/** What the bet placement benchmark does; the defaults are the recorded run's. */
export interface BetsSettings {
  /** Rounds of (hello, placement), interleaved; every figure is the median over them. */
  readonly rounds: number;
  /** Seconds autocannon loads each route per round, and once before the rounds to warm up. */
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** Concurrent HTTP connections. */
  readonly connections: number;
}

export const DEFAULT_BETS: BetsSettings = { rounds: 3, seconds: 5, warmupSeconds: 2, connections: 50 };

/** The medians of one route's rounds. */
interface RouteFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly failures: number;
}

/** Requests answered per second over a whole run. */
function rate(result: Result): number {
  return result.duration > 0 ? result.requests.total / result.duration : 0;
}

function routeFigures(results: readonly Result[]): RouteFigures {
  return {
    requestsPerSecond: median(results.map(rate)),
    p50Ms: median(results.map((r) => r.latency.p50)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

/** Counts the placement answers of a whole run (warm-up included) and keeps the first refusal seen. */
class PlacementTally {
  placed = 0;
  other = 0;
  firstRefusal: string | undefined;
}

/**
 * Loads POST /api/v3/bets: `amount` single bets spread over the selections, each with a fresh
 * Idempotency-Key. A fixed amount, not a duration: a run that ends on time drops the answers in flight
 * while the server still places those bets, and the ledger check needs every answer.
 */
function placements(
  ready: BetsServerReady,
  connections: number,
  amount: number,
  tally: PlacementTally,
): Promise<Result> {
  let next = 0;
  const body = (selection: BenchSelection) =>
    JSON.stringify({
      meta: { device_id: 'bench-device', quick: false, type: 'single' },
      bets: [{ stake: { value: BENCH_STAKE, currency: 'EUR' }, selections: [selection] }],
      locale: 'en',
    });
  return autocannon({
    url: ready.baseUrl,
    connections,
    amount,
    requests: [
      {
        method: 'POST',
        path: PLACE_PATH,
        setupRequest: (request) => {
          const selection = ready.selections[next % ready.selections.length] as BenchSelection;
          const authorization = ready.authorizations[next % ready.authorizations.length] as string;
          next += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization,
              'idempotency-key': randomUUID(),
            },
            body: body(selection),
          };
        },
        onResponse: (status, text) => {
          if (status === 201) tally.placed += 1;
          else {
            tally.other += 1;
            tally.firstRefusal ??= `${status} ${text.slice(0, 300)}`;
          }
        },
      },
    ],
  });
}

interface DatabaseFigures {
  readonly hello: RouteFigures;
  readonly place: RouteFigures;
  readonly ledger: LedgerReport;
  readonly tally: PlacementTally;
  readonly initialBalance: number;
}

async function measure(
  kind: BetsDatabaseKind,
  settings: BetsSettings,
  out: ReportLines,
): Promise<DatabaseFigures> {
  const { child, ready } = await BenchChild.start<BetsServerCommand, BetsServerReady>(
    new URL('./bets/bets-server.ts', import.meta.url),
    [kind, String(settings.connections)],
  );
  try {
    out.add(
      `${kind}: catalogue seeded in ${ready.seedMs} ms; bets spread over ${ready.selections.length} prematch home wins`,
    );
    const tally = new PlacementTally();
    const hello = (seconds: number) =>
      autocannon({
        url: `${ready.baseUrl}${HELLO_PATH}`,
        connections: settings.connections,
        duration: seconds,
      });
    await hello(settings.warmupSeconds);
    const warmup = await placements(ready, settings.connections, settings.connections * 5, tally);
    // Each round places about `seconds` worth of bets at the warm-up's pace.
    const amount = Math.max(settings.connections * 5, Math.round(rate(warmup) * settings.seconds));
    const helloRuns: Result[] = [];
    const placeRuns: Result[] = [];
    for (let round = 0; round < settings.rounds; round += 1) {
      helloRuns.push(await hello(settings.seconds));
      placeRuns.push(await placements(ready, settings.connections, amount, tally));
    }
    const ledger = await child.request<LedgerReport>({ kind: 'ledger' });
    return {
      hello: routeFigures(helloRuns),
      place: routeFigures(placeRuns),
      ledger,
      tally,
      initialBalance: ready.initialBalance,
    };
  } finally {
    await child.stop();
  }
}

/**
 * The ledger invariant after the run: the money that left the account is the sum of the accepted stakes
 * and the sum of the ledger's debits, one bet per accepted answer, no balance below zero.
 */
function ledgerHolds(figures: DatabaseFigures): { holds: boolean; line: string } {
  const { ledger, tally, initialBalance } = figures;
  const spent = initialBalance - ledger.balance;
  const accepted = tally.placed * BENCH_STAKE;
  const holds =
    spent === accepted &&
    spent === ledger.stakeSum &&
    spent === ledger.ledgerDebits &&
    ledger.betCount === tally.placed &&
    ledger.ledgerRows === tally.placed &&
    ledger.lowestBalanceAfter >= 0;
  return {
    holds,
    line:
      `ledger ${holds ? 'holds' : 'VIOLATED'}: initial − final balance = ${spent}, accepted stakes = ${accepted} ` +
      `(${tally.placed} answers 201), bet stakes = ${ledger.stakeSum}, ledger debits = ${ledger.ledgerDebits} ` +
      `(${ledger.ledgerRows} rows), bets = ${ledger.betCount}, other answers = ${tally.other}`,
  };
}

/**
 * Bet placement: requests per second of POST /api/v3/bets (a single bet, a fresh Idempotency-Key each)
 * against a hello-world route on the same app instance, in the same run, at 50 connections from 50 bettors
 * (one per connection, in turn); on PGlite and,
 * when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a scratch database on that server). After
 * the run, the bettors' ledgers must account for every accepted stake.
 */
export async function runBetsPlacementBench(overrides: Partial<BetsSettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_BETS, ...overrides };
  const out = new ReportLines('bets-placement');
  const kinds: BetsDatabaseKind[] =
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  out.add(
    `POST ${PLACE_PATH} (single bet, own Idempotency-Key) vs GET ${HELLO_PATH}: ${settings.connections} connections from as many bettors, ${settings.rounds} rounds of about ${settings.seconds} s interleaved, medians of answers per second; simulator off`,
  );
  if (kinds.length === 1)
    out.add('PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to measure it');
  const figures: Record<string, number> = {};
  const rows: (string | number)[][] = [];
  const violations: string[] = [];
  for (const kind of kinds) {
    const measured = await measure(kind, settings, out);
    const placeRatio = ratio(measured.place.requestsPerSecond, measured.hello.requestsPerSecond);
    for (const [route, f] of [
      ['hello', measured.hello],
      ['place bet', measured.place],
    ] as const) {
      rows.push([`${kind} ${route}`, round(f.requestsPerSecond), round(f.p50Ms), round(f.p99Ms), f.failures]);
    }
    const ledger = ledgerHolds(measured);
    figures[`${kind}_hello_rps`] = round(measured.hello.requestsPerSecond);
    figures[`${kind}_place_rps`] = round(measured.place.requestsPerSecond);
    figures[`${kind}_place_hello_ratio`] = placeRatio;
    figures[`${kind}_place_p50_ms`] = round(measured.place.p50Ms);
    figures[`${kind}_place_p99_ms`] = round(measured.place.p99Ms);
    figures[`${kind}_failed_requests`] =
      measured.hello.failures + measured.place.failures + measured.tally.other;
    figures[`${kind}_bets_placed`] = measured.tally.placed;
    figures[`${kind}_ledger_holds`] = ledger.holds ? 1 : 0;
    out.add(`${kind}: place bet / hello = ${placeRatio}`, `${kind}: ${ledger.line}`);
    if (measured.tally.firstRefusal)
      out.add(`${kind}: first answer other than 201: ${measured.tally.firstRefusal}`);
    if (!ledger.holds) violations.push(`${kind}: ${ledger.line}`);
  }
  out.add(...table(['route', 'req/s', 'p50 ms', 'p99 ms', 'failed'], rows));
  if (violations.length > 0) throw new Error(`the ledger invariant does not hold:\n${violations.join('\n')}`);
  return { name: 'bets-placement', lines: out.lines, figures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
  await runBetsPlacementBench(rounds ? { rounds } : {});
}
