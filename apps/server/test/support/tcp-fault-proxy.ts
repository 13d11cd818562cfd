import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/*
 * A TCP proxy on loopback that stands between a client (the backend) and a server (PostgreSQL, Redis) and
 * breaks the network between them on command. No dependencies beyond Node, so server tests, browser
 * journeys (e2e/) and fault-run scripts (bench/) can all use it:
 *
 *   import { TcpFaultProxy } from '@sportsbook/server/test-support/tcp-fault-proxy';
 *   const proxy = await TcpFaultProxy.start({ host: '127.0.0.1', port: 5432 });
 *   const url = proxy.url('postgres://postgres@127.0.0.1:5432/db');   // the same URL through the proxy
 *   proxy.stall(); … proxy.heal();
 */

/** What the proxy does with connections now. */
export type FaultMode = 'forwarding' | 'stalling' | 'dropping' | 'resetting';

/** One client connection and its connection to the server (once made). */
interface Link {
  readonly client: Socket;
  upstream: Socket | undefined;
}

export interface TcpFaultProxyOptions {
  /** Where the proxy listens; default 127.0.0.1 on a free port. */
  readonly host?: string;
  readonly port?: number;
}

function waitForListening(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

/**
 * Forwards TCP connections to `target` until told otherwise:
 * - `stall()`: stops forwarding bytes both ways without closing anything (a partition, a hung switch); new
 *   connections are accepted and held silent. The client sees no error, only no answer.
 * - `drop()`: closes every open connection (FIN, as a server that went away) and refuses new ones
 *   (connection refused) until healed.
 * - `reset()`: resets every open connection (RST) and every new one until healed.
 * - `heal()`: forwards again; stalled connections carry on with what they had sent.
 */
export class TcpFaultProxy {
  readonly #target: { readonly host: string; readonly port: number };
  readonly #server: Server;
  readonly #links = new Set<Link>();
  #mode: FaultMode = 'forwarding';
  #listening = true;
  #accepted = 0;

  private constructor(
    target: { readonly host: string; readonly port: number },
    server: Server,
    readonly host: string,
    readonly port: number,
  ) {
    this.#target = target;
    this.#server = server;
  }

  /** Starts a proxy to `target` and resolves once it listens. */
  static async start(
    target: { readonly host: string; readonly port: number },
    options: TcpFaultProxyOptions = {},
  ): Promise<TcpFaultProxy> {
    const host = options.host ?? '127.0.0.1';
    let proxy: TcpFaultProxy | undefined;
    const server = createServer({ pauseOnConnect: true }, (socket) => proxy?.accept(socket));
    await waitForListening(server, options.port ?? 0, host);
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('the proxy has no TCP address');
    proxy = new TcpFaultProxy(target, server, host, address.port);
    return proxy;
  }

  /** The proxy in front of the server of a URL (`postgres://`, `redis://`): the URL to give the client. */
  static async inFrontOf(url: string, options: TcpFaultProxyOptions = {}): Promise<TcpFaultProxy> {
    const parsed = new URL(url);
    const defaults: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379 };
    const port = parsed.port ? Number(parsed.port) : defaults[parsed.protocol];
    if (port === undefined) throw new Error(`no port in ${parsed.protocol} URL and no default known`);
    return TcpFaultProxy.start({ host: parsed.hostname.replace(/^\[|\]$/g, ''), port }, options);
  }

  /** `url` with its host and port replaced by the proxy's. */
  url(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = this.host;
    parsed.port = String(this.port);
    return parsed.toString();
  }

  get mode(): FaultMode {
    return this.#mode;
  }

  /** Client connections open now. */
  get openConnections(): number {
    return this.#links.size;
  }

  /** Client connections accepted since the start (refused and reset ones included). */
  get acceptedConnections(): number {
    return this.#accepted;
  }

  stall(): void {
    this.#mode = 'stalling';
    for (const link of this.#links) {
      link.client.pause();
      link.upstream?.pause();
    }
  }

  drop(): void {
    this.#mode = 'dropping';
    for (const link of [...this.#links]) this.#close(link, 'end');
    if (this.#listening) {
      this.#listening = false;
      // Stops accepting, so a new connection is refused by the system; open ones are gone already.
      this.#server.close();
    }
  }

  reset(): void {
    this.#mode = 'resetting';
    for (const link of [...this.#links]) this.#close(link, 'reset');
  }

  async heal(): Promise<void> {
    this.#mode = 'forwarding';
    if (!this.#listening) {
      await waitForListening(this.#server, this.port, this.host);
      this.#listening = true;
    }
    for (const link of this.#links) {
      if (link.upstream) {
        link.client.resume();
        link.upstream.resume();
      } else this.#connectUpstream(link);
    }
  }

  /** Closes every connection and stops listening. */
  async close(): Promise<void> {
    for (const link of [...this.#links]) this.#close(link, 'reset');
    if (!this.#listening) return;
    this.#listening = false;
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Called by the server for each connection (paused on arrival). */
  private accept(client: Socket): void {
    this.#accepted += 1;
    client.on('error', () => {});
    if (this.#mode === 'resetting' || this.#mode === 'dropping') {
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, upstream: undefined };
    this.#links.add(link);
    client.once('close', () => this.#close(link, 'end'));
    if (this.#mode === 'forwarding') this.#connectUpstream(link);
  }

  #connectUpstream(link: Link): void {
    const upstream = tcpConnect({ host: this.#target.host, port: this.#target.port });
    link.upstream = upstream;
    upstream.on('error', () => this.#close(link, 'reset'));
    upstream.once('close', () => this.#close(link, 'end'));
    upstream.once('connect', () => {
      if (!this.#links.has(link)) return;
      this.#forward(link.client, upstream);
      this.#forward(upstream, link.client);
      if (this.#mode === 'stalling') upstream.pause();
      else link.client.resume();
    });
  }

  /** Copies `from` to `to`, by hand rather than `pipe` so that a stall is never undone by a drain. */
  #forward(from: Socket, to: Socket): void {
    from.on('data', (chunk) => {
      if (to.write(chunk)) return;
      from.pause();
      to.once('drain', () => {
        if (this.#mode === 'forwarding') from.resume();
      });
    });
  }

  #close(link: Link, how: 'end' | 'reset'): void {
    if (!this.#links.delete(link)) return;
    for (const socket of [link.client, link.upstream]) {
      if (!socket || socket.destroyed) continue;
      if (how === 'reset') socket.resetAndDestroy();
      else socket.destroySoon();
    }
  }
}
