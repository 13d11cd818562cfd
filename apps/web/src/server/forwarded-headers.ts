import type { IncomingHttpHeaders } from 'node:http';
import { BlockList, isIP } from 'node:net';

/*
 * The client's address and scheme as the web app passes them on (docs/operators.md "Client addresses"):
 * the backend's per-IP rate limits and the session cookie's Secure flag depend on them. The web app's
 * server rewrites X-Forwarded-For and X-Forwarded-Proto on every request before Next sees it: a client
 * can send those headers too, and Next would pass them through to the backend as they came.
 */

/** Ranges of the keywords an operator may name, as proxy-addr (the backend's) knows them. */
const KEYWORD_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export class TrustedProxiesError extends Error {
  override readonly name = 'TrustedProxiesError';
}

/** The proxies in front of the web app whose forwarded headers it believes. */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

/** An address as the rest of the product writes it: IPv4 without the IPv4-mapped IPv6 prefix. */
export function plainAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/**
 * TRUSTED_PROXIES: addresses, CIDR ranges and the keywords loopback, linklocal, uniquelocal,
 * comma-separated; unset or empty trusts nobody (every request is the client's own). Throws on anything
 * else, so a typo stops the start instead of trusting the wrong peers.
 */
export function trustedProxies(setting: string | undefined): TrustedProxies {
  const list = new BlockList();
  const bad: string[] = [];
  const add = (entry: string) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
    const valid = family !== 0 && rest.length === 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
    if (!valid || bits > (family === 4 ? 32 : 128)) {
      bad.push(entry);
      return;
    }
    list.addSubnet(address, bits, family === 4 ? 'ipv4' : 'ipv6');
  };
  for (const entry of (setting ?? '').split(',').map((part) => part.trim().toLowerCase())) {
    if (!entry) continue;
    const ranges = KEYWORD_RANGES[entry];
    if (ranges) for (const range of ranges) add(range);
    else add(entry);
  }
  if (bad.length > 0)
    throw new TrustedProxiesError(
      `TRUSTED_PROXIES: not addresses, CIDR ranges or loopback/linklocal/uniquelocal: ${bad.join(', ')}`,
    );
  return {
    trusts(address) {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
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
    if (next === undefined || isIP(plainAddress(next)) === 0) break;
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
 * connection's own), X-Forwarded-Host and X-Forwarded-Port stay only when a trusted proxy sent them, and
 * Forwarded goes. Next's proxy passes these on to the backend, which believes them from the web app.
 */
export function rewriteForwardedHeaders(
  headers: IncomingHttpHeaders,
  connection: ConnectionFacts,
  trusted: TrustedProxies,
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
  if (!fromTrustedProxy) {
    delete headers['x-forwarded-host'];
    delete headers['x-forwarded-port'];
  }
}
