import type { LeaderboardRow } from '@sportsbook/contract/entities/bonus';
import { publicChannel } from '@sportsbook/contract/realtime/channels';
import { rankEntries } from '@sportsbook/core/bonuses/hunting';
import { poolAmount, tournamentPrizes } from '@sportsbook/core/bonuses/tournament';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../http/api-error';
import { findCurrency } from '../platform/currencies';
import { channelLocales } from '../realtime/channel-locales';
import { announceBonusesIssued } from './bonus-announcements';
import type { BonusContext } from './bonus-context';
import { isTournamentRow, presentPool, type TournamentStanding } from './bonus-presenter';
import { type CampaignRow, type FreebetIssue, issueFreebets, type PlayerBonusRow } from './bonus-repository';
import { freebetExpiry, poolLevels, prizeFreebetRules, tournamentRules } from './campaign-rules';
import {
  closeTournamentEntries,
  findTournament,
  type TournamentEntry,
  tournamentEntries,
  tournamentsToSettle,
  tournamentTotals,
} from './tournament-repository';

/** An e-mail on someone else's rating row: its first letters and its domain (`al***@example.com`). */
export function maskEmail(email: string | null): string {
  if (!email) return '***';
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at);
  return `${local.slice(0, local.length > 3 ? 2 : 1)}***${domain}`;
}

/** The ranked entries of a tournament that farmed something (core BON19). */
function ranked(entries: readonly TournamentEntry[]) {
  const byPlayer = new Map(entries.map((entry) => [entry.playerId, entry]));
  return rankEntries(entries.filter((entry) => entry.farmed > 0)).map((rank) => ({
    ...rank,
    entry: byPlayer.get(rank.playerId) as TournamentEntry,
  }));
}

/**
 * Hunting tournaments (ADR 0030): standings for the lists, the rating call, the pool pushed on the public
 * channels, and the prizes paid once a tournament ends.
 */
export class TournamentService {
  readonly #context: BonusContext;

  constructor(context: BonusContext) {
    this.#context = context;
  }

  /** Each tournament's standing (everyone's farming, prizes paid, positions) by campaign id. */
  async standings(campaignIds: readonly number[]): Promise<Map<number, TournamentStanding>> {
    const ids = [...new Set(campaignIds)];
    const totals = await tournamentTotals(this.#context.db, ids);
    const standings = new Map<number, TournamentStanding>();
    for (const id of ids) {
      const entries = await tournamentEntries(this.#context.db, id);
      standings.set(id, {
        farmedTotal: totals.get(id)?.farmed ?? 0,
        prizesPaid: totals.get(id)?.prizes ?? 0,
        positions: new Map(ranked(entries).map((rank) => [rank.playerId, rank.position])),
      });
    }
    return standings;
  }

  /** The standings of the tournaments among some bonus rows (none when there are none). */
  async standingsOf(rows: readonly PlayerBonusRow[]): Promise<Map<number, TournamentStanding>> {
    const ids = rows.filter(isTournamentRow).map((row) => row.campaign.id);
    return ids.length === 0 ? new Map() : this.standings(ids);
  }

  /**
   * A tournament's rating (spec §7.2): its first `limit` players and the caller's own row when further down.
   * `id` is the tournament's campaign (a bonus's `bonus_id`), running or ended; 404 otherwise.
   */
  async rating(playerId: number | null, id: number, limit: number): Promise<LeaderboardRow[]> {
    const { db } = this.#context;
    const campaign = await findTournament(db, id);
    if (!campaign) throw ApiError.notFound('tournament', id);
    const rules = tournamentRules(campaign.rules);
    if (!rules) throw ApiError.notFound('tournament', id);
    const subunits = findCurrency(rules.currency)?.subunits ?? 100;
    const rows = ranked(await tournamentEntries(db, campaign.id));
    const row = (rank: (typeof rows)[number]): LeaderboardRow => {
      const mine = rank.playerId === playerId;
      return {
        position: rank.position,
        current_user: mine,
        email: mine ? (rank.entry.email ?? '') : maskEmail(rank.entry.email),
        farmed_amount: rank.farmed,
        currency: rules.currency,
        subunits,
        farmed_freebets_count: rank.entry.prizes,
      };
    };
    const leaders = rows.slice(0, limit).map(row);
    const mine = rows.find((rank) => rank.playerId === playerId && rank.position > limit);
    return mine ? [...leaders, row(mine)] : leaders;
  }

  /**
   * `tournament_pool_changed` (spec §7.3) on every public channel someone listens on, for each tournament: its
   * pool as it is now. Sent after the commit that moved it; a failed publication is reported, never an error.
   */
  async publishPools(campaigns: readonly CampaignRow[]): Promise<void> {
    const { publisher, contentLocales, log } = this.#context;
    const tournaments = campaigns.filter((campaign) => campaign.kind === 'tournament');
    if (tournaments.length === 0) return;
    const locales = channelLocales(contentLocales).filter((locale) =>
      publisher.hasSubscribers(publicChannel(locale)),
    );
    if (locales.length === 0) return;
    const standings = await this.standings(tournaments.map((campaign) => campaign.id));
    const now = this.#context.clock.now();
    for (const locale of locales) {
      for (const campaign of tournaments) {
        const rules = tournamentRules(campaign.rules);
        const standing = standings.get(campaign.id);
        if (!rules || !standing) continue;
        try {
          await publisher.publish(publicChannel(locale), {
            event: 'tournament_pool_changed',
            payload: { pool: presentPool(campaign, rules, standing, locale, now) },
          });
        } catch (error) {
          log.error({ err: error, campaign: campaign.id }, 'tournament_pool_changed could not be published');
        }
      }
    }
  }

  /**
   * Pays the prizes of every tournament that ended with entries still open (core BON30): in one transaction per
   * tournament, its open entries locked and closed, the open level's pool shared by position as freebets (once
   * per player: a unique index), then `bonus_issued` to the winners and the finished pool pushed. Safe on
   * several nodes at once: a second run finds no open entry.
   */
  async settleEnded(): Promise<number> {
    const { db, clock } = this.#context;
    const now = clock.now();
    const at = new Date(now).toISOString();
    let paid = 0;
    for (const campaign of await tournamentsToSettle(db, at)) {
      const rules = tournamentRules(campaign.rules);
      if (!rules) continue;
      const issued = await inTransaction(db, async (tx) => {
        const entries = await tournamentEntries(tx, campaign.id, { lock: true });
        if (entries.length === 0) return [];
        const totals = await tournamentTotals(tx, [campaign.id]);
        const pool = poolAmount(poolLevels(rules), totals.get(campaign.id)?.farmed ?? 0);
        // A prize is won as the tournament ends: it lasts its own days, never the tournament's end.
        const expiresAt = freebetExpiry(prizeFreebetRules(rules), now, null);
        const prizes = tournamentPrizes(ranked(entries), pool, rules.prize_shares);
        const issues: FreebetIssue[] = prizes.map((prize) => ({
          campaignId: campaign.id,
          playerId: prize.playerId,
          freebetType: rules.reward_freebet_type,
          amount: prize.amount,
          currency: rules.currency,
          source: 'reward',
          betId: null,
          // One prize per player and tournament (the reward index on campaign, player and step).
          rewardStep: 0,
          at,
          expiresAt,
        }));
        const rows = await issueFreebets(tx, issues);
        await closeTournamentEntries(tx, campaign.id, at);
        return rows;
      });
      paid += issued.length;
      for (const bonus of issued)
        await announceBonusesIssued(this.#context, bonus.playerId, [{ bonus, campaign }]);
      await this.publishPools([campaign]);
    }
    return paid;
  }
}
