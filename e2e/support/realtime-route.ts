import type { Page, WebSocketRoute } from 'playwright-core';

/** A page's realtime connections passing through the test: every frame goes on, and the test adds its own. */
export interface RoutedRealtime {
  /** How many connections the page opened so far. */
  connections(): number;
  /**
   * Resolves once the hub has answered the subscription to `channel` (a name, or a pattern such as the
   * player's private channel) on the page's newest connection, still open, and the answer went on to the
   * page: a frame pushed or published after this reaches a subscribed client.
   */
  subscribed(channel: string | RegExp, timeoutMs?: number): Promise<void>;
  /** Sends `frame` to the page on every connection, as if the hub had pushed it. */
  push(frame: string): void;
}

/** The commands or replies of one Centrifuge JSON frame (several are sent newline-separated). */
function parts(message: string | Buffer): { id?: number; subscribe?: { channel?: string } }[] {
  return String(message)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as { id?: number; subscribe?: { channel?: string } };
      } catch {
        return {};
      }
    });
}

/** Routes the page's connections to the hub (/connection/websocket) through the test; call before `goto`. */
export async function routeRealtime(page: Page): Promise<RoutedRealtime> {
  const sockets: WebSocketRoute[] = [];
  /** Per connection, in the order opened: whether it is still open, and the channels the hub confirmed. */
  const connections: { open: boolean; confirmed: Set<string> }[] = [];
  await page.routeWebSocket(/\/connection\/websocket/, (socket) => {
    const hub = socket.connectToServer();
    sockets.push(socket);
    const connection = { open: true, confirmed: new Set<string>() };
    connections.push(connection);
    // Handling a close turns off its forwarding to the other side: each handler passes it on.
    socket.onClose((code, reason) => {
      connection.open = false;
      void hub.close({ code, reason });
    });
    hub.onClose((code, reason) => {
      connection.open = false;
      void socket.close({ code, reason });
    });
    // Subscribe commands of this connection by id, to know which channel a reply confirms.
    const asked = new Map<number, string>();
    socket.onMessage((message) => {
      for (const command of parts(message))
        if (command.id !== undefined && command.subscribe?.channel)
          asked.set(command.id, command.subscribe.channel);
      hub.send(message);
    });
    hub.onMessage((message) => {
      socket.send(message);
      for (const reply of parts(message)) {
        const channel = reply.id === undefined ? undefined : asked.get(reply.id);
        if (channel && reply.subscribe) connection.confirmed.add(channel);
      }
    });
  });
  return {
    connections: () => sockets.length,
    async subscribed(channel, timeoutMs = 15_000) {
      const matches = (name: string) => (typeof channel === 'string' ? name === channel : channel.test(name));
      const done = () => {
        const newest = connections.at(-1);
        return newest?.open === true && [...newest.confirmed].some(matches);
      };
      const deadline = Date.now() + timeoutMs;
      while (!done()) {
        if (Date.now() > deadline)
          throw new Error(`the page did not subscribe to ${channel} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    push(frame) {
      for (const socket of sockets) socket.send(frame);
    },
  };
}
