import { z } from 'zod';

/** Command methods of protocol v2 (realtime-protocol.md §1). */
export const COMMAND_METHODS = [
  'connect',
  'subscribe',
  'unsubscribe',
  'publish',
  'presence',
  'presence_stats',
  'history',
  'ping',
  'send',
  'rpc',
  'refresh',
  'sub_refresh',
] as const;
/** One of the command methods. */
export type CommandMethod = (typeof COMMAND_METHODS)[number];

const METHODS: ReadonlySet<string> = new Set(COMMAND_METHODS);
const MAX_COMMAND_ID = 0xffff_ffff;

/** One line of a client frame, classified. Anything `invalid` closes the connection with 3501. */
export type ClientLine =
  /** `{}`: the client's answer to a server ping. */
  | { readonly kind: 'pong' }
  /** `send`: fire-and-forget, never answered. */
  | { readonly kind: 'send' }
  | { readonly kind: 'command'; readonly id: number; readonly method: CommandMethod; readonly body: object }
  | { readonly kind: 'invalid' };

const INVALID: ClientLine = { kind: 'invalid' };
const PONG: ClientLine = { kind: 'pong' };
const SEND: ClientLine = { kind: 'send' };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads one non-blank line: `{"id":N,"<method>":{...}}` with exactly one method (key order is free), a bare
 * `{}` pong, or an id-less `send`. Every other id-less line, a second method field, an unknown method, a
 * method body that is not an object or an id that is not a uint32 is `invalid`.
 */
export function parseClientLine(line: string): ClientLine {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return INVALID;
  }
  if (!isPlainObject(parsed)) return INVALID;
  let id = 0;
  let method: string | undefined;
  for (const key of Object.keys(parsed)) {
    if (key === 'id') {
      const value = parsed.id;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_COMMAND_ID) {
        return INVALID;
      }
      id = value;
    } else if (method === undefined && METHODS.has(key)) {
      method = key;
    } else {
      return INVALID;
    }
  }
  if (method === undefined) return id === 0 ? PONG : INVALID;
  if (method === 'send') return SEND;
  const body = parsed[method];
  if (id === 0 || !isPlainObject(body)) return INVALID;
  return { kind: 'command', id, method: method as CommandMethod, body };
}

/** `connect`: the client also sends `data`, `name`, `version`, `headers` and `subs`, which this hub ignores. */
export const ConnectBodySchema = z.object({ token: z.string().max(8192).optional() });

/** `refresh`: a fresh connection token. */
export const RefreshBodySchema = z.object({ token: z.string().min(1).max(8192) });

/** `subscribe`: `flag`, `positioned`, `recoverable`, `join_leave`, `data`, `tf` are accepted and ignored. */
export const SubscribeBodySchema = z.object({
  channel: z.string().min(1).max(255),
  token: z.string().max(8192).optional(),
  recover: z.boolean().optional(),
  offset: z.number().int().nonnegative().optional(),
  epoch: z.string().max(64).optional(),
  delta: z.string().max(32).optional(),
});
/** A validated `subscribe` body. */
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

/** `sub_refresh`: a fresh subscription token for a channel the connection is subscribed to. */
export const SubRefreshBodySchema = z.object({
  channel: z.string().min(1).max(255),
  token: z.string().min(1).max(8192),
});

/** `unsubscribe`. */
export const UnsubscribeBodySchema = z.object({ channel: z.string().min(1).max(255) });

/** `history`: `limit` 0 or absent returns only the stream position; a negative limit returns everything kept. */
export const HistoryBodySchema = z.object({
  channel: z.string().min(1).max(255),
  limit: z.number().int().optional(),
  since: z
    .object({ offset: z.number().int().nonnegative().optional(), epoch: z.string().max(64).optional() })
    .optional(),
  reverse: z.boolean().optional(),
});
