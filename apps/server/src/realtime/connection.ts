import { randomUUID } from 'node:crypto';
import type { RawData, WebSocket } from 'ws';
import type { ConnectionIdentity } from './channel-access';
import { handleHistory, handleSubRefresh, handleSubscribe, handleUnsubscribe } from './channel-commands';
import type { ChannelStream, PushTarget, Subscription } from './channel-stream';
import {
  type ClientLine,
  type CommandMethod,
  ConnectBodySchema,
  parseClientLine,
  RefreshBodySchema,
} from './commands';
import type { ResolvedHubOptions } from './hub-options';
import {
  type Disconnect,
  Disconnects,
  PING_LINE,
  type ReplyError,
  ReplyErrors,
  ttlSeconds,
  Unsubscribes,
} from './protocol';

/** What a connection needs from its hub. */
export interface ConnectionHost {
  readonly options: ResolvedHubOptions;
  /** The channel of that name, created (with a fresh epoch) when absent. */
  channel(name: string, now: number): ChannelStream;
  /** The channel of that name if it exists. */
  existingChannel(name: string): ChannelStream | undefined;
  /** Called once when a connection ends, however it ends. */
  forget(connection: Connection): void;
}

/**
 * `awaiting-connect`: upgraded, the first command must be `connect`; `refused`: `connect` got an error
 * reply, any further command closes with 3501.
 */
type State = 'awaiting-connect' | 'connected' | 'refused' | 'closed';

/** Pre-serialised frames are Buffers, but they are JSON text and go out as text frames. */
const TEXT_FRAME = { binary: false } as const;

/** Frames read but not yet handled (while a token is being verified); beyond this, 3013. */
const MAX_QUEUED_FRAMES = 64;

/**
 * One client connection speaking Centrifuge protocol v2 (JSON): reads frames, handles their commands
 * strictly in order (a frame may hold several, one per line), replies with each command's id, and receives
 * publications as pre-serialised frames from its channels. Timing (pings, expiries, the connect deadline) is
 * driven by the hub's one shared timer through `tick`, not by timers of its own.
 */
export class Connection implements PushTarget {
  readonly #socket: WebSocket;
  readonly #host: ConnectionHost;
  readonly #acceptedAt: number;
  /** This connection's subscriptions by channel name. */
  readonly subscriptions = new Map<string, Subscription>();
  #state: State = 'awaiting-connect';
  #clientId = '';
  #user = '';
  /** Epoch ms of the connection token's `exp`; 0 when it never expires. */
  #expiresAt = 0;
  #nextPingAt = 0;
  /** Epoch ms by which the outstanding ping must be answered; 0 when none is outstanding. */
  #pongDeadline = 0;
  readonly #inbox: string[] = [];
  #draining = false;

