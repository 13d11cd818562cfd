import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { ChannelStream } from './channel-stream';
import { Connection, type ConnectionHost } from './connection';
import { type RealtimeHubOptions, type ResolvedHubOptions, resolveHubOptions } from './hub-options';
import { Disconnects } from './protocol';

/** Where a publication landed in its channel's stream. */
export interface StreamPosition {
  readonly epoch: string;
  readonly offset: number;
}

/** Counts an operator (or a test) can read. */
export interface HubStats {
  readonly connections: number;
  readonly channels: number;
  readonly subscriptions: number;
}

/** How long `close()` waits for clients to acknowledge the close frame before cutting sockets. */
const SHUTDOWN_WAIT_MS = 2_000;

/**
 * The embedded realtime hub: speaks the Centrifuge client protocol v2 (JSON) to the official `centrifuge`
 * client over WebSocket (reference: shared/design/realtime-protocol.md), with Centrifugo's token claims,
 * channel history, recovery and fossil delta. One timer drives pings and expiries for every connection.
 */
export class RealtimeHub {
  readonly #options: ResolvedHubOptions;
  readonly #connections = new Set<Connection>();
  readonly #channels = new Map<string, ChannelStream>();
  readonly #host: ConnectionHost;
  #timer: NodeJS.Timeout | undefined;
  #closing: Promise<void> | undefined;

  constructor(options: RealtimeHubOptions) {
    this.#options = resolveHubOptions(options);
    const channels = this.#channels;
    const connections = this.#connections;
    const resolved = this.#options;
    this.#host = {
      options: resolved,
      channel(name, now) {
        let stream = channels.get(name);
        if (!stream) {
          const limits = { size: resolved.historySize, ttlMs: resolved.historyTtlMs };
          stream = new ChannelStream(name, randomBytes(4).toString('hex'), limits, now);
          channels.set(name, stream);
        }
        return stream;
      },
      existingChannel: (name) => channels.get(name),
      forget: (connection) => connections.delete(connection),
    };
    this.#timer = setInterval(() => this.#tick(), this.#options.tickMs);
    // The hub's timer alone must not keep the process alive.
    this.#timer.unref();
  }

  /** Takes over an upgraded WebSocket; the client must send `connect` first. */
  accept(socket: WebSocket): void {
    const connection = new Connection(socket, this.#host);
    if (this.#closing) {
      connection.close(Disconnects.shutdown);
      return;
    }
    this.#connections.add(connection);
  }

  /**
   * Publishes `data` (serialised here, once) on a channel: appends it to the channel's history and pushes it
   * to every subscriber. Channels need no declaring; any name works, but clients can only subscribe to the
   * product's three channel kinds. After `close()` nothing is published (the position is empty).
   */
  publish(channel: string, data: unknown): StreamPosition {
    if (this.#closing) return { epoch: '', offset: 0 };
    const json = JSON.stringify(data);
    if (json === undefined) throw new TypeError('realtime publication data must be JSON-serialisable');
    const now = this.#options.clock.now();
    const stream = this.#host.channel(channel, now);
    stream.prune(now);
    const publication = stream.publish(json, now);
    return { epoch: stream.epoch, offset: publication.offset };
  }

  /** Whether a channel has subscribers, or history a reconnecting client could still recover. */
  hasSubscribers(channel: string): boolean {
    const stream = this.#channels.get(channel);
    if (!stream) return false;
    return stream.subscribers.size > 0 || stream.hasRecentHistory(this.#options.clock.now());
  }

  /** How many connections, channels and subscriptions the hub holds right now. */
  stats(): HubStats {
    let subscriptions = 0;
    for (const stream of this.#channels.values()) subscriptions += stream.subscribers.size;
    return { connections: this.#connections.size, channels: this.#channels.size, subscriptions };
  }

  /**
   * Stops the timer and closes every connection with 3001 "shutdown" (the client reconnects, to this node
   * once it is back or to another). Call it before closing the HTTP server, which would otherwise end the
   * sockets without a code.
   */
  close(): Promise<void> {
    this.#closing ??= this.#shutdown();
    return this.#closing;
  }

  async #shutdown(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    const connections = [...this.#connections];
    await Promise.all(connections.map((c) => c.shutdown(Disconnects.shutdown, SHUTDOWN_WAIT_MS)));
    this.#connections.clear();
    this.#channels.clear();
  }

  #tick(): void {
    const now = this.#options.clock.now();
    for (const connection of this.#connections) {
      try {
        connection.tick(now);
      } catch (error) {
        // One broken socket must not stop pings and expiries for everyone else, nor crash the process.
        this.#options.logger.error({ err: error }, 'realtime connection tick failed');
        connection.close(Disconnects.serverError);
      }
    }
    for (const [name, stream] of this.#channels) {
      stream.prune(now);
      if (stream.isDisposable(now)) this.#channels.delete(name);
    }
  }
}
