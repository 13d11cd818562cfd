/*
 * What the fan-out benchmark's processes say to each other: the parent drives a server under test and a
 * process of clients loading it, over IPC.
 */

/** The server under test: the embedded hub through the app, or a bare `ws` broadcast server. */
export type FanoutKind = 'hub' | 'raw';

/** The channel every client subscribes to (a product channel: public, no subscription token). */
export const FANOUT_CHANNEL = 'public:en';

/** Size of each publication's data as JSON, in bytes. */
export const PAYLOAD_BYTES = 1024;

/** The field holding the publish time (microseconds of the shared monotonic clock) in each payload. */
export const PUBLISHED_AT_KEY = '"t":';

export type FanoutServerCommand =
  /** Memory after garbage collection, and how many connections the server holds. */
  | { readonly kind: 'memory' }
  /** CPU time the server process has used so far, in microseconds (user + system). */
  | { readonly kind: 'cpu' }
  /** Publish `perSecond` publications a second for `durationMs`. */
  | { readonly kind: 'rate'; readonly perSecond: number; readonly durationMs: number }
  /** Publish `count` publications back to back, yielding to the event loop between them. */
  | { readonly kind: 'burst'; readonly count: number };

/** What a fan-out server announces once listening. */
export interface FanoutServerReady {
  readonly wsUrl: string;
  /** Where a client gets a connection token (POST); null for the raw server, which needs none. */
  readonly tokenUrl: string | null;
}

/** A server's memory after garbage collection. */
export interface MemoryReading {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
  readonly connections: number;
}

/** When a publishing phase ran, in microseconds of the shared monotonic clock. */
export interface PublishReport {
  readonly published: number;
  readonly startedAtUs: number;
  readonly endedAtUs: number;
}

export type FanoutClientCommand =
  /** Open `count` more clients (hub: token, connect, subscribe; raw: open). */
  | { readonly kind: 'open'; readonly count: number; readonly server: FanoutServerReady }
  /** Close every client gracefully and wait until the server acknowledged. */
  | { readonly kind: 'close' }
  /** Start counting: each client should receive `perClient` publications from now on. */
  | { readonly kind: 'arm'; readonly perClient: number }
  /** Wait until every client received what `arm` announced, or `timeoutMs` passed. */
  | { readonly kind: 'collect'; readonly timeoutMs: number };

/** What the clients saw since `arm`. */
export interface CollectReport {
  readonly clients: number;
  readonly expected: number;
  readonly received: number;
  /** When the last publication arrived, in microseconds of the shared monotonic clock. */
  readonly lastAtUs: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Publications the official `centrifuge` client among the hub's clients received (-1 for raw). */
  readonly centrifugeReceived: number;
}

/** Microseconds of the monotonic clock, which every process on the machine shares. */
export function nowUs(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
