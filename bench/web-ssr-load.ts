import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { BenchResult } from './bench-result';
import { ReportLines, table, verdict } from './support/report';
import { median, ratio, round } from './support/stats';
import { startWebProduct, type WebProduct } from './web/web-product';

/** What the server-rendering load benchmark does; the defaults are the recorded run's. */
export interface WebSsrLoadSettings {
  /** Rounds over every route, interleaved; figures are the medians (and the worst p99) over them. */
  readonly rounds: number;
  /** Seconds autocannon loads each route per round, and once per route before the rounds to warm up. */
  readonly seconds: number;
  readonly warmupSeconds: number;
  /** Concurrent clients (HTTP connections). */
  readonly connections: number;
  /** Sequential loads per route for the time to first byte and to the page's heading. */
  readonly firstByteLoads: number;
}

export const DEFAULT_WEB_SSR_LOAD: WebSsrLoadSettings = {
  rounds: 3,
  seconds: 5,
  warmupSeconds: 2,
  connections: 10,
  firstByteLoads: 10,
};

/** Issue 17's targets: each product page >= 0.3 × the minimal page's throughput, p99 <= 500 ms. */
const RATIO_TARGET = 0.3;
const P99_TARGET_MS = 500;
/** The framework-only page of the same build (apps/web/src/app/bench-minimal/page.tsx): the baseline. */
const MINIMAL_PATH = '/bench-minimal';

interface Route {
  readonly name: string;
  readonly path: string;
  /** A reference measured beside the targets, not one of them. */
  readonly reference?: boolean;
}

/** The path of a live match's page, from the backend's own list (the product's link: /sports/{sport}/{slug}). */
async function liveMatchPath(product: WebProduct): Promise<string> {
  const response = await fetch(`${product.ready.apiUrl}/api/v2/matches?match_status=1&type=match&limit=1`, {
    headers: { 'accept-language': 'en' },
  });
  if (!response.ok) throw new Error(`GET /matches answered ${response.status}`);
  const page = (await response.json()) as { data: { slug: string; sport: { key: string } }[] };
  const match = page.data[0];
  if (!match) throw new Error('no live match to load');
  return `/en/sports/${match.sport.key}/${match.slug}`;
}

/** Resident memory of a process in MiB (Linux /proc). */
function rssMib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kib ? Number(kib) / 1024 : Number.NaN;
}

/** Time to the response's first byte and to the page's `<h1` in the streamed HTML, in ms, and its size. */
async function timeFirstBytes(
  url: string,
): Promise<{ firstByteMs: number; headingMs: number; totalMs: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.body) throw new Error(`${url}: no body`);
  let firstByteMs = Number.NaN;
  let headingMs = Number.NaN;
  let bytes = 0;
  let tail = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    const now = performance.now() - started;
    if (Number.isNaN(firstByteMs)) firstByteMs = now;
    bytes += chunk.byteLength;
    const text = tail + decoder.decode(chunk, { stream: true });
    if (Number.isNaN(headingMs) && text.includes('<h1')) headingMs = now;
    tail = text.slice(-3);
  }
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { firstByteMs, headingMs, totalMs: performance.now() - started, bytes };
}

interface RouteFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly worstP99Ms: number;
  readonly failures: number;
  readonly firstByteMs: number;
  readonly headingMs: number;
  readonly totalMs: number;
  readonly htmlKib: number;
}

/**
 * Server rendering under load: 10 concurrent clients on `/sports`, `/sports/live` and a live match page
 * against the framework-only page of the same build, rounds interleaved, with the live simulator running at
 * its default rate as `npm start` runs it; the web server's resident memory before, during and after.
 */
