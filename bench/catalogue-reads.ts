import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { BenchResult } from './bench-result';
import {
  type CatalogueDatabaseKind,
  type CatalogueServerCommand,
  type CatalogueServerReady,
  type FeedReport,
  HELLO_PATH,
  LIVE_PAGE_PATH,
} from './catalogue/catalogue-protocol';
import { BenchChild } from './support/bench-child';
import { ReportLines, table, verdict } from './support/report';
import { median, ratio, round } from './support/stats';

/** What the catalogue benchmark does; the defaults are the recorded run's. */
export interface CatalogueSettings {
  /** Rounds of (hello, live page), interleaved; every figure is the median over them. */
  readonly rounds: number;
  /** Seconds autocannon loads each route per round, and once before the rounds to warm up. */
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** Concurrent HTTP connections (autocannon's default). */
  readonly connections: number;
}

export const DEFAULT_CATALOGUE: CatalogueSettings = {
  rounds: 3,
  seconds: 5,
  warmupSeconds: 2,
  connections: 10,
};

/** Issue 17: request logging as `npm start` runs it costs at most 5 % of the live page's throughput. */
const LOG_COST_TARGET = 0.05;
/** Issue 17: catalogue reads with a realistic mix of URLs at least 0.1 × hello-world. */
const MIX_RATIO_TARGET = 0.1;

/** The medians of one route's rounds. */
interface RouteFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p90Ms: number;
  readonly p99Ms: number;
  readonly failures: number;
}

function routeFigures(results: readonly Result[]): RouteFigures {
  return {
    requestsPerSecond: median(results.map((r) => r.requests.average)),
    p50Ms: median(results.map((r) => r.latency.p50)),
    p90Ms: median(results.map((r) => r.latency.p90)),
    p99Ms: median(results.map((r) => r.latency.p99)),
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

/** Checks the page is what the benchmark claims to measure: 200, 50 live matches. Returns its size. */
async function checkLivePage(baseUrl: string): Promise<number> {
  const response = await fetch(`${baseUrl}${LIVE_PAGE_PATH}`);
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${LIVE_PAGE_PATH} answered ${response.status}: ${text}`);
  const page = JSON.parse(text) as { data: { status: number }[] };
  if (page.data.length !== 50 || page.data.some((match) => match.status !== 1)) {
    throw new Error(`${LIVE_PAGE_PATH} did not return 50 live matches`);
  }
  return Buffer.byteLength(text);
}

/** The URL mix's size: issue 17 measured 128 URLs where one hot URL had hidden the cost of the rest. */
const MIX_SIZE = 128;

/**
 * A realistic mix of catalogue reads, from the seeded catalogue: live and upcoming lists by sport and by
 * league, later pages of the upcoming list, single matches and their markets (what listing and match pages
 * and their pollers ask for).
 */
async function urlMix(baseUrl: string): Promise<string[]> {
  const read = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
  const sports = (await read<{ data: { key: string }[] }>('/api/v2/sports?limit=500')).data;
  const tournaments = (await read<{ data: { id: number }[] }>('/api/v2/tournaments?limit=500')).data;
  const matches = (await read<{ data: { id: number }[] }>('/api/v2/matches?match_status=0,1&limit=50')).data;
  const paths: string[] = [];
  for (const sport of sports.slice(0, 8)) {
    paths.push(`/api/v2/matches?match_status=1&sport_key=${sport.key}&limit=50`);
    paths.push(`/api/v2/matches?match_status=0&sport_key=${sport.key}&limit=50`);
  }
  for (const tournament of tournaments.slice(0, 32))
    paths.push(`/api/v2/matches?match_status=0,1&tournament_id=${tournament.id}&limit=50`);
  for (let page = 1; page <= 16; page += 1)
    paths.push(`/api/v2/matches?match_status=0&limit=50&page=${page}`);
  for (const match of matches.slice(0, 16)) paths.push(`/api/v2/matches/${match.id}`);
  for (const match of matches.slice(0, 48)) paths.push(`/api/v2/matches/${match.id}/markets`);
  const mix = paths.slice(0, MIX_SIZE);
  if (mix.length < MIX_SIZE) throw new Error(`the seeded catalogue gave only ${mix.length} URLs for the mix`);
  for (const path of mix) {
    const response = await fetch(`${baseUrl}${path}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  }
  return mix;
}

/** Loads the mix: each request a URL drawn from it (a fixed-seed sequence, so every run asks the same). */
function loadMix(baseUrl: string, mix: readonly string[], connections: number, seconds: number) {
  let seed = 17;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return mix[seed % mix.length] as string;
  };
  return autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: next() }),
      },
    ],
  });
}

