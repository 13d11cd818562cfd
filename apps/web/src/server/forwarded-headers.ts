import type { IncomingHttpHeaders } from 'node:http';
import {
  isIpAddress,
  isTrustedProxy,
  parseProxyList,
  plainAddress,
  proxyOnlyHeaders,
} from '@sportsbook/core/network/proxy-list';

/*
 * The client's address and scheme as the web app passes them on (docs/operators.md "Client addresses"):
 * the backend's per-IP rate limits and the session cookie's Secure flag depend on them, and its
 * blocked-country checks on the country header. The web app's server rewrites these headers on every
 * request before Next sees it: a client can send them too, and Next would pass them through to the
 * backend as they came.
 */

export class TrustedProxiesError extends Error {
  override readonly name = 'TrustedProxiesError';
}

/** The proxies in front of the web app whose forwarded headers it believes. */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

/**
 * TRUSTED_PROXIES (core PRX1): addresses, CIDR ranges and the keywords loopback, linklocal, uniquelocal,
 * comma-separated; unset or empty trusts nobody (every request is the client's own). Throws on anything
 * else, so a typo stops the start instead of trusting the wrong peers.
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  const { list, invalid } = parseProxyList(setting);
  if (invalid.length > 0)
    throw new TrustedProxiesError(
      `TRUSTED_PROXIES: not addresses, CIDR ranges (prefix 1-32, 1-128) or loopback/linklocal/uniquelocal: ${invalid.join(', ')}`,
    );
  return { trusts: (address) => isTrustedProxy(list, address) };
}

/** The entries of X-Forwarded-For (every header line), nearest proxy last; ports are dropped. */
function forwardedChain(value: string | string[] | undefined): string[] {
  const lines = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return lines
    .flatMap((line) => line.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
      if (bracketed?.[1]) return bracketed[1];
      const withPort = /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(entry);
      return withPort?.[1] ?? entry;
    });
}

/**
 * The client: walking back from the connection's peer through X-Forwarded-For while the hop is a trusted
 * proxy, the first address that is not. An entry that is not an address ends the walk at the proxy that
 * wrote it (its own address is the best that is known).
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trusted: TrustedProxies,
): string {
  let client = plainAddress(peer);
  const chain = forwardedChain(forwardedFor);
  while (trusted.trusts(client)) {
    const next = chain.pop();
    if (next === undefined || !isIpAddress(next)) break;
    client = plainAddress(next);
  }
  return client;
}

/** What the server knows of one request's connection. */
export interface ConnectionFacts {
  readonly remoteAddress: string | undefined;
  /** Whether the connection itself is TLS. */
  readonly encrypted: boolean;
}

/**
 * Rewrites the forwarding headers of a request before Next handles it: X-Forwarded-For becomes the one
 * client address (`clientAddress`), X-Forwarded-Proto `https` or `http` (a trusted proxy's word, else the
 * connection's own), the headers only a proxy may send (X-Forwarded-Host, X-Forwarded-Port and the country
 * header named by `countryHeader`, core PRX4) stay only when a trusted proxy sent them, and Forwarded goes.
 * Next's proxy passes these on to the backend, which believes them from the web app.
 */
export function rewriteForwardedHeaders(
  headers: IncomingHttpHeaders,
  connection: ConnectionFacts,
  trusted: TrustedProxies,
  countryHeader: string | undefined,
): void {
  const peer = connection.remoteAddress ?? '';
  const fromTrustedProxy = peer !== '' && trusted.trusts(peer);
  const client = peer === '' ? '' : clientAddress(peer, headers['x-forwarded-for'], trusted);
  const proto = String(headers['x-forwarded-proto'] ?? '')
    .split(',')
    .pop()
    ?.trim()
    .toLowerCase();
  const scheme =
    fromTrustedProxy && (proto === 'https' || proto === 'http')
      ? proto
      : connection.encrypted
        ? 'https'
        : 'http';

  delete headers.forwarded;
  if (client) headers['x-forwarded-for'] = client;
  else delete headers['x-forwarded-for'];
  headers['x-forwarded-proto'] = scheme;
  if (!fromTrustedProxy) for (const name of proxyOnlyHeaders(countryHeader)) delete headers[name];
}
