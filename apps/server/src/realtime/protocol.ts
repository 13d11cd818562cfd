/**
 * Codes and wire shapes of the Centrifuge client protocol v2 (JSON) as the official `centrifuge` client
 * reads them (reference: shared/design/realtime-protocol.md §6). The numbers are Centrifugo's, so a client
 * behaves the same against this hub and against a real Centrifugo.
 */

/** An error in a command reply: `{"id":N,"error":{code,message,temporary?}}`. */
export interface ReplyError {
  readonly code: number;
  readonly message: string;
  /** The client retries a temporary error (with back-off) instead of giving up. */
  readonly temporary?: boolean;
}

/** Reply errors (protocol §6). 109 makes the client fetch a fresh token and retry; most others are final. */
export const ReplyErrors = {
  internal: { code: 100, message: 'internal server error', temporary: true },
  unauthorized: { code: 101, message: 'unauthorized' },
  unknownChannel: { code: 102, message: 'unknown channel' },
  permissionDenied: { code: 103, message: 'permission denied' },
  methodNotFound: { code: 104, message: 'method not found' },
  alreadySubscribed: { code: 105, message: 'already subscribed' },
  limitExceeded: { code: 106, message: 'limit exceeded' },
  badRequest: { code: 107, message: 'bad request' },
  notAvailable: { code: 108, message: 'not available' },
  tokenExpired: { code: 109, message: 'token expired' },
  unrecoverablePosition: { code: 112, message: 'unrecoverable position' },
} as const satisfies Record<string, ReplyError>;

/** A WebSocket close code with the reason the client reads. */
export interface Disconnect {
  readonly code: number;
  /** Never empty and never JSON: the client reads a JSON reason as legacy advice, and an empty one as "retry". */
  readonly reason: string;
}

/**
 * Close codes (protocol §6). 3000–3499 make the client reconnect with back-off; 3500–3999 are terminal.
 */
export const Disconnects = {
  shutdown: { code: 3001, reason: 'shutdown' },
  serverError: { code: 3004, reason: 'internal server error' },
  connectionExpired: { code: 3005, reason: 'connection expired' },
  slow: { code: 3008, reason: 'slow' },
  noPong: { code: 3012, reason: 'no pong' },
  tooManyRequests: { code: 3013, reason: 'too many requests' },
  invalidToken: { code: 3500, reason: 'invalid token' },
  badRequest: { code: 3501, reason: 'bad request' },
  stale: { code: 3502, reason: 'stale' },
} as const satisfies Record<string, Disconnect>;

/** Server-side unsubscribe codes pushed as `{"push":{"channel","unsubscribe":{code,reason}}}`. */
export const Unsubscribes = {
  /** ≥ 2500: the client resubscribes at once; with an expired token it then fetches a fresh one (109). */
  subscriptionExpired: { code: 2501, reason: 'subscription expired' },
} as const satisfies Record<string, Disconnect>;

/** The only delta format the client knows. */
export const FOSSIL_DELTA = 'fossil';

/** A bare `{}` line: the server's ping, and the client's pong. */
export const PING_LINE = '{}';

/** Whole seconds from `now` to `expiresAt` (both epoch ms), at least 1: the client refreshes after that long. */
export function ttlSeconds(expiresAt: number, now: number): number {
  return Math.max(1, Math.floor((expiresAt - now) / 1000));
}
