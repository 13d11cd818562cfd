import { Centrifuge } from 'centrifuge';
import { type RawData, WebSocket } from 'ws';
import { serveParent } from '../support/bench-child';
import { percentileOfSorted } from '../support/stats';
import {
  type CollectReport,
  FANOUT_CHANNEL,
  type FanoutClientCommand,
  type FanoutKind,
  type FanoutServerReady,
  nowUs,
  PUBLISHED_AT_KEY,
} from './fanout-protocol';

/*
 * The clients of the fan-out benchmark, in a process of their own. Hub clients speak the protocol by hand
 * (token call, connect and subscribe in one frame, pong to each ping) so that the clients stay cheap; one
 * official `centrifuge` client rides along and must receive every publication too.
 */

/** Sockets opened at once while connecting. */
const OPEN_CONCURRENCY = 64;
const KEY = Buffer.from(PUBLISHED_AT_KEY);
const ZERO = 0x30;
const NINE = 0x39;

/** The publish time stamped in a frame, or -1 when the frame is not a publication. */
function publishedAt(frame: Buffer): number {
  const at = frame.indexOf(KEY);
  if (at < 0) return -1;
  let value = 0;
  for (let i = at + KEY.length; i < frame.length; i += 1) {
    const byte = frame[i] as number;
    if (byte < ZERO || byte > NINE) break;
    value = value * 10 + (byte - ZERO);
  }
  return value;
}

/** What the clients received since the last `arm`: per-client counts, latencies, the last arrival. */
class Tally {
  perClient = 0;
  received = 0;
  lastAtUs = 0;
  centrifugeReceived = 0;
  #counts: number[] = [];
  #complete = 0;
  #latenciesUs = new Float64Array(0);
  #onProgress: (() => void) | undefined;

  arm(perClient: number, clients: number): void {
    this.perClient = perClient;
    this.received = 0;
    this.lastAtUs = 0;
    this.centrifugeReceived = 0;
    this.#counts = new Array<number>(clients).fill(0);
    this.#complete = 0;
    this.#latenciesUs = new Float64Array(perClient * clients);
  }

  /** A publication stamped `sentAtUs` reached client `index`. */
  record(index: number, sentAtUs: number): void {
    const at = nowUs();
    if (this.received < this.#latenciesUs.length) this.#latenciesUs[this.received] = at - sentAtUs;
    this.received += 1;
    this.lastAtUs = at;
    const count = (this.#counts[index] ?? 0) + 1;
    this.#counts[index] = count;
    if (count === this.perClient) {
      this.#complete += 1;
      if (this.#done()) this.#onProgress?.();
    }
  }

  recordCentrifuge(): void {
    this.centrifugeReceived += 1;
    if (this.#done()) this.#onProgress?.();
  }

  /** Resolves once every client (and the official one, when there is one) got what `arm` announced. */
  whenComplete(timeoutMs: number): Promise<void> {
    if (this.#done()) return Promise.resolve();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.#onProgress = undefined;
        resolve();
      };
      const timer = setTimeout(finish, timeoutMs);
      this.#onProgress = finish;
    });
  }

  /** Latencies recorded, sorted ascending, in microseconds. */
  sortedLatenciesUs(): Float64Array {
    return this.#latenciesUs.subarray(0, Math.min(this.received, this.#latenciesUs.length)).sort();
  }

  #done(): boolean {
    const officialDone = !centrifuge || this.centrifugeReceived >= this.perClient;
    return this.#complete === this.#counts.length && officialDone;
  }
}

const kind = process.argv[2] as FanoutKind;
const tally = new Tally();
const sockets: WebSocket[] = [];
/** Indexes handed to clients so far (a client's index is its slot in the tally). */
let reserved = 0;
let centrifuge: Centrifuge | undefined;

async function connectionToken(tokenUrl: string): Promise<string> {
  const response = await fetch(tokenUrl, { method: 'POST' });
  if (!response.ok) throw new Error(`token call failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Opens one client; resolves once it is subscribed (hub) or open (raw). */
async function openClient(server: FanoutServerReady): Promise<void> {
  const index = reserved;
  reserved += 1;
  const token = server.tokenUrl ? await connectionToken(server.tokenUrl) : undefined;
  const socket = new WebSocket(server.wsUrl);
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.on('message', (data: RawData) => {
      const frame = data as Buffer;
      const sentAt = publishedAt(frame);
      if (sentAt >= 0) {
        tally.record(index, sentAt);
        return;
      }
      // Hub control lines: the subscribe reply (id 2) ends the handshake; a bare {} is a ping.
      if (frame.length === 2) socket.send('{}');
      else if (frame.includes('"id":2')) {
        if (frame.includes('"subscribe"')) resolve();
        else reject(new Error(`subscribe refused: ${frame.toString()}`));
      } else if (frame.includes('"error"')) reject(new Error(`connect refused: ${frame.toString()}`));
    });
    socket.once('open', () => {
      if (token === undefined) {
        resolve();
        return;
      }
      const connect = JSON.stringify({ id: 1, connect: { token } });
      const subscribe = JSON.stringify({ id: 2, subscribe: { channel: FANOUT_CHANNEL } });
      socket.send(`${connect}\n${subscribe}`);
    });
  });
  socket.on('error', () => {});
  sockets.push(socket);
}

/** The official client: token through `getToken`, subscribed to the same channel. */
async function openCentrifuge(server: FanoutServerReady): Promise<void> {
  const { tokenUrl } = server;
  if (!tokenUrl) return;
  const client = new Centrifuge(server.wsUrl, {
    websocket: WebSocket,
    getToken: () => connectionToken(tokenUrl),
  });
  const subscription = client.newSubscription(FANOUT_CHANNEL);
  subscription.on('publication', () => tally.recordCentrifuge());
  const subscribed = new Promise<void>((resolve) => subscription.once('subscribed', () => resolve()));
  subscription.subscribe();
  client.connect();
  await subscribed;
  centrifuge = client;
}

async function open(count: number, server: FanoutServerReady): Promise<{ clients: number }> {
  if (kind === 'hub' && !centrifuge) await openCentrifuge(server);
  let started = 0;
  const worker = async () => {
    while (started < count) {
      started += 1;
      await openClient(server);
    }
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_CONCURRENCY, count) }, worker));
  return { clients: sockets.length };
}

async function closeAll(): Promise<{ clients: number }> {
  const closing = sockets.splice(0).map(
    (socket) =>
      new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close(1000);
      }),
  );
  reserved = 0;
  centrifuge?.disconnect();
  centrifuge = undefined;
  await Promise.all(closing);
  return { clients: 0 };
}

async function collect(timeoutMs: number): Promise<CollectReport> {
  await tally.whenComplete(timeoutMs);
  const latencies = tally.sortedLatenciesUs();
  return {
    clients: sockets.length,
    expected: tally.perClient * sockets.length,
    received: tally.received,
    lastAtUs: tally.lastAtUs,
    p50Ms: percentileOfSorted(latencies, 50) / 1000,
    p99Ms: percentileOfSorted(latencies, 99) / 1000,
    centrifugeReceived: centrifuge ? tally.centrifugeReceived : -1,
  };
}

serveParent<FanoutClientCommand>({ kind }, async (command) => {
  switch (command.kind) {
    case 'open':
      return open(command.count, command.server);
    case 'close':
      return closeAll();
    case 'arm':
      tally.arm(command.perClient, sockets.length);
      return { armed: sockets.length };
    case 'collect':
      return collect(command.timeoutMs);
  }
});
