/**
 * Which peers are the operator's proxies (TRUSTED_PROXIES of the web app, SERVER_TRUSTED_PROXIES of the
 * backend), one reading for both: what a proxy says about the visitor (address, scheme, host, country) is
 * believed from these peers only. Rule ids PRX1–PRX4 in `packages/core/SPEC.md`. Pure: addresses are parsed
 * here, not by node:net, so the rule is the same wherever it runs.
 */

import { countryHeaderName } from '../accounts/visitor-country';

/** An address as bytes: 4 for IPv4, 16 for IPv6. */
type AddressBytes = readonly number[];

/** One range of a proxy list: the first `prefix` bits of `bytes`. */
export interface AddressRange {
  readonly bytes: AddressBytes;
  readonly prefix: number;
}

/** A parsed proxy list: the ranges it trusts (none: nobody is trusted). */
export interface ProxyList {
  readonly ranges: readonly AddressRange[];
}

/** [PRX1] The keywords an operator may name, with their ranges (as proxy-addr knows them). */
export const PROXY_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const IPV4_OCTET = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]\d|\d)$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => IPV4_OCTET.test(part))) return null;
  return parts.map(Number);
}

function groupBytes(groups: readonly string[]): number[] | null {
  if (!groups.every((group) => HEX_GROUP.test(group))) return null;
  return groups.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

function ipv6Bytes(text: string): number[] | null {
  const lastColon = text.lastIndexOf(':');
  if (lastColon < 0) return null;
  // An IPv4 address may end an IPv6 one (`::ffff:10.0.0.1`): its four bytes stand for the last two groups.
  let head = text;
  let embedded: number[] = [];
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = ipv4Bytes(tail);
    if (!v4) return null;
    embedded = v4;
    head = text.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const halves = head.split('::');
  if (halves.length === 1) {
    const bytes = groupBytes(groups(head));
    return bytes && bytes.length + embedded.length === 16 ? [...bytes, ...embedded] : null;
  }
  if (halves.length > 2) return null;
  const front = groupBytes(groups(halves[0] ?? ''));
  const back = groupBytes(groups(halves[1] ?? ''));
  if (!front || !back) return null;
  const missing = 16 - front.length - back.length - embedded.length;
  // `::` stands for one group of zeros or more.
  if (missing < 2) return null;
  return [...front, ...new Array<number>(missing).fill(0), ...back, ...embedded];
}

/** Whether IPv6 bytes are an IPv4-mapped address (`::ffff:a.b.c.d`). */
function isIpv4Mapped(bytes: AddressBytes): boolean {
  return (
    bytes.length === 16 &&
    bytes.slice(0, 10).every((byte) => byte === 0) &&
    bytes[10] === 0xff &&
    bytes[11] === 0xff
  );
}

/** [PRX2] The bytes of an address (IPv4-mapped IPv6 as its IPv4 address), or null if it is not one. */
function addressBytes(text: string): AddressBytes | null {
  const bytes = text.includes(':') ? ipv6Bytes(text) : ipv4Bytes(text);
  if (bytes && isIpv4Mapped(bytes)) return bytes.slice(12);
  return bytes;
}

/**
 * [PRX2] An address as the product writes it: trimmed, lower-cased, without an IPv6 zone (`%eth0`), and
 * IPv4 without the IPv4-mapped IPv6 prefix (`::ffff:127.0.0.1` is `127.0.0.1`).
 */
export function plainAddress(address: string): string {
  const lower = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/** [PRX2] Whether `text` is an IPv4 or IPv6 address (written plain or IPv4-mapped). */
export function isIpAddress(text: string): boolean {
  return addressBytes(plainAddress(text)) !== null;
}

/** [PRX1] One entry (an address or a CIDR range) as a range, or null when it is neither. */
function rangeOf(entry: string): AddressRange | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  if (rest.length > 0 || address.includes('%')) return null;
  const written = address.includes(':') ? ipv6Bytes(address) : ipv4Bytes(address);
  if (!written) return null;
  const bits = written.length * 8;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  // A range of everything (`/0`) would let any client choose its address and country.
  if (prefix < 1 || prefix > bits) return null;
  if (isIpv4Mapped(written)) {
    // `::ffff:10.0.0.0/104` is 10.0.0.0/8; a shorter prefix reaches beyond the mapped range.
    return prefix > 96 ? { bytes: written.slice(12), prefix: prefix - 96 } : null;
  }
  return { bytes: written, prefix };
}

/**
 * [PRX1] Reads a proxy setting: addresses, CIDR ranges (prefix 1–32 for IPv4, 1–128 for IPv6) and the
 * keywords of `PROXY_KEYWORDS`, comma-separated (a list of entries also does), case and spaces ignored.
 * Nothing trusts nobody. Entries that are none of these are returned in `invalid`: the caller refuses the
 * whole setting, so a typo stops the start instead of trusting the wrong peers.
 */
export function parseProxyList(setting: string | readonly string[] | undefined): {
  readonly list: ProxyList;
  readonly invalid: readonly string[];
} {
  const entries = (typeof setting === 'string' ? setting.split(',') : (setting ?? []))
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0);
  const ranges: AddressRange[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const parsed = (PROXY_KEYWORDS[entry] ?? [entry]).map(rangeOf);
    if (parsed.every((range): range is AddressRange => range !== null)) ranges.push(...parsed);
    else invalid.push(entry);
  }
  return { list: { ranges }, invalid };
}

function inRange(bytes: AddressBytes, range: AddressRange): boolean {
  if (bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const kept = Math.min(8, range.prefix - bit);
    const mask = (0xff << (8 - kept)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

/** [PRX3] Whether the peer at `address` is one of the list's proxies; what is not an address never is. */
export function isTrustedProxy(list: ProxyList, address: string | undefined): boolean {
  if (address === undefined) return false;
  const bytes = addressBytes(plainAddress(address));
  return bytes !== null && list.ranges.some((range) => inRange(bytes, range));
}

const LOOPBACK = parseProxyList('loopback').list;

/** [PRX3] Whether an address is the machine's own: 127.0.0.0/8 or ::1, written plain or IPv4-mapped. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return isTrustedProxy(LOOPBACK, address);
}

/**
 * [PRX4] The request headers in which a proxy describes the visitor beyond its address and scheme: the host
 * and port it was asked for and the visitor's country (COUNTRY_HEADER, core PSN10). Only a trusted proxy may
 * send them; from anyone else they are dropped (web app) or not read (backend).
 */
export function proxyOnlyHeaders(countryHeader: string | null | undefined): readonly string[] {
  return ['x-forwarded-host', 'x-forwarded-port', countryHeaderName(countryHeader)];
}