  constructor(socket: WebSocket, host: ConnectionHost) {
    this.#socket = socket;
    this.#host = host;
    this.#acceptedAt = host.options.clock.now();
    socket.on('message', (data, isBinary) => this.#onMessage(data, isBinary));
    socket.on('close', () => this.#teardown());
    // Socket errors (a protocol violation ws already answered, a reset) are followed by 'close'.
    socket.on('error', () => this.#teardown());
  }

  /** Who holds the connection, for subscription checks. */
  get identity(): ConnectionIdentity {
    return { user: this.#user, clientId: this.#clientId };
  }

  /** Whether commands may still be answered (false once closing). */
  get isOpen(): boolean {
    return this.#state !== 'closed';
  }

  /** Delivers a publication frame, unless the client stopped reading: then it is closed with 3008. */
  push(frame: Buffer): void {
    if (this.#state !== 'connected') return;
    if (this.#socket.bufferedAmount > this.#host.options.maxBufferedBytes) {
      this.close(Disconnects.slow);
      return;
    }
    this.#socket.send(frame, TEXT_FRAME);
  }

  /** Sends `{"id":N,"<method>":<result>}`; `resultJson` is already JSON. */
  reply(id: number, method: CommandMethod, resultJson: string): void {
    this.#send(`{"id":${id},"${method}":${resultJson}}`);
  }

  /** Sends `{"id":N,"error":{code,message,temporary?}}`. */
  replyError(id: number, error: ReplyError): void {
    this.#send(JSON.stringify({ id, error }));
  }

  /** Ends a subscription from the server side with an unsubscribe push (code ≥ 2500: the client resubscribes). */
  unsubscribeFromServer(subscription: Subscription, code: number, reason: string): void {
    this.removeSubscription(subscription);
    const channel = subscription.channel.name;
    this.#send(JSON.stringify({ push: { channel, unsubscribe: { code, reason } } }));
  }

  /** Drops a subscription from the connection and its channel; nothing is sent. */
  removeSubscription(subscription: Subscription): void {
    if (this.subscriptions.get(subscription.channel.name) !== subscription) return;
    this.subscriptions.delete(subscription.channel.name);
    subscription.channel.remove(subscription, this.#host.options.clock.now());
  }

  /** Closes with a code and a reason the client understands (see Disconnects); idempotent. */
  close(disconnect: Disconnect): void {
    if (this.#state === 'closed') return;
    this.#teardown();
    this.#socket.close(disconnect.code, disconnect.reason);
  }

  /** Closes, and resolves once the socket is closed (or was forcibly ended after `waitMs`). */
  shutdown(disconnect: Disconnect, waitMs: number): Promise<void> {
    const socket = this.#socket;
    const closed = new Promise<void>((resolve) => {
      if (socket.readyState === socket.CLOSED) resolve();
      else socket.once('close', () => resolve());
    });
    this.close(disconnect);
    const force = setTimeout(() => socket.terminate(), waitMs);
    return closed.finally(() => clearTimeout(force));
  }

  /** Runs the time-driven rules: connect deadline, token expiry, pong deadline, pings, subscription expiry. */
  tick(now: number): void {
    const options = this.#host.options;
    if (this.#state === 'awaiting-connect' || this.#state === 'refused') {
      if (now - this.#acceptedAt >= options.connectTimeoutMs) this.close(Disconnects.stale);
      return;
    }
    if (this.#state !== 'connected') return;
    if (this.#expiresAt > 0 && now >= this.#expiresAt + options.tokenExpiryGraceMs) {
      this.close(Disconnects.connectionExpired);
      return;
    }
    if (this.#pongDeadline > 0 && now >= this.#pongDeadline) {
      this.close(Disconnects.noPong);
      return;
    }
    if (options.pingIntervalMs > 0 && now >= this.#nextPingAt) {
      this.#send(PING_LINE);
      this.#nextPingAt = now + options.pingIntervalMs;
      if (this.#pongDeadline === 0) this.#pongDeadline = now + options.pongTimeoutMs;
    }
    for (const subscription of this.subscriptions.values()) {
      if (subscription.expiresAt > 0 && now >= subscription.expiresAt + options.tokenExpiryGraceMs) {
        const { code, reason } = Unsubscribes.subscriptionExpired;
        this.unsubscribeFromServer(subscription, code, reason);
      }
    }
  }

  #send(text: string): void {
    if (this.#state !== 'closed') this.#socket.send(text);
  }

  #onMessage(data: RawData, isBinary: boolean): void {
    if (this.#state === 'closed') return;
    if (isBinary || !Buffer.isBuffer(data)) {
      this.close(Disconnects.badRequest);
      return;
    }
    if (this.#inbox.length >= MAX_QUEUED_FRAMES) {
      this.close(Disconnects.tooManyRequests);
      return;
    }
    this.#inbox.push(data.toString('utf8'));
    if (!this.#draining) void this.#drain();
  }

  async #drain(): Promise<void> {
    this.#draining = true;
    try {
      for (let frame = this.#inbox.shift(); frame !== undefined; frame = this.#inbox.shift()) {
        await this.#handleFrame(frame);
      }
    } catch (error) {
      this.#host.options.logger.error({ err: error }, 'realtime command failed');
      this.close(Disconnects.serverError);
    } finally {
      this.#draining = false;
    }
  }

  async #handleFrame(frame: string): Promise<void> {
    for (const line of frame.split('\n')) {
      if (this.#state === 'closed') return;
      if (line.trim().length === 0) continue;
      const handled = this.#handleLine(parseClientLine(line));
      const stop = typeof handled === 'boolean' ? handled : await handled;
      if (stop) return;
    }
  }

  /** Handles one line; true stops the rest of the frame (after a refused connect, or a close). */
  #handleLine(line: ClientLine): boolean | Promise<boolean> {
    if (line.kind === 'invalid') return this.rejectCommand();
    if (line.kind === 'pong' || line.kind === 'send') {
      if (this.#state !== 'connected') return this.rejectCommand();
      if (line.kind === 'pong') this.#pongDeadline = 0;
      return false;
    }
    const { id, method, body } = line;
    if (this.#state === 'awaiting-connect')
      return method === 'connect' ? this.#connect(id, body) : this.rejectCommand();
    if (this.#state !== 'connected' || method === 'connect') return this.rejectCommand();
    switch (method) {
      case 'subscribe':
        return handleSubscribe(this, this.#host, id, body);
      case 'unsubscribe':
        return handleUnsubscribe(this, this.#host, id, body);
      case 'sub_refresh':
        return handleSubRefresh(this, this.#host, id, body);
      case 'history':
        return handleHistory(this, this.#host, id, body);
      case 'refresh':
        return this.#refresh(id, body);
      case 'ping':
        this.reply(id, method, '{}');
        return false;
      case 'presence':
      case 'presence_stats':
        this.replyError(id, ReplyErrors.notAvailable);
        return false;
      case 'rpc':
        this.replyError(id, ReplyErrors.methodNotFound);
        return false;
      case 'publish':
        // Only the backend publishes; clients listen.
        this.replyError(id, ReplyErrors.permissionDenied);
        return false;
      case 'send':
        return false;
    }
  }

  /** Closes with 3501 "bad request" (a malformed or out-of-order command); true stops the frame. */
  rejectCommand(): true {
    this.close(Disconnects.badRequest);
    return true;
  }

  async #connect(id: number, body: object): Promise<boolean> {
    const parsed = ConnectBodySchema.safeParse(body);
    if (!parsed.success) return this.rejectCommand();
    const { token } = parsed.data;
    if (!token) return this.#refuseConnect(id, ReplyErrors.unauthorized);
    const check = await this.#host.options.tokens.verifyConnectionToken(token);
    if (this.#state !== 'awaiting-connect') return true;
    if (!check.ok) {
      if (check.reason === 'expired') return this.#refuseConnect(id, ReplyErrors.tokenExpired);
      this.close(Disconnects.invalidToken);
      return true;
    }
    const { pingIntervalMs, clock } = this.#host.options;
    const now = clock.now();
    this.#state = 'connected';
    this.#clientId = randomUUID();
    this.#user = check.claims.sub;
    this.#expiresAt = check.claims.exp === undefined ? 0 : check.claims.exp * 1000;
    // Spread first pings over the second half of the period, as Centrifugo does, so a reconnect storm does
    // not ping in lockstep.
    this.#nextPingAt = now + pingIntervalMs / 2 + Math.random() * (pingIntervalMs / 2);
    const result = {
      client: this.#clientId,
      ...(pingIntervalMs > 0 ? { ping: pingIntervalMs / 1000, pong: true } : {}),
      ...this.#expiry(now),
    };
    this.reply(id, 'connect', JSON.stringify(result));
    return false;
  }

  /** A refused connect: error reply, then nothing more from this socket (realtime-protocol.md §2). */
  #refuseConnect(id: number, error: ReplyError): true {
    this.replyError(id, error);
    this.#state = 'refused';
    return true;
  }

  async #refresh(id: number, body: object): Promise<boolean> {
    const parsed = RefreshBodySchema.safeParse(body);
    if (!parsed.success) return this.rejectCommand();
    const check = await this.#host.options.tokens.verifyConnectionToken(parsed.data.token);
    if (this.#state !== 'connected') return true;
    if (!check.ok) {
      this.close(check.reason === 'expired' ? Disconnects.connectionExpired : Disconnects.invalidToken);
      return true;
    }
    // A refresh may extend a connection, never hand it to someone else.
    if (check.claims.sub !== this.#user) {
      this.close(Disconnects.invalidToken);
      return true;
    }
    this.#expiresAt = check.claims.exp === undefined ? 0 : check.claims.exp * 1000;
    const now = this.#host.options.clock.now();
    this.reply(id, 'refresh', JSON.stringify({ client: this.#clientId, ...this.#expiry(now) }));
    return false;
  }

  #expiry(now: number): { expires?: true; ttl?: number } {
    return this.#expiresAt > 0 ? { expires: true, ttl: ttlSeconds(this.#expiresAt, now) } : {};
  }

  #teardown(): void {
    if (this.#state === 'closed') return;
    this.#state = 'closed';
    this.#inbox.length = 0;
    const now = this.#host.options.clock.now();
    for (const subscription of this.subscriptions.values()) subscription.channel.remove(subscription, now);
    this.subscriptions.clear();
    this.#host.forget(this);
  }
}