interface DatabaseFigures {
  readonly hello: RouteFigures;
  readonly page: RouteFigures;
  /** The live page with the request log on, as `npm start` runs (the other rounds have it off). */
  readonly loggedPage: RouteFigures;
  /** Reads drawn from a mix of MIX_SIZE catalogue URLs. */
  readonly mix: RouteFigures;
  /** The live page asked with `If-None-Match` of its tag read just before the round (a poller's request). */
  readonly conditionalPage: RouteFigures;
  /** Of those, the share answered 304 (the page had not changed since the poller's copy). */
  readonly notModifiedShare: number;
  readonly pageBytes: number;
  /** What the live simulator did while the routes were loaded. */
  readonly feed: {
    readonly oddsChangesPerSecond: number;
    readonly busyShare: number;
    readonly liveMatches: number;
  };
}

async function measure(kind: CatalogueDatabaseKind, settings: CatalogueSettings, out: ReportLines) {
  const { child, ready } = await BenchChild.start<CatalogueServerCommand, CatalogueServerReady>(
    new URL('./catalogue/catalogue-server.ts', import.meta.url),
    [kind],
  );
  try {
    const pageBytes = await checkLivePage(ready.baseUrl);
    out.add(
      `${kind}: catalogue seeded in ${ready.seedMs} ms; simulator at ${ready.simulatorRate} odds changes/s; live page ${pageBytes} B`,
    );
    const load = (path: string, seconds: number) =>
      autocannon({ url: `${ready.baseUrl}${path}`, connections: settings.connections, duration: seconds });
    const mixPaths = await urlMix(ready.baseUrl);
    await load(HELLO_PATH, settings.warmupSeconds);
    await load(LIVE_PAGE_PATH, settings.warmupSeconds);
    await loadMix(ready.baseUrl, mixPaths, settings.connections, settings.warmupSeconds);
    const hello: Result[] = [];
    const page: Result[] = [];
    const loggedPage: Result[] = [];
    const conditionalPage: Result[] = [];
    const mix: Result[] = [];
    const feedBefore = await child.request<FeedReport>({ kind: 'feed' });
    for (let round = 0; round < settings.rounds; round += 1) {
      hello.push(await load(HELLO_PATH, settings.seconds));
      // The live page without and with the request log, in alternating order from round to round.
      for (const logged of round % 2 === 0 ? [false, true] : [true, false]) {
        await child.request({ kind: 'request-log', on: logged });
        (logged ? loggedPage : page).push(await load(LIVE_PAGE_PATH, settings.seconds));
      }
      await child.request({ kind: 'request-log', on: false });
      mix.push(await loadMix(ready.baseUrl, mixPaths, settings.connections, settings.seconds));
      const etag = (await fetch(`${ready.baseUrl}${LIVE_PAGE_PATH}`)).headers.get('etag') ?? '';
      conditionalPage.push(
        await autocannon({
          url: `${ready.baseUrl}${LIVE_PAGE_PATH}`,
          connections: settings.connections,
          duration: settings.seconds,
          headers: { 'if-none-match': etag },
        }),
      );
    }
    const answers = (code: string) =>
      conditionalPage.reduce((sum, run) => sum + (run.statusCodeStats[code]?.count ?? 0), 0);
    const feedAfter = await child.request<FeedReport>({ kind: 'feed' });
    const elapsedMs = feedAfter.atMs - feedBefore.atMs;
    return {
      hello: routeFigures(hello),
      page: routeFigures(page),
      loggedPage: routeFigures(loggedPage),
      mix: routeFigures(mix),
      // A 304 is the answer asked for, not a failure.
      conditionalPage: { ...routeFigures(conditionalPage), failures: answers('500') + answers('503') },
      notModifiedShare: answers('304') / Math.max(1, answers('304') + answers('200')),
      pageBytes,
      feed: {
        oddsChangesPerSecond: ((feedAfter.oddsChanges - feedBefore.oddsChanges) * 1000) / elapsedMs,
        busyShare: (feedAfter.busyMs - feedBefore.busyMs) / elapsedMs,
        liveMatches: feedAfter.liveMatches,
      },
    } satisfies DatabaseFigures;
  } finally {
    await child.stop();
  }
}

