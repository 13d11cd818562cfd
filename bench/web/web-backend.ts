import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Market } from '@sportsbook/contract/entities/market';
import { publicChannel } from '@sportsbook/contract/realtime/channels';
import { WebSocketServer } from 'ws';
import { seedMsOf, simulatorOf, startBenchBackend } from '../support/bench-backend';
import { serveParent } from '../support/bench-child';
import { freePort } from '../support/free-port';
import { referenceBoardHtml } from './reference-board';
import {
  epochMs,
  type PausedReport,
  type PumpReport,
  REFERENCE_BOARD_PATH,
  type WebBackendCommand,
  type WebBackendOptions,
  type WebBackendReady,
} from './web-protocol';

/*
 * The backend under the web benchmarks, in a process of its own: the app, its embedded hub and the live
 * simulator as `main.ts` starts them (`startBackend`: PGlite in memory, the seed `npm start` uses), with
 * the simulator's `minLive` raised for the live page benchmark; nothing is bet, so betting need not follow
 * the feed. The odds pump publishes through the app's own publisher,
 * so what the browser receives went through the hub exactly as the simulator's publications do.
 */

const LOCALE = 'en';

const options = JSON.parse(process.argv[2] ?? '{}') as WebBackendOptions;
// The plain-DOM reference board of the live page benchmark, on this origin (same-origin API, loopback).
const boardHtml = await referenceBoardHtml();
// A port known before the start: the board's page is on this origin and opens the realtime connection too.
const port = await freePort();
const backend = await startBenchBackend(
  {
    SIMULATOR: 'on',
    SIM_RATE: String(options.simRate),
    SERVER_PORT: String(port),
    REALTIME_ALLOWED_ORIGINS: [`http://127.0.0.1:${port}`, options.webOrigin ?? ''].filter(Boolean).join(','),
  },
  {
    database: { kind: 'pglite' },
    seed: { demoPlayers: options.demoPlayers === true },
    followFeed: false,
    minLive: options.minLive,
    extend: (app) => {
      app.get(REFERENCE_BOARD_PATH, { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/html; charset=utf-8')
          // Its own policy (the API's is `default-src 'none'`): its inline script, style and socket.
          .header(
            'content-security-policy',
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
          )
          .send(boardHtml),
      );
    },
  },
);
const apiUrl = backend.url;
const { publisher } = backend.deps;
const simulator = simulatorOf(backend);
// The board tops itself up in its first ticks: wait until the live matches are there.
for (let i = 0; i < 60 && simulator.stats().liveMatches < options.minLive; i += 1) await sleep(500);

// The round-trip baseline: a bare `ws` echo server sharing this process's event loop with the hub.
const echo = new WebSocketServer({ host: '127.0.0.1', port: 0 });
// Echo each message as it came: `ws` hands text frames over as Buffers, and sending a Buffer back as is
// would answer with a binary frame (a Blob in the page, whose Number() is NaN).
echo.on('connection', (socket) =>
  socket.on('message', (data, isBinary) => socket.send(data, { binary: isBinary })),
);
await new Promise<void>((resolve) => echo.once('listening', () => resolve()));
const echoPort = (echo.address() as AddressInfo).port;

interface PumpLine {
  market: Market;
  /** Round-robin over the outcomes: the next one to change. */
  next: number;
  counter: number;
}
let lines: PumpLine[] = [];

async function json<T>(path: string): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

interface ListedMatch {
  readonly id: number;
  readonly main_market: { id: number; specifier: string } | null;
  readonly secondary_market: { id: number; specifier: string } | null;
}

/** The main and secondary lines of every live match, as full markets (what the public channel carries). */
async function loadSummaryMarkets(): Promise<PumpLine[]> {
  const live = await json<{ data: ListedMatch[] }>('/api/v2/matches?match_status=1&limit=500');
  const found: PumpLine[] = [];
  const queue = [...live.data];
  const worker = async () => {
    for (let match = queue.shift(); match; match = queue.shift()) {
      const wanted = [match.main_market, match.secondary_market].flatMap((m) => (m ? [m] : []));
      if (wanted.length === 0) continue;
      const { data } = await json<{ data: Market[] }>(`/api/v2/matches/${match.id}/markets`);
      for (const want of wanted) {
        const market = data.find((m) => m.id === want.id && m.specifier === want.specifier);
        if (market && market.outcomes.length > 0) found.push({ market, next: 0, counter: 0 });
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return found;
}

async function pump(command: Extract<WebBackendCommand, { kind: 'pump' }>): Promise<PumpReport> {
  if (lines.length === 0) throw new Error('pause the simulator first (it loads the markets to move)');
  const channel = publicChannel(LOCALE);
  const published: [number, number, string][] = [];
  let unique = 101; // 1.01, in hundredths; up to 99.99
  let changes = 0;
  let publications = 0;
  let cursor = 0;
  const started = epochMs();
  let due = 0;
  for (let tick = 0; ; tick += 1) {
    const tickAt = started + tick * command.tickMs;
    if (tickAt - started >= command.durationMs) break;
    const wait = tickAt - epochMs();
    if (wait > 0) await sleep(wait);
    due += (command.rate * command.tickMs) / 1000;
    const count = Math.min(Math.floor(due), lines.length);
    due -= count;
    if (count === 0) continue;
    const batch: Market[] = [];
    const values: [number, string][] = [];
    for (let i = 0; i < count; i += 1) {
      const line = lines[cursor % lines.length] as PumpLine;
      cursor += 1;
      const index = line.next % line.market.outcomes.length;
      line.next += 1;
      line.counter += 1;
      let hundredths: number;
      if (command.unique) {
        hundredths = unique;
        unique = unique >= 9999 ? 101 : unique + 1;
      } else {
        const base = Math.round((line.market.outcomes[index]?.odds ?? 2) * 100);
        hundredths = Math.max(101, base + (line.counter % 20) - 10);
        if (hundredths === Math.round((line.market.outcomes[index]?.odds ?? 0) * 100)) hundredths += 11;
      }
      const outcomes = line.market.outcomes.map((outcome, at) =>
        at === index ? { ...outcome, odds: hundredths / 100, active: true } : outcome,
      );
      line.market = { ...line.market, status: 1, outcomes };
      batch.push(line.market);
      values.push([hundredths, line.market.name]);
    }
    const at = epochMs();
    await publisher.publish(channel, { event: 'markets_changed', payload: { markets: batch } });
    publications += 1;
    changes += batch.length;
    if (command.unique) for (const [value, market] of values) published.push([value, at, market]);
  }
  return { changes, publications, startedAtMs: started, endedAtMs: epochMs(), published };
}

const ready: WebBackendReady = {
  apiUrl,
  wsUrl: `ws://127.0.0.1:${backend.port}/connection/websocket`,
  echoUrl: `ws://127.0.0.1:${echoPort}`,
  seedMs: seedMsOf(backend),
};
serveParent<WebBackendCommand>(
  ready,
  async (command) => {
    switch (command.kind) {
      case 'feed':
        return simulator.stats().liveMatches;
      case 'pause-simulator': {
        const liveMatches = simulator.stats().liveMatches;
        await simulator.stop();
        lines = await loadSummaryMarkets();
        const report: PausedReport = {
          liveMatches,
          markets: lines.length,
          outcomes: lines.reduce((sum, line) => sum + line.market.outcomes.length, 0),
        };
        return report;
      }
      case 'pump':
        return pump(command);
      case 'clock':
        return epochMs();
    }
  },
  async () => {
    echo.close();
    await backend.close();
  },
);
