import { setTimeout as sleep, setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { serveParent } from '../support/bench-child';
import {
  type FanoutKind,
  type FanoutServerCommand,
  type MemoryReading,
  nowUs,
  PAYLOAD_BYTES,
  type PublishReport,
} from './fanout-protocol';
import type { FanoutServer } from './fanout-server-port';

/*
 * A fan-out server under test, in a process of its own. Only the chosen server's modules are loaded, so
 * the baseline's memory is not inflated by the backend's code.
 */

/** A publication of exactly PAYLOAD_BYTES of JSON, stamped with the time it is published. */
function payload(seq: number): object {
  const t = nowUs();
  const bare = JSON.stringify({ t, seq, pad: '' }).length;
  return { t, seq, pad: 'x'.repeat(PAYLOAD_BYTES - bare) };
}

async function memory(server: FanoutServer): Promise<MemoryReading> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('the fan-out server needs --expose-gc');
  // Several collections, with turns of the event loop between them, so finalisers and closed sockets go.
  for (let i = 0; i < 4; i += 1) {
    gc();
    await sleep(50);
  }
  const usage = process.memoryUsage();
  return { rssBytes: usage.rss, heapUsedBytes: usage.heapUsed, connections: server.connections() };
}

async function publishAtRate(
  server: FanoutServer,
  perSecond: number,
  durationMs: number,
): Promise<PublishReport> {
  const total = Math.round((perSecond * durationMs) / 1000);
  const startedAtUs = nowUs();
  let published = 0;
  await new Promise<void>((resolve) => {
    // Publications fall due on a fixed schedule; a late timer publishes what is due, never more.
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((nowUs() - startedAtUs) * perSecond) / 1_000_000) + 1);
      for (; published < due; published += 1) server.broadcast(payload(published));
      if (published >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  return { published, startedAtUs, endedAtUs: nowUs() };
}

async function publishBurst(server: FanoutServer, count: number): Promise<PublishReport> {
  const startedAtUs = nowUs();
  for (let seq = 0; seq < count; seq += 1) {
    server.broadcast(payload(seq));
    await yieldToEventLoop();
  }
  return { published: count, startedAtUs, endedAtUs: nowUs() };
}

const kind = process.argv[2] as FanoutKind;
const server: FanoutServer =
  kind === 'hub'
    ? await (await import('./hub-server')).startHubServer()
    : await (await import('./raw-server')).startRawServer();
serveParent<FanoutServerCommand>(server.ready, async (command) => {
  switch (command.kind) {
    case 'memory':
      return memory(server);
    case 'cpu': {
      const { user, system } = process.cpuUsage();
      return user + system;
    }
    case 'rate':
      return publishAtRate(server, command.perSecond, command.durationMs);
    case 'burst':
      return publishBurst(server, command.count);
  }
});