/**
 * Catalogue reads: requests per second of a page of 50 live matches against a hello-world route on the
 * same app instance, in the same run, while the live simulator runs at its default rate; on PGlite and,
 * when TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a scratch database on that server).
 */
export async function runCatalogueBench(overrides: Partial<CatalogueSettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_CATALOGUE, ...overrides };
  const out = new ReportLines('catalogue-reads');
  const kinds: CatalogueDatabaseKind[] =
    process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  out.add(
    `GET ${LIVE_PAGE_PATH} vs GET ${HELLO_PATH}: ${settings.connections} connections, ${settings.rounds} × ${settings.seconds} s interleaved, medians; the live simulator runs meanwhile`,
  );
  if (kinds.length === 1)
    out.add('PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to measure it');
  const figures: Record<string, number> = {};
  const rows: (string | number)[][] = [];
  for (const kind of kinds) {
    const measured = await measure(kind, settings, out);
    const pageRatio = ratio(measured.page.requestsPerSecond, measured.hello.requestsPerSecond);
    for (const [route, f] of [
      ['hello', measured.hello],
      ['live page', measured.page],
      ['live page, request log on', measured.loggedPage],
      ['live page, If-None-Match', measured.conditionalPage],
      [`mix of ${MIX_SIZE} URLs`, measured.mix],
    ] as const) {
      rows.push([
        `${kind} ${route}`,
        round(f.requestsPerSecond),
        round(f.p50Ms),
        round(f.p90Ms),
        round(f.p99Ms),
        f.failures,
      ]);
    }
    figures[`${kind}_hello_rps`] = round(measured.hello.requestsPerSecond);
    figures[`${kind}_live_page_rps`] = round(measured.page.requestsPerSecond);
    figures[`${kind}_live_page_hello_ratio`] = pageRatio;
    figures[`${kind}_live_page_p50_ms`] = round(measured.page.p50Ms);
    figures[`${kind}_live_page_p99_ms`] = round(measured.page.p99Ms);
    figures[`${kind}_hello_p99_ms`] = round(measured.hello.p99Ms);
    figures[`${kind}_live_page_bytes`] = measured.pageBytes;
    figures[`${kind}_conditional_rps`] = round(measured.conditionalPage.requestsPerSecond);
    figures[`${kind}_not_modified_share`] = round(measured.notModifiedShare);
    figures[`${kind}_simulator_odds_changes_per_s`] = round(measured.feed.oddsChangesPerSecond);
    figures[`${kind}_live_matches`] = measured.feed.liveMatches;
    const mixRatio = ratio(measured.mix.requestsPerSecond, measured.hello.requestsPerSecond);
    figures[`${kind}_mix_rps`] = round(measured.mix.requestsPerSecond);
    figures[`${kind}_mix_p99_ms`] = round(measured.mix.p99Ms);
    figures[`${kind}_mix_hello_ratio`] = mixRatio;
    figures[`${kind}_failed_requests`] =
      measured.hello.failures + measured.page.failures + measured.loggedPage.failures + measured.mix.failures;
    out.add(
      `${kind}: a mix of ${MIX_SIZE} catalogue URLs / hello = ${mixRatio} (target >= ${MIX_RATIO_TARGET}: ${verdict(mixRatio >= MIX_RATIO_TARGET)})`,
    );
    // What the request log costs the live page: 1 − (req/s with it) / (req/s without it).
    const logCost = round(1 - measured.loggedPage.requestsPerSecond / measured.page.requestsPerSecond);
    figures[`${kind}_request_log_cost`] = logCost;
    out.add(
      `${kind}: the request log costs the live page ${round(logCost * 100)}% of its throughput (target <= 5%: ${verdict(logCost <= LOG_COST_TARGET)})`,
    );
    out.add(
      `${kind}: asked with If-None-Match, ${round(measured.notModifiedShare * 100)}% of live page answers were 304 (the page changes with every odds change of its 50 matches)`,
    );
    out.add(
      `${kind}: live page / hello = ${pageRatio}; meanwhile the simulator made ${round(measured.feed.oddsChangesPerSecond)} odds changes/s (busy ${Math.round(measured.feed.busyShare * 100)}% of the time), ${measured.feed.liveMatches} matches live`,
    );
  }
  out.add(...table(['route', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'failed'], rows));
  return { name: 'catalogue-reads', lines: out.lines, figures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
  await runCatalogueBench(rounds ? { rounds } : {});
}
