import type { RealtimeEvent } from '@sportsbook/contract/realtime/events';
import {
  type BetSettlementResult,
  type BetToSettle,
  settleBet,
} from '@sportsbook/core/settlement/bet-payout';
import type { SelectionResult } from '@sportsbook/core/settlement/selection-results';
import { parseSystemId } from '@sportsbook/core/ticket/system-bets';
import { inTransaction } from '../../db/in-transaction';
import { type FinalMatchState, finalStateOfRow } from '../../feed/simulator/final-state';
import { announceNotifications } from '../../notifications/notification-announcer';
import { type NotificationDraft, recordNotifications } from '../../notifications/notifications';
import { findCurrency } from '../../platform/currencies';
import { type BetRow, type BetSelectionRow, presentBet } from '../bet-presenter';
import { loadBetsByIds } from '../bet-repository';
import type { BettingContext } from '../betting-context';
import { PlayerPublications } from '../player-publications';
import { bonusPayout, giveFreebetsBack } from './bonus-settlement';
import { outcomeResult } from './outcome-results';
import {
  type BetSettlementWrite,
  loadCompletedBets,
  loadDecidedMatches,
  type OpenSelectionRow,
  openSelectionsOn,
  resolveSelections,
  type SelectionResolution,
  type SettledBetRow,
  selectionsToDecide,
  settleBets,
} from './settlement-repository';

/** What a settlement run did. */
export interface SettlementReport {
  /** Selections whose result was recorded. */
  readonly selections: number;
  /** Bets settled (status done, paid). */
  readonly bets: number;
}

/** Market status of a cancelled market (spec §4, the feed's -4): its selections are cancelled. */
const CANCELLED_LINE = -4;

/** What a settled bet pays is recorded as: a payout, or the stake back. */
function ledgerKindOf(result: SelectionResult, winAmount: number): BetSettlementWrite['ledgerKind'] {
  if (winAmount <= 0) return null;
  return result === 'refund_entire' || result === 'canceled' ? 'bet_refund' : 'bet_win';
}

/** A stored bet and its decided selections, as core settles it (STL3–STL9). */
export function betToSettle(bet: BetRow, selections: readonly BetSelectionRow[]): BetToSettle {
  const system = bet.systemId ? parseSystemId(bet.systemId) : undefined;
  return {
    type: bet.type as BetToSettle['type'],
    stake: bet.stake,
    odds: bet.odds,
    potentialWin: bet.potentialWin,
    legs: [...selections]
      .sort((a, b) => a.position - b.position)
      .map((s) => ({ result: s.result as SelectionResult, odds: s.acceptedOdds })),
    ...(system ? { system } : {}),
    ...(bet.customOdds !== null ? { customOdds: bet.customOdds } : {}),
  };
}

/**
 * The notification of a settled bet (spec §3), by its result: won (what it paid), lost in full (its stake), lost
 * in part (what came back), void (the stake back to the balance, or a free bet back to the bonuses).
 */
function settledNotice(
  row: SettledBetRow,
  result: BetSettlementResult | undefined,
  stake: number,
  freebetBack: number,
): NotificationDraft {
  const common = { playerId: row.playerId, betId: row.betId, currency: row.currency };
  switch (result) {
    case 'canceled':
    case 'refund_entire':
      return freebetBack > 0 && row.winAmount === 0
        ? { ...common, kind: 'bet_void_freebet', amount: freebetBack }
        : { ...common, kind: 'bet_void', amount: row.winAmount };
    case 'refund_half_lose_other':
      return { ...common, kind: 'bet_half_lost', amount: row.winAmount };
    case 'lose_entire':
      return { ...common, kind: 'bet_lost', amount: stake };
    default:
      return row.winAmount > 0
        ? { ...common, kind: 'bet_won', amount: row.winAmount }
        : { ...common, kind: 'bet_lost', amount: stake };
  }
}

/**
 * Settles bets (spec §4): when a match is decided, every undecided selection on it gets its result from how
 * the match ended (outcome-results.ts; a market that cannot be decided, or was cancelled, is cancelled);
 * every open bet whose selections are then all decided is settled (core STL rules): result, payout credited
 * to its account with a ledger row, status waiting_results → ready_to_process → done by the system, all in
 * the SAME transaction. Then bet_changed (and balance_changed) go out on the players' private channels.
 *
 * Idempotent: only undecided selections and open bets are written (conditional updates), so a bet is never
 * settled twice, a cashed-out bet never settled, and running it again does nothing.
 */
export class SettlementService {
  readonly #context: BettingContext;
  readonly #publications: PlayerPublications;

  constructor(context: BettingContext) {
    this.#context = context;
    this.#publications = new PlayerPublications(context);
  }

