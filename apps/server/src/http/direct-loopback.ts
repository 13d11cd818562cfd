import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** Whether an address is the machine's own: 127.0.0.0/8, ::1, or 127.x written as IPv4-mapped IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * Whether a request came straight from this machine: its connection's peer is a loopback address and it
 * carries no Forwarded or X-Forwarded-For header. A reverse proxy on the same host connects from loopback
 * too, but it forwards someone else's request and says so in those headers; such a request is not direct.
 */
export function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.forwarded !== undefined || headers['x-forwarded-for'] !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress);
}
