import { fullPath } from '@sportsbook/contract/http/call';
import { type ChannelName, isPrivateChannel, parseChannel } from '@sportsbook/contract/realtime/channels';
import { createConnectionToken } from '@sportsbook/contract/sportsbook/websocket-calls';
import {
  Centrifuge,
  type ErrorContext,
  type Options,
  type SubscribedContext,
  type Subscription,
  UnauthorizedError,
} from 'centrifuge';

/** What `fetchConnectionToken` throws when the server refuses the caller (401, 403). */
export { UnauthorizedError };

/** The connection states of spec §4 (realtime client). */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';

/**
 * Client settings of spec §9: reconnect and resubscribe back-off 500–20 000 ms with full jitter (the
 * library's formula), 5 000 ms command timeout, 10 000 ms max server ping delay.
 */
export const REALTIME_SETTINGS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  minResubscribeDelay: 500,
  maxResubscribeDelay: 20_000,
  timeout: 5_000,
  maxServerPingDelay: 10_000,
} as const;

export interface RealtimeClientOptions {
  /** WebSocket endpoint of the hub. */
  readonly url: string;
  /** Fossil delta compression on match subscriptions (spec §7.3, "when the feature flag is on"). */
  readonly delta: boolean;
  /** Gets a connection token; by default `POST /api/v2/websocket/token` on this origin. */
  readonly getToken?: () => Promise<string>;
  /** Gets a subscription token for a private (`$`) channel (spec §6: `POST /api/v2/websocket/authorize`). */
  readonly getSubscriptionToken?: (channel: string) => Promise<string>;
  /** Receives every publication's data, with the channel it came on (parsed from its name). */
  readonly onPublication: (channel: ChannelName, data: unknown) => void;
  /**
   * A resubscription could not recover the missed publications, or `onPublication` threw on one: the page data
   * must be fetched again.
   */
  readonly onRecoveryFailed: (channel: string) => void;
  /** A channel was subscribed: the first time, and again after every reconnection or resubscription. */
  readonly onSubscribed?: (channel: string) => void;
  readonly report: (error: unknown, context: Record<string, unknown>) => void;
  /** For tests (Node has no global WebSocket). */
  readonly websocket?: unknown;
}

/**
 * Asks the backend (through the web origin's proxy) for a connection token: a visitor's, or with the
 * player's bearer token theirs. A 401 or 403 ends the connection without retry (spec §8: unauthorised
 * disconnects without retry), anything else is retried with the reconnect back-off.
 */
export async function fetchConnectionToken(bearer?: string): Promise<string> {
  const response = await fetch(fullPath(createConnectionToken), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
  });
  if (response.status === 401 || response.status === 403) {
    throw new UnauthorizedError(`connection token refused with ${response.status}`);
  }
  if (!response.ok) throw new Error(`connection token call failed with ${response.status}`);
  return createConnectionToken.response.parse(await response.json()).token;
}

interface ChannelEntry {
  refs: number;
  sub: Subscription | null;
  releaseTimer: ReturnType<typeof setTimeout> | null;
}

/** How long an unused channel stays subscribed, so a navigation between two pages that both use it keeps it. */
const RELEASE_DELAY_MS = 2_000;

/**
 * One Centrifuge client per page, with reference-counted channel subscriptions. Channels can be acquired
 * before `start()` (children's effects run before their provider's): they are subscribed on start.
 */
export class RealtimeClient {
  readonly #options: RealtimeClientOptions;
  #url: string;
  #delta: boolean;
  readonly #channels = new Map<string, ChannelEntry>();
  readonly #listeners = new Set<() => void>();
  #client: Centrifuge | null = null;
  #state: ConnectionState = 'connecting';
  #reportedThisOutage = false;

  constructor(options: RealtimeClientOptions) {
    this.#options = options;
    this.#url = options.url;
    this.#delta = options.delta;
  }

  /** Endpoint and delta setting for the next `start()`. */
  configure(settings: { url: string; delta: boolean }): void {
    this.#url = settings.url;
    this.#delta = settings.delta;
  }

  get state(): ConnectionState {
    return this.#state;
  }

