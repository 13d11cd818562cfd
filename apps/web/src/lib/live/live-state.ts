import type { Pool } from '@sportsbook/contract/entities/bonus';
import type { Market, Outcome } from '@sportsbook/contract/entities/market';
import type { Match, MatchMarketSummary } from '@sportsbook/contract/entities/match';
import type { ProviderStatuses } from '@sportsbook/contract/entities/settings';
import type { ChannelName } from '@sportsbook/contract/realtime/channels';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import type { FeedStatus } from '@sportsbook/contract/sportsbook/feed-calls';
import type { MarketStatus } from '@sportsbook/core/catalog/market-status';
import type { DeliveredMatch } from '@sportsbook/core/live/match-delivery';
import { mergeMarkets, mergeMatch } from '@sportsbook/core/live/merge';
import type { PublicationParser } from './publication';

/**
 * The live state of a page, framework-free: matches, full market lists and one snapshot per outcome, each
 * with its own listeners, so one odds tick wakes only the outcome buttons whose price or state it changed.
 * Listeners are called once per frame (`schedule`), however many events arrived in it.
 */

/** What an outcome button shows: the outcome as last published and whether it takes bets. */
export interface LiveOutcome {
  readonly outcome: Outcome;
  readonly marketStatus: MarketStatus;
  /**
   * Spec §4: not bettable when its market is not allowed (status ≠ 1), the outcome is inactive or gone from
   * the market, or the market's provider is inactive.
   */
  readonly suspended: boolean;
}

/** The markets of one match, as a page renders them (a match page's full list). */
export interface MatchMarkets {
  readonly matchId: number;
  readonly markets: readonly Market[];
}

type Listener = () => void;
/** A match whose status changed (`previous`: before, undefined for a match new to the store). */
export type StatusListener = (match: Match, previous: number | undefined) => void;
type MarketLine = Market | MatchMarketSummary;

interface LineState {
  readonly status: MarketStatus;
  readonly provider: string | null;
  readonly outcomeIds: readonly string[];
}

export interface LiveStoreOptions {
  /** Runs `flush` later (the next animation frame in a browser). */
  readonly schedule?: (flush: () => void) => void;
  /** Reports a publication that does not match the contract. */
  readonly report?: (error: unknown, context: Record<string, unknown>) => void;
  /**
   * Validates a publication (`parsePublication` of `./publication`, passed in so the contract's schemas
   * can load after the page). Without one, `receive` refuses everything.
   */
  readonly parse?: PublicationParser;
}

/** Whether a match's realtime events are applied (core DLV2 with the page's settings and cookie). */
export type DeliveryFilter = (match: DeliveredMatch) => boolean;

export interface LiveStore {
  /** Validates a publication's data and applies it; a corrupt one is reported and changes nothing. */
  receive(channel: ChannelName, data: unknown): boolean;
  /**
   * Spec §5: realtime match events (match changes, market changes) of a match the filter does not deliver are
   * dropped: the page keeps what the server rendered for it. Undefined: every match's events apply.
   */
  setDelivery(filter: DeliveryFilter | undefined): void;
  /** Applies a validated event received on `channel`. */
  apply(channel: ChannelName, event: RealtimeEvent): void;
  /**
   * Seeds server-rendered data. `insert` adds only what the store does not know yet and wakes nobody
   * (safe during render); `overwrite` replaces what it knows (fresh server data) and wakes listeners.
   */
  seed(
    matches: readonly Match[],
    markets: readonly MatchMarkets[],
    mode: 'insert' | 'overwrite',
    providerStatuses?: ProviderStatuses,
  ): void;
  match(id: number): Match | undefined;
  markets(matchId: number): readonly Market[] | undefined;
  outcome(matchId: number, marketId: number, specifier: string, outcomeId: string): LiveOutcome | undefined;
  /** The store's key of an outcome, for `outcomeAt` / `subscribeOutcomeAt` (hot paths: no key to build). */
  outcomeKey(matchId: number, marketId: number, specifier: string, outcomeId: string): string;
  outcomeAt(key: string): LiveOutcome | undefined;
  /** The outcome left its market (or its market the match): it takes no bets whatever its own flags say. */
  isRetired(key: string): boolean;
  /** Provider statuses as last seeded or published; a provider missing is active. */
  providerStatuses(): Partial<ProviderStatuses>;
  /** Calls `listener` (once per flush) when provider statuses change. */
  subscribeProviders(listener: Listener): () => void;
  /**
   * Calls `listener` with every feed status published (`feed_status_changed`), at once rather than per frame:
   * a stale feed must block placing before the next odds tick is drawn.
   */
  subscribeFeedStatus(listener: (feed: FeedStatus) => void): () => void;
  /** Calls `listener` with every tournament pool published (`tournament_pool_changed`), as it comes. */
  subscribeTournamentPools(listener: (pool: Pool) => void): () => void;
  subscribeOutcomeAt(key: string, listener: Listener): () => void;
  subscribeMatch(id: number, listener: Listener): () => void;
  subscribeMarkets(matchId: number, listener: Listener): () => void;
  /**
   * Calls `listener` (once per flush, per match) when a published match changes status, or a match the store
   * did not know is published; `previous` is the status it had (undefined when new).
   */
  subscribeStatusChanges(listener: StatusListener): () => void;
  subscribeOutcome(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: string,
    listener: Listener,
  ): () => void;
  /** Calls the listeners of everything changed since the last flush. */
  flush(): void;
  /** Forgets everything (tests). */
  clear(): void;
}

