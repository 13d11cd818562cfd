/*
 * A realtime hub in memory for the realtime client's tests: a WebSocket class to pass as the client's
 * `websocket` option, and a hub that answers the Centrifuge JSON protocol (connect, subscribe with
 * recovery, unsubscribe) and lets a test push publications, corrupt frames, disconnects and outages. Socket
 * events arrive in microtasks, as a browser's arrive in later tasks; nothing waits on a clock.
 */

/** A command the client sent, as decoded from its frame. */
export interface HubCommand {
  readonly id?: number;
  readonly connect?: { token?: string };
  readonly subscribe?: {
    channel: string;
    token?: string;
    recover?: boolean;
    offset?: number;
    epoch?: string;
    delta?: string;
  };
  readonly unsubscribe?: { channel: string };
}

interface SocketHandlers {
  onopen: (() => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: string }) => void) | null;
}

/** What a subscribe reply says, per channel (default: a recoverable stream at its start). */
export interface SubscribeAnswer {
  readonly error?: { code: number; message: string };
  /** Whether missed publications were recovered; only said to a subscribe that asked to recover. */
  readonly recovered?: boolean;
}

export class FakeHub {
  /** Every command received, in order, across connections. */
  readonly received: HubCommand[] = [];
  /** Sockets that open; false: each new socket closes before opening (an outage). */
  accepting = true;
  /** The reply to the next connect commands; a connect error (e.g. 109 token expired) when set. */
  connectError: { code: number; message: string } | null = null;
  /** How subscribes are answered. */
  onSubscribe: (channel: string, command: HubCommand) => SubscribeAnswer = () => ({});
  readonly #epoch = 'epoch-1';
  #offsets = new Map<string, number>();
  #socket: (SocketHandlers & { closed: boolean }) | null = null;
  connections = 0;

  /** The `websocket` option of the realtime client: sockets that talk to this hub. */
  readonly WebSocket: unknown;

  constructor() {
    const hub = this;
    this.WebSocket = class FakeWebSocket implements SocketHandlers {
      onopen: SocketHandlers['onopen'] = null;
      onclose: SocketHandlers['onclose'] = null;
      onerror: SocketHandlers['onerror'] = null;
      onmessage: SocketHandlers['onmessage'] = null;
      closed = false;
      constructor(readonly url: string) {
        queueMicrotask(() => {
          if (this.closed) return;
          if (!hub.accepting) {
            this.closed = true;
            this.onclose?.({ code: 1006, reason: '' });
            return;
          }
          hub.connections += 1;
          hub.#socket = this;
          this.onopen?.();
        });
      }
      send(data: string): void {
        if (this.closed) return;
        for (const line of data.split('\n')) if (line.trim()) hub.#receive(JSON.parse(line) as HubCommand);
      }
      close(): void {
        if (this.closed) return;
        this.closed = true;
        if (hub.#socket === this) hub.#socket = null;
        queueMicrotask(() => this.onclose?.({ code: 1000, reason: '' }));
      }
    };
  }

  /** Channels the client is subscribed to on the open connection, as the hub last heard. */
  subscribeCommands(channel?: string): HubCommand['subscribe'][] {
    return this.received
      .map((command) => command.subscribe)
      .filter((subscribe) => subscribe && (channel === undefined || subscribe.channel === channel));
  }

  unsubscribeCommands(): string[] {
    return this.received.flatMap((command) => (command.unsubscribe ? [command.unsubscribe.channel] : []));
  }

  #receive(command: HubCommand): void {
    this.received.push(command);
    if (command.id === undefined) return; // a pong
    if (command.connect) {
      this.#reply(
        this.connectError
          ? { id: command.id, error: this.connectError }
          : { id: command.id, connect: { client: `client-${this.connections}`, version: 'fake', ping: 0 } },
      );
    } else if (command.subscribe) {
      const { channel, recover } = command.subscribe;
      const answer = this.onSubscribe(channel, command);
      if (answer.error) {
        this.#reply({ id: command.id, error: answer.error });
        return;
      }
      const recovering = recover === true;
      this.#reply({
        id: command.id,
        subscribe: {
          recoverable: true,
          epoch: this.#epoch,
          offset: this.#offsets.get(channel) ?? 0,
          ...(recovering ? { was_recovering: true, recovered: answer.recovered ?? true } : {}),
        },
      });
    } else {
      this.#reply({ id: command.id, [Object.keys(command).find((key) => key !== 'id') ?? 'ok']: {} });
    }
  }

  #reply(reply: unknown): void {
    this.sendRaw(JSON.stringify(reply));
  }

  /** Sends a frame as is, corrupt or not, on the open connection. */
  sendRaw(frame: string): void {
    const socket = this.#socket;
    if (!socket) throw new Error('the hub has no open connection');
    queueMicrotask(() => {
      if (!socket.closed) socket.onmessage?.({ data: frame });
    });
  }

  /** Publishes `data` on a channel, moving its stream position. */
  publish(channel: string, data: unknown): void {
    const offset = (this.#offsets.get(channel) ?? 0) + 1;
    this.#offsets.set(channel, offset);
    this.#reply({ push: { channel, pub: { data, offset } } });
  }

  /** A publication the client is not told about (sent while it was away), for recovery. */
  skipPublication(channel: string): void {
    this.#offsets.set(channel, (this.#offsets.get(channel) ?? 0) + 1);
  }

  /** Ends a channel's subscription from the hub's side with an unsubscribe push. */
  endChannel(channel: string, code: number, reason: string): void {
    this.#reply({ push: { channel, unsubscribe: { code, reason } } });
  }

  /** Disconnects the client with a disconnect push (codes 3500–3999 and 4500–4999 are terminal). */
  disconnect(code: number, reason: string): void {
    this.#reply({ push: { disconnect: { code, reason } } });
  }

  /** The network drops the connection (the client reconnects with its back-off). */
  dropConnection(): void {
    const socket = this.#socket;
    if (!socket) throw new Error('the hub has no open connection');
    socket.closed = true;
    this.#socket = null;
    queueMicrotask(() => socket.onclose?.({ code: 1006, reason: '' }));
  }

  get connected(): boolean {
    return this.#socket !== null;
  }
}
