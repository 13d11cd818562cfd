import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { BenchResult } from './bench-result';
import {
  type CollectReport,
  type FanoutClientCommand,
  type FanoutKind,
  type FanoutServerCommand,
  type FanoutServerReady,
  type MemoryReading,
  PAYLOAD_BYTES,
  type PublishReport,
} from './fanout/fanout-protocol';
import { BenchChild } from './support/bench-child';
import { ReportLines, table, verdict } from './support/report';
import { median, ratio, round } from './support/stats';

/** What the fan-out benchmark does; the defaults are the recorded run's. */
export interface FanoutSettings {
  /** Subscribed clients per server. */
  readonly clients: number;
  /** Rounds, each on fresh server processes; every figure is the median over them. */
  readonly rounds: number;
  /** Publications per second in the fixed-rate phase, and how long it lasts (ms). */
  readonly ratePerSecond: number;
  readonly rateDurationMs: number;
  /** Publications per flat-out burst, and bursts per round. Kept under the hub's 1 MiB slow-client limit. */
  readonly burstCount: number;
  readonly burstsPerRound: number;
  /** Clients that connect, receive and leave before the memory baseline, so JIT and pools are warm. */
  readonly warmupClients: number;
}

export const DEFAULT_FANOUT: FanoutSettings = {
  clients: 2_000,
  rounds: 3,
  ratePerSecond: 25,
  rateDurationMs: 3_000,
  burstCount: 100,
  burstsPerRound: 2,
  warmupClients: 200,
};

/** How long the clients may take to receive a phase's publications before the phase counts losses. */
const COLLECT_TIMEOUT_MS = 60_000;
const KIB = 1024;

interface Target {
  readonly kind: FanoutKind;
  readonly server: BenchChild<FanoutServerCommand>;
  readonly clients: BenchChild<FanoutClientCommand>;
  readonly ready: FanoutServerReady;
}

/** One phase as the clients saw it. */
interface PhaseFigures {
  readonly deliveredPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly lost: number;
  /** The server's CPU time per delivered message, in microseconds (clients may saturate first). */
  readonly serverCpuUsPerMessage: number;
}

/** Per-connection memory of one round: the growth from no clients to all clients, after GC. */
interface MemoryFigures {
  readonly rssKib: number;
  readonly heapKib: number;
}

interface Samples {
  rate: PhaseFigures[];
  burst: PhaseFigures[];
  memory: MemoryFigures[];
}

async function startTarget(kind: FanoutKind): Promise<Target> {
  const started = await BenchChild.start<FanoutServerCommand, FanoutServerReady>(
    new URL('./fanout/fanout-server.ts', import.meta.url),
    [kind],
  );
  const clients = await BenchChild.start<FanoutClientCommand>(
    new URL('./fanout/fanout-clients.ts', import.meta.url),
    [kind],
  );
  return { kind, server: started.child, clients: clients.child, ready: started.ready };
}

async function stopTarget(target: Target): Promise<void> {
  await target.clients.stop();
  await target.server.stop();
}

/** Arms the clients, runs a publishing phase on the server, and waits for the clients to receive it. */
async function phase(target: Target, command: FanoutServerCommand, perClient: number): Promise<PhaseFigures> {
  await target.clients.request({ kind: 'arm', perClient });
  const cpuBefore = await target.server.request<number>({ kind: 'cpu' });
  const published = await target.server.request<PublishReport>(command);
  const seen = await target.clients.request<CollectReport>({
    kind: 'collect',
    timeoutMs: COLLECT_TIMEOUT_MS,
  });
  const cpuAfter = await target.server.request<number>({ kind: 'cpu' });
  const lostByOfficialClient = seen.centrifugeReceived >= 0 ? perClient - seen.centrifugeReceived : 0;
  const seconds = (seen.lastAtUs - published.startedAtUs) / 1e6;
  return {
    deliveredPerSecond: seconds > 0 ? seen.received / seconds : 0,
    p50Ms: seen.p50Ms,
    p99Ms: seen.p99Ms,
    lost: seen.expected - seen.received + lostByOfficialClient,
    serverCpuUsPerMessage: seen.received > 0 ? (cpuAfter - cpuBefore) / seen.received : 0,
  };
}

/** Memory per connection: warm up, read the baseline, connect every client, read again. */
async function connectAndMeasure(target: Target, settings: FanoutSettings): Promise<MemoryFigures> {
  const { clients, server, ready } = target;
  await clients.request({ kind: 'open', count: settings.warmupClients, server: ready });
  await phase(target, { kind: 'burst', count: 20 }, 20);
  await clients.request({ kind: 'close' });
  await sleep(300);
  const before = await server.request<MemoryReading>({ kind: 'memory' });
  await clients.request({ kind: 'open', count: settings.clients, server: ready });
  const after = await server.request<MemoryReading>({ kind: 'memory' });
  const connections = after.connections - before.connections;
  if (before.connections !== 0 || connections < settings.clients) {
    throw new Error(
      `${target.kind}: expected ${settings.clients} new connections, saw ${before.connections} → ${after.connections}`,
    );
  }
  return {
    rssKib: (after.rssBytes - before.rssBytes) / connections / KIB,
    heapKib: (after.heapUsedBytes - before.heapUsedBytes) / connections / KIB,
  };
}

