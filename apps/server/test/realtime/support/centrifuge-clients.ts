import { Centrifuge, type Options } from 'centrifuge';
import { WebSocket } from 'ws';

/** Asks the app for a connection token, as the web front end does (POST /api/v2/websocket/token). */
export async function fetchConnectionToken(httpUrl: string, bearer?: string): Promise<string> {
  const response = await fetch(`${httpUrl}/api/v2/websocket/token`, {
    method: 'POST',
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
  if (!response.ok) throw new Error(`token call failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** Asks the app for a subscription token (POST /api/v2/websocket/authorize). */
export async function fetchSubscriptionToken(
  httpUrl: string,
  bearer: string,
  channel: string,
): Promise<string> {
  const response = await fetch(`${httpUrl}/api/v2/websocket/authorize`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
    body: JSON.stringify({ channels: [channel] }),
  });
  if (!response.ok) throw new Error(`authorize call failed with ${response.status}`);
  return ((await response.json()) as { channels: { token: string }[] }).channels[0]?.token ?? '';
}

/** Real `centrifuge` clients for one suite; `disconnectAll` ends every one of them. */
export class CentrifugeClients {
  readonly #clients: Centrifuge[] = [];

  constructor(private readonly wsUrl: string) {}

  /** A client with the suite's fast settings: Node 20 has no global WebSocket, so `ws` is passed in. */
  create(options: Partial<Options> = {}): Centrifuge {
    const client = new Centrifuge(this.wsUrl, {
      websocket: WebSocket,
      timeout: 2_000,
      minReconnectDelay: 50,
      maxReconnectDelay: 200,
      maxServerPingDelay: 1_000,
      ...options,
    });
    this.#clients.push(client);
    return client;
  }

  disconnectAll(): void {
    for (const client of this.#clients.splice(0)) client.disconnect();
  }
}

/** Resolves with the first `event` whose context passes `accept`, or rejects after `timeoutMs`. */
export function nextEvent<T>(
  emitter: {
    on(event: string, listener: (ctx: T) => void): unknown;
    off(event: string, listener: (ctx: T) => void): unknown;
  },
  event: string,
  accept: (ctx: T) => boolean = () => true,
  timeoutMs = 5_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.off(event, listener);
      reject(new Error(`no ${event} event within ${timeoutMs} ms`));
    }, timeoutMs);
    function listener(ctx: T): void {
      if (!accept(ctx)) return;
      clearTimeout(timer);
      emitter.off(event, listener);
      resolve(ctx);
    }
    emitter.on(event, listener);
  });
}

/** Waits `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
