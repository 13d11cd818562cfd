import type { IncomingMessage, ServerResponse } from 'node:http';
import type { WebSocket } from 'ws';

/**
 * Remembers the HTTP response of each WebSocket upgrade until the hub takes the socket over, so that it
 * can be let go of then (see releaseUpgradeRequest). Fed by an `onRequest` hook of the hub's route.
 */
export class UpgradeResponses {
  readonly #byRequest = new WeakMap<IncomingMessage, ServerResponse>();

  /** Called for every request of the hub's route, upgrade or not (a plain GET just leaves no trace). */
  remember(request: IncomingMessage, response: ServerResponse): void {
    this.#byRequest.set(request, response);
  }

  /** The response of an upgrade request, forgotten as it is handed out. */
  take(request: IncomingMessage): ServerResponse | undefined {
    const response = this.#byRequest.get(request);
    this.#byRequest.delete(request);
    return response;
  }
}

/**
 * Lets go of what the HTTP upgrade allocated, once the WebSocket belongs to the hub. @fastify/websocket
 * routes the upgrade through Fastify, which leaves two paths from the long-lived socket to the request:
 * the TCP socket keeps the ServerResponse assigned to it (and through its listeners Fastify's request and
 * reply, and through it the IncomingMessage with its headers), and the plugin's `error` listener on the
 * WebSocket closes over request and reply. Together about 4.4 KiB per connection, more than the hub's own
 * state; measured in bench/hub-fanout.ts (docs/performance.md).
 *
 * Dropping the plugin's error listener loses nothing: the hub's connection listens for errors itself, and
 * `ws` closes the socket after any error (the plugin's handler only logged it and terminated the socket).
 */
export function releaseUpgradeRequest(
  socket: WebSocket,
  request: IncomingMessage,
  response: ServerResponse | undefined,
): void {
  socket.removeAllListeners('error');
  const tcp = request.socket;
  // detachSocket asserts that the response is the socket's; anything else is left alone.
  if (response && tcp && response.socket === tcp) response.detachSocket(tcp);
}
