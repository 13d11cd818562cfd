import { WebSocket } from 'ws';

/** What became of a WebSocket handshake: opened, or refused with an HTTP status and body. */
export type Handshake = { readonly opened: true } | { readonly opened: false; status: number; body: string };

/**
 * Opens a WebSocket to `url` as a browser page of `origin` would (no `origin`: a client that is not a
 * browser). An opened socket is closed again. A refusal resolves only once the server has closed the
 * connection too: a refused upgrade must not leave its socket open.
 */
export function handshake(url: string, origin?: string): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin === undefined ? {} : { origin });
    socket.once('open', () => {
      socket.close();
      resolve({ opened: true });
    });
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.socket.once('close', () => resolve({ opened: false, status: response.statusCode ?? 0, body }));
    });
    socket.once('error', reject);
  });
}
