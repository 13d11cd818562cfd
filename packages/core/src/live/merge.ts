import { isServableMarket, type MarketStatus } from '../catalog/market-status';

/**
 * Live update merge rules of spec §4 ("match change keeps old score objects if equal; market change merges
 * outcomes keeping the old object if odds are unchanged"). Structural sharing: whatever did not change keeps
 * its previous object, so a UI can skip re-rendering it by reference (`prev === next`). Rule ids LIVE1..LIVE6
 * in `packages/core/SPEC.md`. The types are structural (core does not know the wire contract); values are plain
 * JSON data (objects, arrays, primitives), as parsed from the wire. Results are read-only: never mutate them,
 * they may be (or share parts with) the previous value.
 */

/** What the merge needs of an outcome (spec §3: id, name, active, odds). */
export interface MergeableOutcome {
  readonly id: string;
  readonly odds: number;
  readonly active: boolean;
}

/**
 * What the merge needs of a market: a market is identified by its match, its id (the market type) and its
 * specifier (spec §3); its outcomes by their id.
 */
export interface MergeableMarket {
  readonly match_id?: number;
  readonly id: number;
  readonly specifier: string;
  readonly status: number;
  readonly outcomes: readonly MergeableOutcome[];
}

export type OddsDirection = 'up' | 'down' | 'same';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The array `next` rebuilt from `parts` (each part is the previous item, the next item, or a mix of both):
 * `previous` itself when every part is the previous item at its index, `next` itself when every part is the next
 * item, else the new array.
 */
function rebuildArray<T>(previous: readonly T[], next: readonly T[], parts: readonly T[]): readonly T[] {
  if (parts.length === previous.length && parts.every((part, index) => part === previous[index]))
    return previous;
  if (parts.every((part, index) => part === next[index])) return next;
  return parts;
}

/** The object version of `rebuildArray`: `next`'s keys, each value from `part(key)`. */
function rebuildObject<T extends object>(previous: T, next: T, part: (key: string) => unknown): T {
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  const merged: Record<string, unknown> = {};
  for (const key of keys) merged[key] = part(key);
  const allPrevious =
    keys.length === Object.keys(before).length &&
    keys.every((key) => Object.hasOwn(before, key) && merged[key] === before[key]);
  if (allPrevious) return previous;
  if (keys.every((key) => merged[key] === after[key])) return next;
  return merged as T;
}

/**
 * `next`, with every part that is deep-equal to the matching part of `previous` replaced by that previous part:
 * `previous` itself when the two are deep-equal, `next` itself when nothing of `previous` is reused. Arrays match
 * by index, objects by key.
 */
function share<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const parts = next.map((item, index) => share(previous[index], item));
    return rebuildArray(previous, next, parts) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    return rebuildObject(previous, next, (key) => share(previous[key], next[key])) as T;
  }
  return next;
}

/**
 * [LIVE1] Merges a match update into the match shown: the previous total score, game score, each period score
 * (by position), clock, competitors... are kept when equal, and the previous match itself when nothing
 * changed. Whatever changed comes from `next`.
 */
export function mergeMatch<M>(previous: M, next: M): M {
  return share(previous, next);
}

function marketKey(market: MergeableMarket): string {
  return `${market.match_id ?? ''}|${market.id}|${market.specifier}`;
}

function mergeOutcomes<O extends MergeableOutcome>(previous: readonly O[], next: readonly O[]): readonly O[] {
  const byId = new Map<string, O>();
  for (const outcome of previous) if (!byId.has(outcome.id)) byId.set(outcome.id, outcome);
  return rebuildArray(
    previous,
    next,
    next.map((outcome) => share(byId.get(outcome.id), outcome)),
  );
}

/**
 * [LIVE2] Merges one market update into the previous state of the same market (or none): an outcome (matched
 * by id) keeps its previous object when its odds, active flag and every other field are unchanged; the market
 * keeps its previous object when nothing in it changed.
 */
export function mergeMarket<K extends MergeableMarket>(previous: K | undefined, next: K): K {
  if (previous === undefined || previous === next) return next;
  return rebuildObject(previous, next, (key) =>
    key === 'outcomes'
      ? mergeOutcomes(previous.outcomes, next.outcomes)
      : share((previous as Record<string, unknown>)[key], (next as Record<string, unknown>)[key]),
  );
}

/**
 * [LIVE2]–[LIVE5] Merges a market document (the markets of a match as the update lists them) into the markets
 * shown. The result follows the order of `next`; markets with status 0 are dropped ([CAT1]); markets absent
 * from `next` are gone. Each market is matched with its previous state by match, id and specifier, and merged
 * with `mergeMarket`. When nothing changed, `previous` itself is returned, so a UI can skip re-rendering.
 */
export function mergeMarkets<K extends MergeableMarket>(previous: readonly K[], next: readonly K[]): K[] {
  const byKey = new Map<string, K>();
  for (const market of previous) {
    const key = marketKey(market);
    if (!byKey.has(key)) byKey.set(key, market);
  }
  const merged = next
    .filter((market) => isServableMarket(market.status as MarketStatus))
    .map((market) => mergeMarket(byKey.get(marketKey(market)), market));
  const same =
    merged.length === previous.length && merged.every((market, index) => market === previous[index]);
  // The previous array is handed back as is: callers treat merge results as read-only.
  return same ? (previous as K[]) : merged;
}

/**
 * [LIVE6] Which way a price moved: 'up' when the new decimal odds are higher, 'down' when lower, 'same' when
 * equal or when either price is not a finite number (nothing to compare).
 */
export function oddsDirection(previous: number, next: number): OddsDirection {
  if (!Number.isFinite(previous) || !Number.isFinite(next) || previous === next) return 'same';
  return next > previous ? 'up' : 'down';
}
