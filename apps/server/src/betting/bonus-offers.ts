import type { PlaceBetType, PlaceSelection } from '@sportsbook/contract/sportsbook/bet-calls';
import type { BetBonusOffer } from '@sportsbook/contract/sportsbook/bonus-calls';
import { decideComboboost, isSuitableSelection, upcomingBoost } from '@sportsbook/core/bonuses/comboboost';
import { freebetRefusal } from '@sportsbook/core/bonuses/freebet';
import { progressOf } from '@sportsbook/core/bonuses/hunting';
import { combinedOdds } from '@sportsbook/core/ticket/odds-math';
import { isProgressRow, isUsable, presentBonus, variantOf } from '../bonuses/bonus-presenter';
import { enrolInRunningCampaigns, listPlayerBonuses } from '../bonuses/bonus-repository';
import {
  asComboboost,
  asFreebet,
  asHunting,
  comboboostRules,
  freebetRulesOf,
  progressRules,
  restrictionOf,
} from '../bonuses/campaign-rules';
import { LootboxService } from '../bonuses/lootbox-service';
import { TournamentService } from '../bonuses/tournament-service';
import { ApiError } from '../http/api-error';
import type { BettingContext } from './betting-context';
import { lineRefKey, loadBettor } from './betting-repository';
import { bonusSelectionsOf } from './placement/bet-bonus';
import type { PlacementInputs, PlannedSelection } from './placement/bet-plan';
import { readPlacementInputs } from './placement/placement-reader';

/** A bet of the slip the offer is figured for. */
export interface SlipBet {
  readonly type: PlaceBetType;
  readonly stake: { readonly value: number; readonly currency: string };
  readonly selections: readonly PlaceSelection[];
}

/** The bet's selections at the book's prices now, or undefined when one is not on offer. */
function selectionsNow(bet: SlipBet, inputs: PlacementInputs): PlannedSelection[] | undefined {
  const planned: PlannedSelection[] = [];
  for (const [position, request] of bet.selections.entries()) {
    const line = inputs.lines.get(
      lineRefKey({ matchId: request.match_id, marketId: request.market_id, specifier: request.specifier }),
    );
    const match = inputs.matches.get(request.match_id);
    const outcome = line?.outcomes.find((o) => o.id === request.outcome_id);
    if (!line || !match || !outcome?.active) return undefined;
    planned.push({ position, request, line, match, acceptedOdds: outcome.odds });
  }
  return planned;
}

/**
 * POST /bonuses (spec §7.2 bet bonuses): for each bet of a slip, the player's bonuses it may be placed with,
 * by the same rules the placement applies (BON5, BON6, BON8, BON15): a comboboost it qualifies for with its
 * boosted odds, active range and suitable selections; an active hunting or tournament it would count toward, the step it
 * would reach `suitable` (BON17); each freebet that fits it (a freebet's stake is its amount once
 * chosen, BON13); and the boosts within reach (BON7). A bet with a selection off the book is offered nothing.
 */
export class BonusOfferService {
  readonly #context: BettingContext;

  constructor(context: BettingContext) {
    this.#context = context;
  }

  async offers(playerId: number, bets: readonly SlipBet[], locale: string): Promise<BetBonusOffer[]> {
    const { db, clock } = this.#context;
    const bettor = await loadBettor(db, playerId);
    if (!bettor) throw ApiError.unauthorized('the player of this token no longer exists');
    const now = clock.now();
    await enrolInRunningCampaigns(db, playerId, new Date(now).toISOString());
    const [rows, inputs] = await Promise.all([
      listPlayerBonuses(db, playerId),
      readPlacementInputs(this.#context, {
        bettor,
        type: 'combo',
        bets: bets.map((bet) => ({ selections: [...bet.selections] })),
        mode: 'any',
      }),
    ]);
    const usable = rows.filter((row) => isUsable(row, now));
    const [standings, lootboxes] = await Promise.all([
      new TournamentService(this.#context).standingsOf(usable),
      new LootboxService(this.#context).statesOf(usable),
    ]);
    const player = { countryCode: bettor.country, verified: bettor.phoneVerified };
    return bets.map((bet, index) => {
      const selections = selectionsNow(bet, inputs);
      if (!selections) return { index, available_bonuses: [], upcoming_bonuses: [] };
      const forRules = bonusSelectionsOf(selections);
      const odds =
        bet.type === 'single' ? (forRules[0]?.odds ?? 1) : combinedOdds(forRules.map((s) => s.odds));
      const offer: BetBonusOffer = { index, available_bonuses: [], upcoming_bonuses: [] };
      for (const row of usable) {
        const present = () => presentBonus(row, locale, now);
        if (row.campaign.kind === 'comboboost') {
          const rules = comboboostRules(row.campaign.rules);
          if (!rules) continue;
          const boost = asComboboost(rules, row.bonus.usesLeft ?? 0);
          const suitable = forRules.flatMap((s, i) => (isSuitableSelection(boost, s) ? [i] : []));
          const decision = decideComboboost(boost, { type: bet.type, selections: forRules }, player);
          if (decision.applies)
            offer.available_bonuses.push({
              ...present(),
              bonus_odds: decision.boostedOdds,
              active_range_index: decision.activeRangeIndex,
              suitable_selections: suitable,
            });
          const upcoming =
            bet.type === 'combo' || bet.type === 'single' ? upcomingBoost(boost, forRules, player) : null;
          if (upcoming)
            offer.upcoming_bonuses.push({
              bonus_id: row.bonus.id,
              selections_needed: upcoming.selectionsNeeded,
              percent: upcoming.percent,
            });
          continue;
        }
        if (isProgressRow(row)) {
          const rules = progressRules(row.campaign);
          if (!rules || restrictionOf(rules, player)) continue;
          const progress = progressOf(asHunting(rules), {
            odds,
            stake: bet.stake.value,
            currency: bet.stake.currency,
            matchStatuses: selections.map((s) => s.match.match.status),
            withFreebet: false,
          });
          if (progress > 0)
            offer.available_bonuses.push({
              ...presentBonus(row, locale, now, progress, standings, lootboxes),
              bonus_odds: null,
              active_range_index: null,
              suitable_selections: selections.map((s) => s.position),
            });
          continue;
        }
        const variant = variantOf(row);
        const rules = freebetRulesOf(row.campaign);
        if (!variant || !rules || row.bonus.amount === null || row.bonus.currency === null) continue;
        if (restrictionOf(rules, player)) continue;
        const amount = row.bonus.amount;
        const stake = variant === 'no_risk' ? Math.min(Math.max(bet.stake.value, 1), amount) : amount;
        const refused = freebetRefusal(asFreebet(rules, variant, amount, row.bonus.currency), {
          type: bet.type,
          odds,
          currency: bet.stake.currency,
          stake,
          matchStatuses: selections.map((s) => s.match.match.status),
        });
        if (refused === null)
          offer.available_bonuses.push({
            ...present(),
            bonus_odds: null,
            active_range_index: null,
            suitable_selections: selections.map((s) => s.position),
          });
      }
      return offer;
    });
  }
}
