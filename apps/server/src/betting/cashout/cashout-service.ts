import type { Bet } from '@sportsbook/contract/entities/bet';
import { OddsAcceptModeSchema } from '@sportsbook/contract/entities/settings';
import type { CashoutErrorSchema } from '@sportsbook/contract/sportsbook/bet-calls';
import { acceptCashout, type CashoutBet, isCashoutType } from '@sportsbook/core/settlement/cashout';
import type { OddsAcceptMode } from '@sportsbook/core/ticket/odds-accept-mode';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/in-transaction';
import { ApiError } from '../../http/api-error';
import { announceNotifications } from '../../notifications/notification-announcer';
import { type NotificationRow, recordNotifications } from '../../notifications/notifications';
import { findCurrency } from '../../platform/currencies';
import { type BetRow, presentBet } from '../bet-presenter';
import { findPlayerBet, loadBetsByIds, loadLiveLines, loadSelections } from '../bet-repository';
import { type BettingContext, contentLocaleOf, FEED_RETRY_AFTER_SECONDS } from '../betting-context';
import { loadBettor } from '../betting-repository';
import { JsonAnswer } from '../http/betting-errors';
import { PlayerPublications } from '../player-publications';
import { claimForCashout, payCashout } from './cashout-repository';
import { currentCashout, lineOf } from './cashout-values';

/** Refusal codes of POST /bets/cashout, with their HTTP status and message key. */
export const CASHOUT_REFUSALS = {
  /** No bet of the caller's has that id. */
  bet_not_found: { status: 404, messageKey: 'error.cashout.bet_not_found' },
  /** Never for this bet type (systems, custom bets: CSH1). */
  cashout_not_offered: { status: 422, messageKey: 'error.cashout.not_offered' },
  /** Not now: the bet is no longer open, or a selection is suspended or not bettable (CSH2). */
  cashout_unavailable: { status: 409, messageKey: 'error.cashout.unavailable' },
  /** The value moved beyond what the player's odds acceptance mode accepts (CSH5). */
  cashout_value_changed: { status: 409, messageKey: 'error.cashout.value_changed' },
} as const;
export type CashoutRefusalCode = keyof typeof CASHOUT_REFUSALS;

type CashoutError = z.infer<typeof CashoutErrorSchema>;

/** A refused cash out: the contract's CashoutError body with the bet's value now. */
function refused(code: CashoutRefusalCode, message: string, toCashout: number | null): JsonAnswer {
  const { status, messageKey } = CASHOUT_REFUSALS[code];
  const body: CashoutError = { error: { code, message, message_key: messageKey, to_cashout: toCashout } };
  return new JsonAnswer(status, JSON.stringify(body));
}

/** What one cash-out transaction did: the bet it paid and the account's balance after. */
interface Paid {
  readonly bet: BetRow;
  readonly balance: number;
  /** The cash out's notification (spec §3), written beside the payment. */
  readonly notified: readonly NotificationRow[];
}

/**
 * Cashes out a player's open bet (POST /api/v3/bets/cashout). In ONE transaction: claim the bet (open →
 * cashout_in_progress, a conditional update: of two requests at once only one claims it), value it at the
 * book's current prices (core CSH1–CSH4), accept the value the bettor asked for under their odds
 * acceptance mode (CSH5), then pay it: cashed_out with result cashed_out and win_amount the amount, the
 * account credited, a `cashout` ledger row, status history. A refusal rolls the claim back. After the
 * commit the bet and the balance go out on the player's private channel.
 */
export class CashoutService {
  readonly #context: BettingContext;
  readonly #publications: PlayerPublications;

  constructor(context: BettingContext) {
    this.#context = context;
    this.#publications = new PlayerPublications(context);
  }

  async cashout(command: {
    readonly playerId: number;
    readonly betId: number;
    readonly requested: number;
    readonly locale: string;
  }): Promise<Bet> {
    const { db, clock } = this.#context;
    // A cash-out value follows the live prices: none is paid while they are not current.
    const paused = this.#context.feed.bettingPausedBecause();
    if (paused !== undefined) throw ApiError.bettingPaused(paused, FEED_RETRY_AFTER_SECONDS);
    const bettor = await loadBettor(db, command.playerId);
    if (!bettor) throw ApiError.unauthorized('the player of this token no longer exists');
    const parsed = OddsAcceptModeSchema.safeParse(bettor.oddsAcceptMode);
    const mode = parsed.success ? parsed.data : this.#context.defaultOddsAcceptMode;
    const at = new Date(clock.now()).toISOString();
    const paid = await inTransaction(db, (tx) => this.#pay(tx, command, mode, at));
    const locale = contentLocaleOf(this.#context, command.locale);
    const { bets, selections } = await loadBetsByIds(db, [paid.bet.id]);
    const bet = bets[0] ?? paid.bet;
    const present = (inLocale: string) => presentBet(bet, selections.get(bet.id) ?? [], inLocale);
    await this.#publications.publish(command.playerId, (inLocale) => [
      {
        event: 'balance_changed',
        payload: {
          currency: bet.currency,
          balance: paid.balance,
          subunits: findCurrency(bet.currency)?.subunits ?? 100,
        },
      },
      { event: 'bet_changed', payload: { bet: present(inLocale) } },
    ]);
    await announceNotifications(this.#context, paid.notified);
    return present(locale);
  }

  async #pay(
    tx: Db,
    command: { playerId: number; betId: number; requested: number },
    mode: OddsAcceptMode,
    at: string,
  ): Promise<Paid> {
    const claimed = await claimForCashout(tx, { betId: command.betId, playerId: command.playerId, at });
    if (!claimed) {
      const bet = await findPlayerBet(tx, command.playerId, command.betId);
      if (!bet) throw refused('bet_not_found', `you have no bet ${command.betId}`, null);
      throw refused(
        'cashout_unavailable',
        `bet ${bet.id} is ${bet.status}: only open bets can be cashed out`,
        null,
      );
    }
    if (!isCashoutType(claimed.type as CashoutBet['type']))
      throw refused('cashout_not_offered', `a ${claimed.type} bet cannot be cashed out`, null);
    const selections = (await loadSelections(tx, [claimed.id])).get(claimed.id) ?? [];
    const lines = await loadLiveLines(tx, selections.filter((s) => s.result === 'no_results').map(lineOf));
    // Valued as an open bet: the claim only moved its status.
    const value = currentCashout({ ...claimed, status: 'waiting_results' }, selections, lines);
    const verdict = acceptCashout(command.requested, value, mode);
    if ('refused' in verdict) {
      const message =
        verdict.refused === 'cashout_unavailable'
          ? `bet ${claimed.id} cannot be cashed out now: a selection is suspended, decided against it, or not bettable`
          : `bet ${claimed.id} is worth ${verdict.current} now, not ${command.requested} (odds acceptance "${mode}")`;
      throw refused(verdict.refused, message, verdict.current);
    }
    const payment = await payCashout(tx, { betId: claimed.id, amount: verdict.accepted, at });
    if (!payment) throw new Error(`bet ${claimed.id} was claimed but could not be paid`);
    const notified = await recordNotifications(
      tx,
      [
        {
          kind: 'bet_cashed_out',
          playerId: command.playerId,
          betId: claimed.id,
          amount: verdict.accepted,
          currency: claimed.currency,
        },
      ],
      at,
    );
    return { bet: claimed, balance: payment.balance, notified };
  }
}
