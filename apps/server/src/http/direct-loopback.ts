import { isLoopbackAddress } from '@sportsbook/core/network/proxy-list';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Whether a request came straight from this machine: its connection's peer is a loopback address (core
 * PRX3) and it carries no Forwarded or X-Forwarded-For header. A reverse proxy on the same host connects
 * from loopback too, but it forwards someone else's request and says so in those headers; such a request
 * is not direct.
 */
export function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.forwarded !== undefined || headers['x-forwarded-for'] !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}

/** An `onRequest` hook: a caller other than a direct loopback one is answered 404, as if the route were not there. */
export async function onlyDirectLoopback(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isDirectLoopbackRequest(request)) return reply.callNotFound();
}
