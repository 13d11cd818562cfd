import { createHash } from 'node:crypto';

/** An Idempotency-Key: 1 to 255 visible ASCII characters (a UUID, typically). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * How long a placement may hold its key before another request with the same key may take it over: far
 * beyond any real placement (milliseconds), so only a request whose process died loses its claim.
 */
export const STALE_CLAIM_MS = 60_000;

/** The key from a header value, or undefined when it is missing or not a key. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && KEY_PATTERN.test(value) ? value : undefined;
}

/** JSON with object keys sorted at every level: the same body always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 (hex) of a request body's canonical JSON: two bodies are the same request when these match. */
export function bodyHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}