  /** Settles what the feed decided in a tick, from the matches' final states as the simulator holds them. */
  async settleDecided(finals: readonly FinalMatchState[]): Promise<SettlementReport> {
    if (finals.length === 0) return { selections: 0, bets: 0 };
    const byMatch = new Map(finals.map((final) => [final.matchId, final]));
    const open = await openSelectionsOn(this.#context.db, [...byMatch.keys()]);
    return this.#settle(open, byMatch, false);
  }

  /**
   * Settles everything that can be settled now, from the stored rows: at start-up (what a stopped server
   * left), and now and then (markets cancelled, a settlement interrupted). Selections of a match that no
   * longer exists are cancelled.
   */
  async settleOutstanding(): Promise<SettlementReport> {
    const { db } = this.#context;
    const open = await selectionsToDecide(db);
    const decidedIds = [...new Set(open.filter((s) => s.matchStatus !== null).map((s) => s.matchId))];
    const rows = await loadDecidedMatches(db, decidedIds);
    const finals = new Map(rows.map(({ row, sportKey }) => [row.id, finalStateOfRow(row, sportKey)]));
    return this.#settle(open, finals, true);
  }

  async #settle(
    open: readonly OpenSelectionRow[],
    finals: ReadonlyMap<number, FinalMatchState>,
    everyCompletedBet: boolean,
  ): Promise<SettlementReport> {
    const resolutions: SelectionResolution[] = open.flatMap((selection) => {
      const final = finals.get(selection.matchId);
      if (selection.matchStatus === null || selection.lineStatus === CANCELLED_LINE)
        return [{ id: selection.id, result: 'canceled', matchStatus: final?.status ?? null }];
      if (!final) return [];
      return [
        {
          id: selection.id,
          result: outcomeResult(final, selection, selection.outcomeId),
          matchStatus: final.status,
        },
      ];
    });
    if (resolutions.length === 0 && !everyCompletedBet) return { selections: 0, bets: 0 };
    const at = new Date(this.#context.clock.now()).toISOString();
    const { touched, settled, notified } = await inTransaction(this.#context.db, async (tx) => {
      const touchedBets = await resolveSelections(tx, resolutions);
      const completed = await loadCompletedBets(tx, everyCompletedBet ? undefined : touchedBets);
      const freebetsBack = new Map<number, number>();
      const writes = completed.map(({ bet, selections }) => {
        const settlement = settleBet(betToSettle(bet, selections));
        const { cash, freebetBack } = bonusPayout(bet, settlement.winAmount, settlement.result);
        if (freebetBack > 0) freebetsBack.set(bet.id, freebetBack);
        return {
          betId: bet.id,
          result: settlement.result,
          winAmount: cash,
          ledgerKind: ledgerKindOf(settlement.result, cash),
        };
      });
      const settledRows = await settleBets(tx, writes, at);
      const resultOf = new Map(writes.map((write) => [write.betId, write.result]));
      const stakeOf = new Map(completed.map(({ bet }) => [bet.id, bet.stake]));
      const notified = await recordNotifications(
        tx,
        settledRows.map((row) =>
          settledNotice(
            row,
            resultOf.get(row.betId),
            stakeOf.get(row.betId) ?? 0,
            freebetsBack.get(row.betId) ?? 0,
          ),
        ),
        at,
      );
      // Only bets this statement settled give a freebet back (a bet settled before is left alone).
      const betsById = new Map(completed.map(({ bet }) => [bet.id, bet]));
      await giveFreebetsBack(
        tx,
        settledRows.flatMap((row) => {
          const bet = betsById.get(row.betId);
          const amount = freebetsBack.get(row.betId) ?? 0;
          return bet && amount > 0 ? [{ bet, amount }] : [];
        }),
        this.#context.clock.now(),
      );
      return {
        touched: new Set([...touchedBets, ...settledRows.map((row) => row.betId)]),
        settled: settledRows,
        notified,
      };
    });
    await this.#publish([...touched], settled);
    await announceNotifications(this.#context, notified);
    return { selections: resolutions.length, bets: settled.length };
  }

  /**
   * After the commit: bet_changed for every bet a selection of which was decided (settled or not), and
   * balance_changed for every account credited, to the players who listen.
   */
  async #publish(betIds: readonly number[], settled: readonly SettledBetRow[]): Promise<void> {
    if (betIds.length === 0) return;
    const { db } = this.#context;
    const { bets, selections } = await loadBetsByIds(db, betIds);
    const byPlayer = new Map<number, BetRow[]>();
    for (const bet of bets) byPlayer.set(bet.playerId, [...(byPlayer.get(bet.playerId) ?? []), bet]);
    for (const [playerId, playerBets] of byPlayer) {
      const locales = this.#publications.listening(playerId);
      if (locales.length === 0) continue;
      const balances = new Map<string, number>();
      for (const row of settled)
        if (row.playerId === playerId && row.balance !== null) balances.set(row.currency, row.balance);
      await this.#publications.publish(
        playerId,
        (locale) => {
          const events: RealtimeEvent[] = [...balances].map(([currency, balance]) => ({
            event: 'balance_changed',
            payload: { currency, balance, subunits: findCurrency(currency)?.subunits ?? 100 },
          }));
          for (const bet of playerBets)
            events.push({
              event: 'bet_changed',
              payload: { bet: presentBet(bet, selections.get(bet.id) ?? [], locale) },
            });
          return events;
        },
        locales,
      );
    }
  }
}
