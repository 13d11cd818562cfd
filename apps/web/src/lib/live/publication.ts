import { type Market, MarketSchema } from '@sportsbook/contract/entities/market';
import type { ChannelName } from '@sportsbook/contract/realtime/channels';
import {
  CHANNEL_EVENTS,
  type RealtimeEvent,
  RealtimeEventSchema,
} from '@sportsbook/contract/realtime/events';
import { MARKET_STATUSES } from '@sportsbook/core/catalog/market-status';
import { PROVIDERS } from '@sportsbook/core/catalog/providers';

/**
 * Validation of realtime publications against the contract (spec §7.3), cheap on the hot path: odds ticks
 * (`markets_changed`, several a second, hundreds of markets each) are checked field by field by hand, with
 * exactly the rules of `MarketSchema`; anything the hand check does not accept (a timestamp, extra fields,
 * a wrong value) goes through the zod schema, which has the last word and gives the error. Every other
 * event goes through `RealtimeEventSchema` as it is.
 */

export type ParsedPublication =
  | { readonly ok: true; readonly event: RealtimeEvent }
  | { readonly ok: false; readonly error: unknown; readonly context: Record<string, unknown> };

export type PublicationParser = (channel: ChannelName, data: unknown) => ParsedPublication;

const MARKET_KEYS = 13;
const OUTCOME_KEYS = 4;
const statuses = new Set<number>(MARKET_STATUSES);
const providers = new Set<string>(PROVIDERS);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isName = (value: unknown) => typeof value === 'string' && value.length > 0;

function countKeys(value: Record<string, unknown>): number {
  let count = 0;
  for (const _ in value) count += 1;
  return count;
}

function areNames(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!isName(item)) return false;
  return true;
}

function isOutcome(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { id, name, active, odds } = value;
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 64 &&
    isName(name) &&
    typeof active === 'boolean' &&
    typeof odds === 'number' &&
    odds >= 1 &&
    odds !== Number.POSITIVE_INFINITY &&
    countKeys(value) === OUTCOME_KEYS
  );
}

/** True when `value` is a Market exactly as `MarketSchema` would give it back (no timestamp to check). */
export function isPlainMarket(value: unknown): value is Market {
  if (!isRecord(value)) return false;
  const m = value;
  if (
    !(
      isInt(m.match_id) &&
      m.match_id > 0 &&
      isName(m.match_urn_id) &&
      isInt(m.id) &&
      m.id > 0 &&
      isName(m.name) &&
      isInt(m.status) &&
      statuses.has(m.status) &&
      typeof m.specifier === 'string' &&
      m.specifier.length <= 200 &&
      Array.isArray(m.outcomes) &&
      areNames(m.market_groups) &&
      isInt(m.priority) &&
      typeof m.most_balanced === 'boolean' &&
      m.next_bet_stop === null &&
      areNames(m.custom_bet_groups) &&
      typeof m.provider === 'string' &&
      providers.has(m.provider) &&
      countKeys(m) === MARKET_KEYS
    )
  )
    return false;
  for (const outcome of m.outcomes as unknown[]) if (!isOutcome(outcome)) return false;
  return true;
}

function invalid(error: unknown, channel: ChannelName): ParsedPublication {
  return {
    ok: false,
    error,
    context: { source: 'realtime', channel: channel.kind, issue: 'invalid publication' },
  };
}

/** `markets_changed` through the fast path; undefined when the data is not that shape (zod decides). */
function parseMarketsChanged(
  data: Record<string, unknown>,
  channel: ChannelName,
): ParsedPublication | undefined {
  const payload = data.payload;
  if (!isRecord(payload) || !Array.isArray(payload.markets)) return undefined;
  const keys = countKeys(data);
  const payloadKeys = countKeys(payload);
  const matchId = payload.match_id;
  if (keys !== 2) return undefined;
  if (matchId === undefined ? payloadKeys !== 1 : payloadKeys !== 2 || !isInt(matchId) || matchId <= 0)
    return undefined;
  const source = payload.markets as unknown[];
  let markets: Market[] | null = null;
  for (let i = 0; i < source.length; i += 1) {
    const market = source[i];
    if (isPlainMarket(market)) {
      markets?.push(market);
      continue;
    }
    const parsed = MarketSchema.safeParse(market);
    if (!parsed.success) return invalid(parsed.error, channel);
    markets ??= source.slice(0, i) as Market[];
    markets.push(parsed.data);
  }
  const event: RealtimeEvent = {
    event: 'markets_changed',
    payload:
      matchId === undefined
        ? { markets: markets ?? (source as Market[]) }
        : { match_id: matchId as number, markets: markets ?? (source as Market[]) },
  };
  return { ok: true, event };
}

/** Validates a publication's data for `channel`: a contract event that channel kind carries. */
export const parsePublication: PublicationParser = (channel, data) => {
  const kind = channel.kind;
  let parsed: ParsedPublication | undefined;
  if (isRecord(data) && data.event === 'markets_changed') parsed = parseMarketsChanged(data, channel);
  if (!parsed) {
    const result = RealtimeEventSchema.safeParse(data);
    parsed = result.success ? { ok: true, event: result.data } : invalid(result.error, channel);
  }
  if (!parsed.ok) return parsed;
  if (!(CHANNEL_EVENTS[kind] as readonly string[]).includes(parsed.event.event)) {
    return {
      ok: false,
      error: new Error(`event ${parsed.event.event} is not carried by ${kind} channels`),
      context: { source: 'realtime', channel: kind },
    };
  }
  return parsed;
};