export async function runWebSsrLoadBench(overrides: Partial<WebSsrLoadSettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_WEB_SSR_LOAD, ...overrides };
  const out = new ReportLines('web-ssr-load');
  const product = await startWebProduct({ minLive: 60, simRate: 40 }, (line) => out.add(line));
  try {
    const routes: Route[] = [
      { name: 'minimal', path: MINIMAL_PATH },
      { name: '/sports', path: '/en/sports' },
      { name: '/sports/live', path: '/en/sports/live' },
      { name: 'live match', path: await liveMatchPath(product) },
      // The shell and a short static article: what every product page costs before its own blocks.
      { name: 'shell only', path: '/en/sports/help-center', reference: true },
    ];
    out.add(
      `${settings.connections} concurrent clients, ${settings.rounds} × ${settings.seconds} s per route interleaved, medians; live simulator at its default rate`,
    );
    const load = (path: string, seconds: number) =>
      autocannon({
        url: `${product.webUrl}${path}`,
        connections: settings.connections,
        duration: seconds,
        headers: { 'accept-language': 'en', 'accept-encoding': 'identity' },
      });
    for (const route of routes) await load(route.path, settings.warmupSeconds);
    const rssBefore = rssMib(product.webPid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMib(product.webPid));
    }, 250);
    const results = new Map<string, Result[]>(routes.map((route) => [route.name, []]));
    const rssAfterRound: number[] = [];
    try {
      for (let round = 0; round < settings.rounds; round += 1) {
        for (const route of routes) results.get(route.name)?.push(await load(route.path, settings.seconds));
        rssAfterRound.push(rssMib(product.webPid));
      }
    } finally {
      clearInterval(sampler);
    }
    const figures: Record<string, number> = {};
    const byRoute = new Map<string, RouteFigures>();
    for (const route of routes) {
      const runs = results.get(route.name) ?? [];
      const timings = [];
      for (let index = 0; index < settings.firstByteLoads; index += 1) {
        timings.push(await timeFirstBytes(`${product.webUrl}${route.path}`));
      }
      byRoute.set(route.name, {
        requestsPerSecond: median(runs.map((run) => run.requests.average)),
        p50Ms: median(runs.map((run) => run.latency.p50)),
        p99Ms: median(runs.map((run) => run.latency.p99)),
        worstP99Ms: Math.max(...runs.map((run) => run.latency.p99)),
        failures: runs.reduce((sum, run) => sum + run.errors + run.timeouts + run.non2xx, 0),
        firstByteMs: median(timings.map((timing) => timing.firstByteMs)),
        headingMs: median(timings.map((timing) => timing.headingMs)),
        totalMs: median(timings.map((timing) => timing.totalMs)),
        htmlKib: median(timings.map((timing) => timing.bytes)) / 1024,
      });
    }
    const minimal = byRoute.get('minimal') as RouteFigures;
    const rows: (string | number)[][] = [];
    for (const route of routes) {
      const f = byRoute.get(route.name) as RouteFigures;
      const routeRatio = ratio(f.requestsPerSecond, minimal.requestsPerSecond);
      rows.push([
        route.name,
        round(f.requestsPerSecond),
        routeRatio,
        round(f.p50Ms),
        round(f.p99Ms),
        round(f.worstP99Ms),
        round(f.firstByteMs),
        round(f.headingMs),
        round(f.totalMs),
        round(f.htmlKib),
        f.failures,
      ]);
      const key = route.name === 'minimal' ? 'minimal' : route.name.replace(/^\//, '').replace(/[/ ]/g, '_');
      figures[`${key}_rps`] = round(f.requestsPerSecond);
      figures[`${key}_p50_ms`] = round(f.p50Ms);
      figures[`${key}_p99_ms`] = round(f.p99Ms);
      figures[`${key}_worst_p99_ms`] = round(f.worstP99Ms);
      figures[`${key}_first_byte_ms`] = round(f.firstByteMs);
      figures[`${key}_heading_ms`] = round(f.headingMs);
      figures[`${key}_html_kib`] = round(f.htmlKib);
      figures[`${key}_failed_requests`] = f.failures;
      if (route.reference) {
        figures[`${key}_minimal_ratio`] = routeRatio;
        out.add(`${route.name} (${route.path}, the floor of every product page): ${routeRatio} × minimal`);
      } else if (route.name !== 'minimal') {
        figures[`${key}_minimal_ratio`] = routeRatio;
        out.add(
          `${route.name}: ${routeRatio} × minimal (target >= ${RATIO_TARGET}: ${verdict(routeRatio >= RATIO_TARGET)}); p99 ${round(f.p99Ms)} ms (target <= ${P99_TARGET_MS}: ${verdict(f.p99Ms <= P99_TARGET_MS)})`,
        );
      }
    }
    figures.web_rss_before_mib = round(rssBefore);
    figures.web_rss_peak_mib = round(rssPeak);
    figures.web_rss_after_mib = round(rssAfterRound.at(-1) ?? Number.NaN);
    out.add(
      `web RSS: ${round(rssBefore)} MiB after warm-up, ${rssAfterRound.map(round).join(' / ')} MiB after each round, peak ${round(rssPeak)} MiB`,
    );
    out.add(
      ...table(
        [
          'route',
          'req/s',
          '× minimal',
          'p50 ms',
          'p99 ms',
          'worst p99',
          'first byte ms',
          '<h1 ms',
          'total ms',
          'HTML KiB',
          'failed',
        ],
        rows,
      ),
    );
    return { name: 'web-ssr-load', lines: out.lines, figures };
  } finally {
    await product.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
  await runWebSsrLoadBench(rounds ? { rounds } : {});
}
