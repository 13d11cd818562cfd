import { WebSocket } from 'ws';

/** How a socket ended, as the client saw it. */
export interface CloseInfo {
  readonly code: number;
  readonly reason: string;
}

/**
 * A bare WebSocket speaking the protocol by hand, for what the real client never sends (garbage, binary
 * frames, commands out of order) and for asserting exact frames. Incoming frames are split into lines.
 */
export class RawClient {
  readonly socket: WebSocket;
  readonly closed: Promise<CloseInfo>;
  readonly frames: string[] = [];
  readonly #lines: unknown[] = [];
  #waiters: (() => void)[] = [];

  private constructor(socket: WebSocket) {
    this.socket = socket;
    this.closed = new Promise((resolve) => {
      socket.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString('utf8') });
        this.#wake();
      });
    });
    socket.on('message', (data) => {
      const text = String(data);
      this.frames.push(text);
      for (const line of text.split('\n')) if (line.trim() !== '') this.#lines.push(JSON.parse(line));
      this.#wake();
    });
    socket.on('error', () => {});
  }

  static async open(url: string): Promise<RawClient> {
    const socket = new WebSocket(url);
    const client = new RawClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return client;
  }

  /** Sends commands as one frame, one JSON object per line. */
  send(...commands: unknown[]): void {
    this.socket.send(commands.map((c) => (typeof c === 'string' ? c : JSON.stringify(c))).join('\n'));
  }

  /** The next line the server sent (replies, pushes and pings alike), waiting up to `timeoutMs`. */
  async next(timeoutMs = 2_000): Promise<Record<string, unknown>> {
    const deadline = Date.now() + timeoutMs;
    while (this.#lines.length === 0) {
      if (this.socket.readyState === WebSocket.CLOSED) throw new Error('socket closed before the next line');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no line within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.#lines.shift() as Record<string, unknown>;
  }

  /** The next line that is not a server ping. */
  async nextNonPing(timeoutMs = 2_000): Promise<Record<string, unknown>> {
    for (;;) {
      const line = await this.next(timeoutMs);
      if (Object.keys(line).length > 0) return line;
    }
  }

  /** Connects with a token and returns the connect result. */
  async connect(token: string, id = 1): Promise<Record<string, unknown>> {
    this.send({ id, connect: { token } });
    const reply = await this.nextNonPing();
    if (!reply.connect) throw new Error(`connect failed: ${JSON.stringify(reply)}`);
    return reply.connect as Record<string, unknown>;
  }

  /** Lines received so far and not yet read. */
  get pending(): readonly unknown[] {
    return this.#lines;
  }

  close(): void {
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.terminate();
    }
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }
}