async function runRound(settings: FanoutSettings, samples: Record<FanoutKind, Samples>): Promise<void> {
  // Both servers live through the round and take turns, so a change in the machine's load hits both.
  const targets = [await startTarget('raw'), await startTarget('hub')];
  try {
    for (const target of targets) samples[target.kind].memory.push(await connectAndMeasure(target, settings));
    const ratePublications = Math.round((settings.ratePerSecond * settings.rateDurationMs) / 1000);
    for (const target of targets) {
      const rate = {
        kind: 'rate',
        perSecond: settings.ratePerSecond,
        durationMs: settings.rateDurationMs,
      } as const;
      samples[target.kind].rate.push(await phase(target, rate, ratePublications));
    }
    for (let burst = 0; burst < settings.burstsPerRound; burst += 1) {
      for (const target of targets) {
        const command = { kind: 'burst', count: settings.burstCount } as const;
        samples[target.kind].burst.push(await phase(target, command, settings.burstCount));
      }
    }
  } finally {
    await Promise.all(targets.map(stopTarget));
  }
}

function summary(samples: Samples) {
  return {
    ratePerSecond: median(samples.rate.map((s) => s.deliveredPerSecond)),
    rateP50Ms: median(samples.rate.map((s) => s.p50Ms)),
    rateP99Ms: median(samples.rate.map((s) => s.p99Ms)),
    burstPerSecond: median(samples.burst.map((s) => s.deliveredPerSecond)),
    burstP50Ms: median(samples.burst.map((s) => s.p50Ms)),
    burstP99Ms: median(samples.burst.map((s) => s.p99Ms)),
    burstCpuUs: median(samples.burst.map((s) => s.serverCpuUsPerMessage)),
    rssKib: median(samples.memory.map((s) => s.rssKib)),
    heapKib: median(samples.memory.map((s) => s.heapKib)),
    lost: [...samples.rate, ...samples.burst].reduce((sum, s) => sum + s.lost, 0),
  };
}

/**
 * Hub fan-out: `clients` loopback WebSocket clients on one channel, 1 KiB publications at a fixed rate and
 * then in flat-out bursts, for the embedded hub (token call, connect, subscribe, `hub.publish`) against a
 * bare `ws` broadcast server in the same run; and each server's memory per connection.
 */
export async function runHubFanoutBench(overrides: Partial<FanoutSettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_FANOUT, ...overrides };
  const out = new ReportLines('hub-fanout');
  out.add(
    `${settings.clients} clients on one channel, ${PAYLOAD_BYTES} B publications; ${settings.rounds} rounds on fresh processes, medians`,
  );
  const samples: Record<FanoutKind, Samples> = {
    raw: { rate: [], burst: [], memory: [] },
    hub: { rate: [], burst: [], memory: [] },
  };
  for (let round = 1; round <= settings.rounds; round += 1) {
    const started = performance.now();
    await runRound(settings, samples);
    out.add(
      `round ${round}/${settings.rounds} done in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  }
  const raw = summary(samples.raw);
  const hub = summary(samples.hub);
  const burstRatio = ratio(hub.burstPerSecond, raw.burstPerSecond);
  const rssRatio = ratio(hub.rssKib, raw.rssKib);
  const heapRatio = ratio(hub.heapKib, raw.heapKib);
  out.add(
    ...table(
      [
        'server',
        `rate ${settings.ratePerSecond}/s: msg/s`,
        'p50 ms',
        'p99 ms',
        'flat out: msg/s',
        'p50 ms',
        'p99 ms',
        'server CPU µs/msg',
        'RSS KiB/conn',
        'heap KiB/conn',
        'lost',
      ],
      [raw, hub].map((s, i) => [
        i === 0 ? 'raw ws' : 'hub',
        round(s.ratePerSecond),
        round(s.rateP50Ms),
        round(s.rateP99Ms),
        round(s.burstPerSecond),
        round(s.burstP50Ms),
        round(s.burstP99Ms),
        round(s.burstCpuUs),
        round(s.rssKib),
        round(s.heapKib),
        s.lost,
      ]),
    ),
    `hub/raw flat-out delivery ${burstRatio} (target >= 0.5: ${verdict(burstRatio >= 0.5)})`,
    `hub/raw memory per connection: RSS ${rssRatio}, heap ${heapRatio} (target <= 2: ${verdict(rssRatio <= 2 && heapRatio <= 2)})`,
  );
  const figures: Record<string, number> = {
    clients: settings.clients,
    raw_rate_msgs_per_s: round(raw.ratePerSecond),
    hub_rate_msgs_per_s: round(hub.ratePerSecond),
    raw_rate_p99_ms: round(raw.rateP99Ms),
    hub_rate_p99_ms: round(hub.rateP99Ms),
    raw_burst_msgs_per_s: round(raw.burstPerSecond),
    hub_burst_msgs_per_s: round(hub.burstPerSecond),
    raw_burst_p99_ms: round(raw.burstP99Ms),
    hub_burst_p99_ms: round(hub.burstP99Ms),
    hub_raw_burst_ratio: burstRatio,
    raw_burst_server_cpu_us_per_msg: round(raw.burstCpuUs),
    hub_burst_server_cpu_us_per_msg: round(hub.burstCpuUs),
    raw_rss_kib_per_conn: round(raw.rssKib),
    hub_rss_kib_per_conn: round(hub.rssKib),
    raw_heap_kib_per_conn: round(raw.heapKib),
    hub_heap_kib_per_conn: round(hub.heapKib),
    hub_raw_rss_ratio: rssRatio,
    hub_raw_heap_ratio: heapRatio,
    lost_messages: raw.lost + hub.lost,
  };
  return { name: 'hub-fanout', lines: out.lines, figures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rounds = process.env.BENCH_ROUNDS ? Number(process.env.BENCH_ROUNDS) : undefined;
  await runHubFanoutBench(rounds ? { rounds } : {});
}
