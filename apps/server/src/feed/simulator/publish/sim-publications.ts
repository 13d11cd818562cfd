import type { Market } from '@sportsbook/contract/entities/market';
import { matchChannel, publicChannel } from '@sportsbook/contract/realtime/channels';
import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import { channelLocale } from '@sportsbook/core/locale/locale';
import { and, ne, sql } from 'drizzle-orm';
import type { CompetitorRecord } from '../../../catalog/catalog-records';
import {
  type CatalogReferences,
  loadMatchRecords,
  type MarketRecord,
  type MatchRecord,
} from '../../../catalog/catalog-records';
import { compareMarkets } from '../../../catalog/market-order';
import { presentMarket } from '../../../catalog/market-presenter';
import { namingOf, presentMatch } from '../../../catalog/match-presenter';
import type { Db } from '../../../db/database';
import { markets } from '../../../db/schema';
import type { Publisher } from '../../../realtime/publisher';
import { loadProviderStatuses } from '../../../settings/provider-statuses';
import { lineKey, type SimMatch } from '../board/sim-match';

/** One publication to send. */
interface Outgoing {
  readonly channel: string;
  readonly event: RealtimeEvent;
}

/** What a changed match publishes, per locale whose channel someone listens to. */
interface MatchNeeds {
  readonly match: SimMatch;
  /** Locales whose match channel has subscribers. */
  readonly channelLocales: readonly string[];
  readonly state: boolean;
  readonly status: boolean;
  readonly markets: boolean;
  /** The match goes out on the public channels (score, status or summary line changed). */
  readonly onPublic: boolean;
  /** Keys of its changed summary lines (main and secondary markets), for the public channels. */
  readonly summaryLines: readonly string[];
}

/**
 * Publishes a tick's changes (spec §7.3) in every content locale, read back through the catalogue's read
 * model and presenters after the tick is committed, so what is published is what the API answers then:
 * - `match:{locale}:{id}`: `match_status_changed`, `match_changed` (the full match) when its state changed,
 *   `markets_changed` with every served market when any changed;
 * - `public:{locale}`: `match_status_changed`, `match_changed` for score, status or summary line changes,
 *   one `markets_changed` with the tick's changed summary lines, `provider_status_changed`.
 * Nothing is built for a channel nobody listens to.
 */
export class SimPublications {
  readonly #db: Db;
  readonly #publisher: Publisher;
  readonly #locales: readonly string[];
  readonly #references: CatalogReferences;

  constructor(db: Db, publisher: Publisher, locales: readonly string[], references: CatalogReferences) {
    this.#db = db;
    this.#publisher = publisher;
    // One locale per channel locale (pt and br share `pt` channels).
    const seen = new Set<string>();
    this.#locales = locales.filter((locale) => {
      const key = channelLocale(locale);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    this.#references = references;
  }

  /** Publishes what changed; returns the number of publications sent. */
  async publish(changed: readonly SimMatch[], providersChanged: boolean): Promise<number> {
    const publicLocales = this.#locales.filter((l) => this.#publisher.hasSubscribers(publicChannel(l)));
    const needs = changed.flatMap((match) => {
      const need = this.#needsOf(match, publicLocales.length > 0);
      return need ? [need] : [];
    });
    const outgoing: Outgoing[] = [];
    if (needs.length > 0) {
      const { records, competitors } = await loadMatchRecords(
        this.#db,
        this.#references,
        needs.map((n) => n.match.id),
      );
      const byId = new Map(records.map((record) => [record.match.id, record]));
      const lines = await this.#servedLines(needs);
      for (const need of needs) {
        const record = byId.get(need.match.id);
        if (record) outgoing.push(...this.#matchChannelEvents(need, record, competitors, lines));
      }
      for (const locale of publicLocales) {
        outgoing.push(...this.#publicEvents(locale, needs, byId, competitors, lines));
      }
    }
    if (providersChanged && publicLocales.length > 0) {
      const statuses = await loadProviderStatuses(this.#db);
      for (const locale of publicLocales) {
        outgoing.push({
          channel: publicChannel(locale),
          event: { event: 'provider_status_changed', payload: { provider_statuses: statuses } },
        });
      }
    }
    await this.#send(outgoing);
    return outgoing.length;
  }

  #needsOf(match: SimMatch, publicListens: boolean): MatchNeeds | undefined {
    const channelLocales = this.#locales.filter((l) =>
      this.#publisher.hasSubscribers(matchChannel(l, match.id)),
    );
    const summaryLines = publicListens
      ? [...match.dirtyLines].filter((key) => {
          const line = match.lines.get(key);
          return line !== undefined && line.status !== 0 && match.isSummaryLine(line);
        })
      : [];
    const onPublic = publicListens && (match.scoreChanged || match.statusChanged || match.summaryMoved);
    const need: MatchNeeds = {
      match,
      channelLocales,
      state: match.stateChanged || match.statusChanged,
      status: match.statusChanged,
      markets: match.dirtyLines.size > 0,
      onPublic,
      summaryLines,
    };
    const forChannel = channelLocales.length > 0 && (need.state || need.markets);
    return forChannel || onPublic || summaryLines.length > 0 ? need : undefined;
  }

  /** Served lines of the matches whose markets go out, by match id, in book order. */
  async #servedLines(needs: readonly MatchNeeds[]): Promise<Map<number, MarketRecord[]>> {
    const ids = needs
      .filter((n) => (n.markets && n.channelLocales.length > 0) || n.summaryLines.length > 0)
      .map((n) => n.match.id);
    const byMatch = new Map<number, MarketRecord[]>();
    if (ids.length === 0) return byMatch;
    const rows = await this.#db
      .select()
      .from(markets)
      .where(and(sql`${markets.matchId} = any(${sql.param(ids)}::int[])`, ne(markets.status, 0)));
    for (const row of rows.sort(compareMarkets)) {
      const list = byMatch.get(row.matchId) ?? [];
      list.push(row);
      byMatch.set(row.matchId, list);
    }
    return byMatch;
  }