// A separator no id or specifier contains.
const SEP = '\u001f';
const lineKeyOf = (matchId: number, marketId: number, specifier: string) =>
  `${matchId}${SEP}${marketId}${SEP}${specifier}`;
const outcomeKeyOf = (lineKey: string, outcomeId: string) => `${lineKey}${SEP}${outcomeId}`;

function sameOutcome(a: Outcome, b: Outcome): boolean {
  return a === b || (a.odds === b.odds && a.active === b.active && a.name === b.name && a.id === b.id);
}

function addListener<K>(map: Map<K, Set<Listener>>, key: K, listener: Listener): () => void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(listener);
  return () => {
    const current = map.get(key);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) map.delete(key);
  };
}

export function createLiveStore(options: LiveStoreOptions = {}): LiveStore {
  const schedule = options.schedule ?? ((flush: () => void) => setTimeout(flush, 0));
  const report = options.report ?? (() => {});

  const matches = new Map<number, Match>();
  const lists = new Map<number, readonly Market[]>();
  const lines = new Map<string, LineState>();
  const outcomes = new Map<string, LiveOutcome>();
  // Outcomes gone from their market: suspended whatever else changes.
  const retired = new Set<string>();
  let providers: Partial<ProviderStatuses> = {};
  let deliver: DeliveryFilter | undefined;
  // Sport type and provider of every match seen (seeded or published, delivered or not): what decides its
  // markets' delivery, which carry no sport type of their own.
  const identities = new Map<number, DeliveredMatch>();

  const matchListeners = new Map<number, Set<Listener>>();
  const marketsListeners = new Map<number, Set<Listener>>();
  const outcomeListeners = new Map<string, Set<Listener>>();
  const statusListeners = new Set<StatusListener>();
  const providerListeners = new Set<Listener>();
  const feedListeners = new Set<(feed: FeedStatus) => void>();
  const poolListeners = new Set<(pool: Pool) => void>();
  let providersChanged = false;
  // Status before the first change since the last flush, per match (undefined: new to the store).
  let statusChanges = new Map<number, number | undefined>();

  let dirtyMatches = new Set<number>();
  let dirtyMarkets = new Set<number>();
  let dirtyOutcomes = new Set<string>();
  let scheduled = false;

  function requestFlush(): void {
    if (scheduled) return;
    scheduled = true;
    schedule(flush);
  }

  function flush(): void {
    scheduled = false;
    const [m, k, o, s] = [dirtyMatches, dirtyMarkets, dirtyOutcomes, statusChanges];
    dirtyMatches = new Set();
    dirtyMarkets = new Set();
    dirtyOutcomes = new Set();
    statusChanges = new Map();
    for (const id of m) for (const l of matchListeners.get(id) ?? []) l();
    for (const id of k) for (const l of marketsListeners.get(id) ?? []) l();
    for (const key of o) for (const l of outcomeListeners.get(key) ?? []) l();
    if (providersChanged) {
      providersChanged = false;
      for (const l of providerListeners) l();
    }
    for (const [id, previous] of s) {
      const match = matches.get(id);
      if (match && match.status !== previous) for (const l of statusListeners) l(match, previous);
    }
  }

  const providerActive = (provider: string | null) =>
    provider === null || (providers as Record<string, string | undefined>)[provider] !== 'inactive';

  function putOutcome(key: string, next: LiveOutcome, notify: boolean): void {
    const prev = outcomes.get(key);
    if (
      prev &&
      sameOutcome(prev.outcome, next.outcome) &&
      prev.marketStatus === next.marketStatus &&
      prev.suspended === next.suspended
    )
      return;
    outcomes.set(key, next);
    if (notify) dirtyOutcomes.add(key);
  }

  /** Records a market line (full market or a match's summary) and the snapshots of its outcomes. */
  function applyLine(matchId: number, market: MarketLine, fallbackProvider: string | null, notify: boolean) {
    const lineKey = lineKeyOf(matchId, market.id, market.specifier);
    const provider = 'provider' in market ? market.provider : fallbackProvider;
    const closed = market.status !== 1 || !providerActive(provider);
    const previous = lines.get(lineKey);
    for (const outcome of market.outcomes) {
      const key = outcomeKeyOf(lineKey, outcome.id);
      retired.delete(key);
      putOutcome(key, { outcome, marketStatus: market.status, suspended: closed || !outcome.active }, notify);
    }
    const ids = market.outcomes.map((o) => o.id);
    if (previous) {
      // Spec §4: an outcome missing from its market is suspended.
      for (const id of previous.outcomeIds) if (!ids.includes(id)) retireOutcome(lineKey, id, notify);
    }
    lines.set(lineKey, { status: market.status, provider, outcomeIds: ids });
  }

  function retireOutcome(lineKey: string, outcomeId: string, notify: boolean): void {
    const key = outcomeKeyOf(lineKey, outcomeId);
    const prev = outcomes.get(key);
    if (!prev) return;
    retired.add(key);
    putOutcome(key, { ...prev, suspended: true }, notify);
  }

  /** A market no longer served (gone from its match's document, or status 0). */
  function retireLine(matchId: number, market: MarketLine, notify: boolean): void {
    const lineKey = lineKeyOf(matchId, market.id, market.specifier);
    const line = lines.get(lineKey);
    for (const id of line?.outcomeIds ?? market.outcomes.map((o) => o.id)) retireOutcome(lineKey, id, notify);
  }

  /** `published`: from the feed (status changes are news), not server data seeded into the store. */
  function setMatch(next: Match, notify: boolean, published = false): void {
    const prev = matches.get(next.id);
    // mergeMatch gives back `prev` itself when nothing changed.
    const merged = prev ? mergeMatch(prev, next) : next;
    if (merged !== prev) {
      matches.set(next.id, merged);
      if (notify) dirtyMatches.add(next.id);
      if (published && prev?.status !== merged.status && !statusChanges.has(next.id)) {
        statusChanges.set(next.id, prev?.status);
      }
    }
    for (const summary of [next.main_market, next.secondary_market]) {
      if (summary) applyLine(next.id, summary, next.provider, notify);
    }
  }

  /** A match's full market document (match channel, or a page's server data). */
  function setMarketList(matchId: number, document: readonly Market[], notify: boolean): void {
    const served = document.filter((m) => m.match_id === matchId && m.status !== 0);
    const prev = lists.get(matchId);
    const merged = mergeMarkets(prev ?? [], served);
    const unchanged =
      prev !== undefined && prev.length === merged.length && prev.every((m, i) => m === merged[i]);
    if (!unchanged) {
      lists.set(matchId, merged);
      if (notify) dirtyMarkets.add(matchId);
    }
    for (const market of merged) applyLine(matchId, market, null, notify);
    if (prev) {
      const kept = new Set(merged.map((m) => lineKeyOf(matchId, m.id, m.specifier)));
      for (const market of prev) {
        if (!kept.has(lineKeyOf(matchId, market.id, market.specifier))) retireLine(matchId, market, notify);
      }
    }
    for (const market of document) if (market.status === 0) retireLine(matchId, market, notify);
  }

  /** Changed markets of any match (public channel): each replaces its line, the rest stay. */
  function patchMarkets(changed: readonly Market[]): void {
    for (const market of changed) {
      const matchId = market.match_id;
      if (market.status === 0) retireLine(matchId, market, true);
      else applyLine(matchId, market, null, true);
      const list = lists.get(matchId);
      if (!list) continue;
      const index = list.findIndex((m) => m.id === market.id && m.specifier === market.specifier);
      let next: readonly Market[] = list;
      if (market.status === 0) {
        if (index >= 0) next = list.filter((_, i) => i !== index);
      } else if (index < 0) {
        next = [...list, market];
      } else {
        const previous = list[index] as Market;
        const merged = mergeMarkets([previous], [market])[0] ?? market;
        if (merged !== previous) next = list.map((m, i) => (i === index ? merged : m));
      }
      if (next !== list) {
        lists.set(matchId, next);
        dirtyMarkets.add(matchId);
      }
    }
  }

  function setProviders(next: Partial<ProviderStatuses>, notify: boolean): void {
    providers = next;
    if (notify) providersChanged = true;
    for (const [lineKey, line] of lines) {
      const closed = line.status !== 1 || !providerActive(line.provider);
      for (const id of line.outcomeIds) {
        const key = outcomeKeyOf(lineKey, id);
        const prev = outcomes.get(key);
        if (!prev) continue;
        const suspended = closed || !prev.outcome.active || retired.has(key);
        putOutcome(key, { ...prev, suspended }, notify);
      }
    }
  }

  function remember(match: Match): void {
    const known = identities.get(match.id);
    if (known?.sportType !== match.sport.type || known.provider !== match.provider) {
      identities.set(match.id, { sportType: match.sport.type, provider: match.provider });
    }
  }

  /** Markets of a match: decided by the match when it was seen, else by their own provider (core DLV2). */
  function marketsDelivered(matchId: number, provider: string | undefined): boolean {
    if (!deliver) return true;
    return deliver(identities.get(matchId) ?? { sportType: undefined, provider });
  }

  function apply(channel: ChannelName, event: RealtimeEvent): void {
    switch (event.event) {
      case 'match_changed':
      case 'match_status_changed': {
        const match = event.payload.match;
        if (channel.kind === 'match' && match.id !== channel.matchId) {
          report(new Error(`match ${match.id} published on the channel of match ${channel.matchId}`), {
            event: event.event,
          });
          return;
        }
        remember(match);
        if (deliver && !deliver({ sportType: match.sport.type, provider: match.provider })) return;
        setMatch(match, true, true);
        break;
      }
      case 'markets_changed': {
        const markets = event.payload.markets;
        if (channel.kind === 'match') {
          if (!marketsDelivered(channel.matchId, markets[0]?.provider)) return;
          setMarketList(channel.matchId, markets, true);
          break;
        }
        const delivered = deliver ? markets.filter((m) => marketsDelivered(m.match_id, m.provider)) : markets;
        if (delivered.length === 0) return;
        patchMarkets(delivered);
        break;
      }
      case 'provider_status_changed':
        setProviders(event.payload.provider_statuses, true);
        break;
      case 'feed_status_changed':
        for (const listener of [...feedListeners]) listener(event.payload.feed);
        return;
      case 'tournament_pool_changed':
        for (const listener of [...poolListeners]) listener(event.payload.pool);
        return;
      default:
        return; // events of the player's channel
    }
    requestFlush();
  }

  function receive(channel: ChannelName, data: unknown): boolean {
    const parsed = options.parse
      ? options.parse(channel, data)
      : { ok: false as const, error: new Error('no publication parser'), context: { source: 'realtime' } };
    if (!parsed.ok) {
      report(parsed.error, parsed.context);
      return false;
    }
    apply(channel, parsed.event);
    return true;
  }

  function seed(
    seedMatches: readonly Match[],
    seedMarkets: readonly MatchMarkets[],
    mode: 'insert' | 'overwrite',
    providerStatuses?: ProviderStatuses,
  ): void {
    const notify = mode === 'overwrite';
    if (providerStatuses && (notify || Object.keys(providers).length === 0)) {
      setProviders(providerStatuses, notify);
    }
    for (const match of seedMatches) {
      remember(match);
      const known = matches.get(match.id);
      if (known === match || (known && !notify)) continue;
      setMatch(match, notify);
    }
    for (const { matchId, markets } of seedMarkets) {
      const known = lists.get(matchId);
      if (known && !notify) continue;
      setMarketList(matchId, markets, notify);
    }
    if (notify) requestFlush();
  }

  return {
    receive,
    apply,
    seed,
    setDelivery(filter) {
      deliver = filter;
    },
    flush,
    match: (id) => matches.get(id),
    markets: (matchId) => lists.get(matchId),
    outcome: (matchId, marketId, specifier, outcomeId) =>
      outcomes.get(outcomeKeyOf(lineKeyOf(matchId, marketId, specifier), outcomeId)),
    subscribeMatch: (id, listener) => addListener(matchListeners, id, listener),
    subscribeMarkets: (matchId, listener) => addListener(marketsListeners, matchId, listener),
    subscribeStatusChanges: (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    outcomeKey: (matchId, marketId, specifier, outcomeId) =>
      outcomeKeyOf(lineKeyOf(matchId, marketId, specifier), outcomeId),
    outcomeAt: (key) => outcomes.get(key),
    isRetired: (key) => retired.has(key),
    providerStatuses: () => providers,
    subscribeProviders: (listener) => {
      providerListeners.add(listener);
      return () => providerListeners.delete(listener);
    },
    subscribeFeedStatus: (listener) => {
      feedListeners.add(listener);
      return () => feedListeners.delete(listener);
    },
    subscribeTournamentPools: (listener) => {
      poolListeners.add(listener);
      return () => poolListeners.delete(listener);
    },
    subscribeOutcomeAt: (key, listener) => addListener(outcomeListeners, key, listener),
    subscribeOutcome: (matchId, marketId, specifier, outcomeId, listener) =>
      addListener(
        outcomeListeners,
        outcomeKeyOf(lineKeyOf(matchId, marketId, specifier), outcomeId),
        listener,
      ),
    clear() {
      matches.clear();
      lists.clear();
      lines.clear();
      outcomes.clear();
      retired.clear();
      providers = {};
      identities.clear();
      deliver = undefined;
      dirtyMatches.clear();
      dirtyMarkets.clear();
      dirtyOutcomes.clear();
      statusChanges.clear();
    },
  };
}