  /** Calls `listener` on every connection state change. */
  onState(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    if (this.#client) return;
    const options: Partial<Options> = {
      ...REALTIME_SETTINGS,
      getToken: this.#options.getToken ?? (() => fetchConnectionToken()),
    };
    if (this.#options.websocket) options.websocket = this.#options.websocket;
    const client = new Centrifuge(this.#url, options);
    this.#client = client;
    client.on('state', (ctx) => this.#setState(ctx.newState));
    client.on('connected', () => {
      this.#reportedThisOutage = false;
    });
    client.on('disconnected', (ctx) => {
      // Code 0: our own disconnect(). Anything else is terminal (unauthorised, 35xx/45xx, 1009, bad protocol).
      if (ctx.code !== 0) this.#options.report(new Error(`realtime disconnected: ${ctx.reason}`), { ...ctx });
    });
    client.on('error', (ctx: ErrorContext) => this.#onClientError(ctx));
    for (const [name, entry] of this.#channels) if (entry.refs > 0) entry.sub = this.#subscribe(name);
    client.connect();
  }

  /** Disconnects and drops every subscription (the channel counts stay for a later start). */
  stop(): void {
    const client = this.#client;
    this.#client = null;
    for (const entry of this.#channels.values()) {
      if (entry.releaseTimer) clearTimeout(entry.releaseTimer);
      entry.releaseTimer = null;
      entry.sub = null;
    }
    for (const [name, entry] of this.#channels) if (entry.refs === 0) this.#channels.delete(name);
    if (client) {
      client.removeAllListeners();
      client.disconnect();
    }
    this.#setState('disconnected');
  }

  /** Subscribes to a channel until the returned function is called (reference counted). */
  acquire(name: string): () => void {
    let entry = this.#channels.get(name);
    if (!entry) {
      entry = { refs: 0, sub: null, releaseTimer: null };
      this.#channels.set(name, entry);
    }
    entry.refs += 1;
    if (entry.releaseTimer) {
      clearTimeout(entry.releaseTimer);
      entry.releaseTimer = null;
    }
    if (this.#client && !entry.sub) entry.sub = this.#subscribe(name);
    let released = false;
    const held = entry;
    return () => {
      if (released) return;
      released = true;
      held.refs -= 1;
      if (held.refs > 0) return;
      held.releaseTimer = setTimeout(() => {
        held.releaseTimer = null;
        if (held.refs > 0) return;
        this.#channels.delete(name);
        const sub = held.sub;
        held.sub = null;
        if (sub && this.#client) {
          sub.removeAllListeners();
          sub.unsubscribe();
          this.#client.removeSubscription(sub);
        }
      }, RELEASE_DELAY_MS);
    };
  }

  #subscribe(name: string): Subscription | null {
    const client = this.#client;
    const channel = parseChannel(name);
    if (!client || !channel) return null;
    const existing = client.getSubscription(name);
    if (existing) client.removeSubscription(existing);
    const getSubscriptionToken = this.#options.getSubscriptionToken;
    const sub = client.newSubscription(name, {
      ...(isPrivateChannel(name) && getSubscriptionToken
        ? { getToken: () => getSubscriptionToken(name) }
        : {}),
      // Fossil deltas pay off where a channel republishes a whole document (a match's markets); the public
      // channel carries batches of different changed markets, whose deltas save little and cost decoding.
      ...(this.#delta && channel.kind === 'match' ? { delta: 'fossil' as const } : {}),
      minResubscribeDelay: REALTIME_SETTINGS.minResubscribeDelay,
      maxResubscribeDelay: REALTIME_SETTINGS.maxResubscribeDelay,
    });
    sub.on('publication', (ctx) => {
      try {
        this.#options.onPublication(channel, ctx.data);
      } catch (error) {
        // Thrown into the library, a handler's error ends the connection for good (no reconnect): the page
        // would stay without live data until reloaded. The publication is lost instead, so the page's data is
        // fetched again.
        this.#options.report(error, { source: 'realtime', channel: name, issue: 'publication not handled' });
        this.#options.onRecoveryFailed(name);
      }
    });
    sub.on('subscribed', (ctx: SubscribedContext) => {
      if (ctx.wasRecovering && !ctx.recovered) this.#options.onRecoveryFailed(name);
      this.#options.onSubscribed?.(name);
    });
    sub.on('unsubscribed', (ctx) => {
      // Code 0 is our own unsubscribe; anything else is the hub refusing or ending the channel.
      if (ctx.code !== 0)
        this.#options.report(new Error(`realtime channel ended: ${ctx.reason}`), { ...ctx });
    });
    sub.on('error', (ctx) =>
      this.#options.report(ctx.error, { source: 'realtime', channel: ctx.channel, type: ctx.type }),
    );
    sub.subscribe();
    return sub;
  }

  #onClientError(ctx: ErrorContext): void {
    // 109 (token expired) is routine: the client fetches a fresh token and reconnects.
    if (ctx.type === 'connect' && ctx.error.code === 109) return;
    // Spec §8: connection failures are reported, once per outage rather than once per retry.
    if (this.#reportedThisOutage) return;
    this.#reportedThisOutage = true;
    this.#options.report(ctx.error, { source: 'realtime', type: ctx.type });
  }

  #setState(state: ConnectionState): void {
    if (this.#state === state) return;
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
