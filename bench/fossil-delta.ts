import { pathToFileURL } from 'node:url';
import type { Backend } from '@sportsbook/server/start-backend';
import { Centrifuge, type PublicationContext } from 'centrifuge';
import { WebSocket } from 'ws';
import type { BenchResult } from './bench-result';
import { simulatorOf, startBenchBackend } from './support/bench-backend';
import { ReportLines, table, verdict } from './support/report';
import { round } from './support/stats';

/** One measured channel: which live match, at what feed rate, for how many publications. */
export interface FossilCase {
  /** `busiest`: the live match with the most markets; `median`: the live match in the middle by markets. */
  readonly match: 'busiest' | 'median';
  /** Publications each client receives on the match channel before the figures are taken. */
  readonly updates: number;
  /** The simulator's odds updates per second over the whole catalogue. */
  readonly rate: number;
  /** Give up after this long without all the updates (ms). */
  readonly timeoutMs: number;
}

/** What the fossil-delta benchmark does; the defaults are the recorded run's. */
export interface FossilSettings {
  readonly cases: readonly FossilCase[];
}

/**
 * The recorded run: the target case, a median match at the feed's default rate (SIM_RATE 40: a match
 * publishes about every other second), then the busiest match at 50 times that rate as a regression guard.
 */
export const DEFAULT_FOSSIL: FossilSettings = {
  cases: [
    { match: 'median', updates: 40, rate: 40, timeoutMs: 240_000 },
    { match: 'busiest', updates: 200, rate: 2000, timeoutMs: 180_000 },
  ],
};

/** Target: a delta publication carries at most this share of the full one. */
const TARGET_RATIO = 0.1;

/** What one client received on the match channel. */
interface Received {
  /** Bytes of publication lines on the wire (the JSON lines the server sent for the channel). */
  wireBytes: number;
  /** Publications, by offset, as the client decoded them. */
  readonly data: Map<number, unknown>;
}

/**
 * A `ws` WebSocket that counts the bytes of the channel's publication lines as they arrive, before the
 * client decodes them: what a delta saves on the wire, measured on the wire.
 */
function countingSocket(channel: string, into: Received): new (address: string | URL) => WebSocket {
  return class CountingWebSocket extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols);
      this.on('message', (data) => {
        for (const line of String(data).split('\n')) {
          if (line.includes('"pub"') && line.includes(`"channel":"${channel}"`)) {
            into.wireBytes += Buffer.byteLength(line);
          }
        }
      });
    }
  };
}

async function connectionToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v2/websocket/token`, { method: 'POST' });
  if (!response.ok) throw new Error(`token call answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** The figures of one case. */
interface CaseFigures {
  readonly updates: number;
  readonly deltaPerUpdate: number;
  readonly fullPerUpdate: number;
  readonly ratio: number;
  readonly updatesPerSecond: number;
}

/**
 * Fossil delta on a match channel: a real server (`startBackend`: the app, its embedded hub and the live
 * simulator on PGlite with the full catalogue) and two real `centrifuge` clients subscribed to one live match,
 * one with `delta: 'fossil'` and one without. Both receive the same publications (every served market of
 * the match, a full document each time); the bytes of publication lines on each client's wire, per
 * update, and their ratio are the figures.
 */
export async function runFossilBench(overrides: Partial<FossilSettings> = {}): Promise<BenchResult> {
  const settings = { ...DEFAULT_FOSSIL, ...overrides };
  const out = new ReportLines('fossil-delta');
  const figures: Record<string, number> = {};
  for (const fossilCase of settings.cases) {
    const measured = await measureCase(fossilCase, out);
    const prefix = `${fossilCase.match}_${fossilCase.rate}`;
    figures[`${prefix}_updates`] = measured.updates;
    figures[`${prefix}_delta_bytes_per_update`] = round(measured.deltaPerUpdate);
    figures[`${prefix}_full_bytes_per_update`] = round(measured.fullPerUpdate);
    figures[`${prefix}_delta_full_ratio`] = round(measured.ratio);
    figures[`${prefix}_channel_updates_per_s`] = round(measured.updatesPerSecond);
  }
  return { name: 'fossil-delta', lines: out.lines, figures };
}

