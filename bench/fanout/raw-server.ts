import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { FanoutServer } from './fanout-server-port';

/** The baseline: a bare `ws` server that sends every publication to every socket. */
export async function startRawServer(): Promise<FanoutServer> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  // Like the hub, every socket gets an error listener (a reset client must not crash the server).
  server.on('connection', (socket) => socket.on('error', () => socket.terminate()));
  const { port } = server.address() as AddressInfo;
  return {
    ready: { wsUrl: `ws://127.0.0.1:${port}`, tokenUrl: null },
    broadcast: (data) => {
      // Serialised once, as the hub does, then the same bytes to every socket as a text frame.
      const frame = Buffer.from(JSON.stringify(data), 'utf8');
      for (const socket of server.clients) socket.send(frame, { binary: false });
    },
    connections: () => server.clients.size,
  };
}
