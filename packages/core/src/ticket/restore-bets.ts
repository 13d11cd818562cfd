import type { PlaceBetBody } from './placement-payload';
import {
  type SelectionMarket,
  type SelectionMatch,
  type SelectionOutcome,
  type SelectionRef,
  selectionFromOutcome,
} from './selection';
import type { BetType, SlipBet, StakeSource } from './slip-bet';
import { parseSystemId, type SystemType } from './system-bets';
import type { ProviderStatus, SlipCurrency } from './ticket-state';

/** A selection to restore: where its outcome is, and the odds the bettor had accepted (session restore). */
export interface RestorableSelection extends SelectionRef {
  /** Decimal odds accepted before; absent for a share code (the bettor accepted nothing yet). */
  readonly acceptedOdds?: number;
  /** Decimal odds when it was first added. */
  readonly initialOdds?: number;
}

/** A bet to restore: a saved slip bet (session storage) or a shared one (`restorableFromPayload`). */
export interface RestorableBet {
  readonly betType: BetType;
  readonly systemType: SystemType | null;
  /** Minor units of `currency`. */
  readonly stake: number;
  /** Absent for a share code: the stake is then `sharing`. */
  readonly stakeSource?: StakeSource;
  readonly currency: string;
  /** Minor units per major unit; absent: taken to be the slip currency's. */
  readonly subunits?: number;
  readonly selections: readonly RestorableSelection[];
}

/** A market of the fresh data (GET /matches/{id}/markets). */
export interface RestoreMarket extends SelectionMarket {
  readonly match_id: number;
  readonly outcomes: readonly SelectionOutcome[];
}

/** Fresh data the bets are rebuilt from (spec §7.2 share restore). */
export interface RestoreData {
  readonly matches: readonly SelectionMatch[];
  readonly markets: readonly RestoreMarket[];
  /** Settings providerStatuses; a provider missing is active. */
  readonly providerStatuses: Readonly<Record<string, ProviderStatus>>;
}

/**
 * [RST2] A shared bet in the placement shape (the share code's bets, POST /bets/share-code): the type from
 * its system id, custom odds or selection count; stake and currency as given; no accepted odds.
 */
export function restorableFromPayload(bet: PlaceBetBody): RestorableBet {
  const systemType = bet.system_id ? (parseSystemId(bet.system_id) ?? null) : null;
  const betType: BetType = systemType
    ? 'system'
    : bet.custom_odds !== undefined
      ? 'custom_bet'
      : bet.selections.length > 1
        ? 'combo'
        : 'single';
  return {
    betType,
    systemType,
    stake: bet.stake.value,
    currency: bet.stake.currency,
    selections: bet.selections.map((selection) => ({
      matchId: selection.match_id,
      marketId: selection.market_id,
      specifier: selection.specifier,
      outcomeId: selection.outcome_id,
    })),
  };
}

/**
 * [RST1] Rebuilds slip bets from saved or shared bets and fresh data: every selection from its fresh match,
 * market and outcome (current odds, suspension, availability with the provider statuses, SLIP2); a selection
 * whose match, market or outcome is missing is left out, and a bet left without selections with it. Accepted
 * odds saved in the session are kept, so a price that moved meanwhile shows as changed (TKT2). Stakes as
 * saved (source `sharing` when none was saved) when in the slip `currency`, else 0 with source `sharing`.
 * Ids and bet shapes are settled by the ticket on `betsRestored` (RST4).
 */
export function restoreBets(
  saved: readonly RestorableBet[],
  data: RestoreData,
  currency: SlipCurrency,
): SlipBet[] {
  const matches = new Map(data.matches.map((match) => [match.id, match]));
  const markets = new Map(
    data.markets.map((market) => [`${market.match_id}/${market.id}/${market.specifier}`, market]),
  );
  const bets: SlipBet[] = [];
  saved.forEach((bet, index) => {
    const selections = bet.selections.flatMap((ref) => {
      const match = matches.get(ref.matchId);
      const market = markets.get(`${ref.matchId}/${ref.marketId}/${ref.specifier}`);
      const outcome = market?.outcomes.find((candidate) => candidate.id === ref.outcomeId);
      if (!match || !market || !outcome) return [];
      const fresh = selectionFromOutcome(
        match,
        market,
        outcome,
        data.providerStatuses[match.provider] !== 'inactive',
      );
      const acceptedOdds = ref.acceptedOdds ?? fresh.odds;
      return [
        {
          ...fresh,
          acceptedOdds,
          initialOdds: ref.initialOdds ?? fresh.initialOdds,
          isChanged: fresh.odds !== acceptedOdds,
        },
      ];
    });
    if (selections.length === 0) return;
    const sameCurrency =
      bet.currency === currency.code && (bet.subunits === undefined || bet.subunits === currency.subunits);
    bets.push({
      betId: `restored-${index}`,
      status: 'open',
      stake: sameCurrency ? bet.stake : 0,
      stakeSource: sameCurrency ? (bet.stakeSource ?? 'sharing') : 'sharing',
      currency: currency.code,
      subunits: currency.subunits,
      betType: bet.betType,
      systemType: bet.systemType,
      customOdds: null,
      odds: 0,
      selections,
    });
  });
  return bets;
}