  #matchChannelEvents(
    need: MatchNeeds,
    record: MatchRecord,
    competitors: ReadonlyMap<number, CompetitorRecord>,
    lines: ReadonlyMap<number, MarketRecord[]>,
  ): Outgoing[] {
    const out: Outgoing[] = [];
    for (const locale of need.channelLocales) {
      const channel = matchChannel(locale, need.match.id);
      if (need.state) {
        const match = presentMatch(record, { locale, competitors });
        if (need.status) out.push({ channel, event: { event: 'match_status_changed', payload: { match } } });
        out.push({ channel, event: { event: 'match_changed', payload: { match } } });
      }
      if (need.markets) {
        const naming = namingOf(record, locale, competitors);
        const served = (lines.get(need.match.id) ?? []).flatMap((row) => {
          const market = presentMarket(row, naming);
          return market ? [market] : [];
        });
        out.push({
          channel,
          event: { event: 'markets_changed', payload: { match_id: need.match.id, markets: served } },
        });
      }
    }
    return out;
  }

  #publicEvents(
    locale: string,
    needs: readonly MatchNeeds[],
    records: ReadonlyMap<number, MatchRecord>,
    competitors: ReadonlyMap<number, CompetitorRecord>,
    lines: ReadonlyMap<number, MarketRecord[]>,
  ): Outgoing[] {
    const channel = publicChannel(locale);
    const out: Outgoing[] = [];
    const summaries: Market[] = [];
    for (const need of needs) {
      const record = records.get(need.match.id);
      if (!record) continue;
      if (need.onPublic) {
        const match = presentMatch(record, { locale, competitors });
        if (need.status) out.push({ channel, event: { event: 'match_status_changed', payload: { match } } });
        out.push({ channel, event: { event: 'match_changed', payload: { match } } });
      }
      if (need.summaryLines.length === 0) continue;
      const wanted = new Set(need.summaryLines);
      const naming = namingOf(record, locale, competitors);
      for (const row of lines.get(need.match.id) ?? []) {
        if (!wanted.has(lineKey(row.marketId, row.specifier))) continue;
        const market = presentMarket(row, naming);
        if (market) summaries.push(market);
      }
    }
    if (summaries.length > 0)
      out.push({ channel, event: { event: 'markets_changed', payload: { markets: summaries } } });
    return out;
  }

  /** Sends in order within a channel; channels go out side by side. */
  async #send(outgoing: readonly Outgoing[]): Promise<void> {
    const byChannel = new Map<string, RealtimeEvent[]>();
    for (const { channel, event } of outgoing) {
      const list = byChannel.get(channel) ?? [];
      list.push(event);
      byChannel.set(channel, list);
    }
    await Promise.all(
      [...byChannel].map(async ([channel, events]) => {
        for (const event of events) await this.#publisher.publish(channel, event);
      }),
    );
  }
}