async function measureCase(settings: FossilCase, out: ReportLines): Promise<CaseFigures> {
  const clients: Centrifuge[] = [];
  let backend: Backend | undefined;
  try {
    // The catalogue and feed of the seed `npm start` uses (SIM_SEED's default), published in English.
    backend = await startBenchBackend(
      { SIMULATOR: 'on', SIM_RATE: String(settings.rate), CONTENT_LOCALES: 'en', LOG_LEVEL: 'error' },
      { database: { kind: 'pglite' }, seed: { demoPlayers: false }, followFeed: false },
    );
    const { port, url: baseUrl } = backend;
    const simulator = simulatorOf(backend);
    const live = await (await fetch(`${baseUrl}/api/v2/matches?match_status=1&limit=500`)).json();
    const byDepth = (
      live as { data: { id: number; available_markets_count: number; name: string }[] }
    ).data.sort((a, b) => b.available_markets_count - a.available_markets_count);
    const picked = settings.match === 'busiest' ? byDepth[0] : byDepth[Math.floor(byDepth.length / 2)];
    if (!picked) throw new Error('no live match');
    const channel = `match:en:${picked.id}`;
    out.add(
      `${settings.match} live match: catalogue ${backend.seeded?.counts.matches} matches, ${backend.seeded?.counts.markets} markets; simulator at ${settings.rate} odds updates/s; channel ${channel} (${picked.name}, ${picked.available_markets_count} markets)`,
    );

    const withDelta: Received = { wireBytes: 0, data: new Map() };
    const without: Received = { wireBytes: 0, data: new Map() };
    const subscribe = (into: Received, delta: boolean) => {
      const client = new Centrifuge(`ws://127.0.0.1:${port}/connection/websocket`, {
        websocket: countingSocket(channel, into),
        getToken: () => connectionToken(baseUrl),
      });
      clients.push(client);
      const sub = client.newSubscription(channel, delta ? { delta: 'fossil' } : {});
      sub.on('publication', (ctx: PublicationContext) => {
        if (ctx.offset !== undefined) into.data.set(ctx.offset, ctx.data);
      });
      const subscribed = new Promise<void>((resolve) => sub.once('subscribed', () => resolve()));
      sub.subscribe();
      client.connect();
      return { sub, subscribed };
    };
    const a = subscribe(withDelta, true);
    const b = subscribe(without, false);
    await Promise.all([a.subscribed, b.subscribed]);
    const started = performance.now();
    const deadline = Date.now() + settings.timeoutMs;
    while (Math.min(withDelta.data.size, without.data.size) < settings.updates) {
      if (Date.now() > deadline)
        throw new Error(`only ${withDelta.data.size} updates in ${settings.timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - started) / 1000;
    await simulator.stop();

    // The delta client decoded exactly what the full one received.
    let compared = 0;
    for (const [offset, data] of withDelta.data) {
      const full = without.data.get(offset);
      if (full === undefined) continue;
      if (JSON.stringify(full) !== JSON.stringify(data))
        throw new Error(`publication ${offset} decoded wrong`);
      compared += 1;
    }
    const stats = a.sub.deltaStats();
    const deltaPerUpdate = withDelta.wireBytes / withDelta.data.size;
    const fullPerUpdate = without.wireBytes / without.data.size;
    const ratio = deltaPerUpdate / fullPerUpdate;
    out.add(
      ...table(
        [`${settings.match} match, ${settings.rate}/s`, 'updates', 'bytes on the wire', 'bytes per update'],
        [
          ['fossil delta', withDelta.data.size, withDelta.wireBytes, round(deltaPerUpdate)],
          ['no delta', without.data.size, without.wireBytes, round(fullPerUpdate)],
        ],
      ),
      `delta / full bytes per update = ${round(ratio)} (target <= ${TARGET_RATIO}: ${verdict(ratio <= TARGET_RATIO)}); ${compared} publications decoded identically; client stats: ${stats.numDeltaPayloads} delta and ${stats.numFullPayloads} full payloads`,
      `${round(without.data.size / seconds)} updates/s on the channel`,
    );
    return {
      updates: Math.min(withDelta.data.size, without.data.size),
      deltaPerUpdate,
      fullPerUpdate,
      ratio,
      updatesPerSecond: without.data.size / seconds,
    };
  } finally {
    for (const client of clients) client.disconnect();
    await backend?.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runFossilBench();
}
