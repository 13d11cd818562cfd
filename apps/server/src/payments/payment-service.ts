import type { Payment, PaymentStatus, WalletTransaction } from '@sportsbook/contract/entities/payment';
import type { Page } from '@sportsbook/contract/http/pagination';
import { TEST_CARDS } from '@sportsbook/contract/platform/payment-calls';
import { userChannel } from '@sportsbook/contract/realtime/channels';
import { fractionDigits } from '@sportsbook/core/locale/formats';
import { pageOf, pageOffset } from '@sportsbook/core/paging/pagination';
import {
  cardBrand,
  cardDigits,
  cardExpired,
  cvcValid,
  luhnValid,
  parseDepositAmount,
} from '@sportsbook/core/payments/cashier-rules';
import { isExclusion, limitsInForce } from '@sportsbook/core/player-limits/limit-changes';
import { checkDeposit } from '@sportsbook/core/player-limits/limit-checks';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { toIsoUtc, toIsoUtcOrNull } from '../db/time';
import { formatMoney } from '../i18n/formats';
import { announceNotifications } from '../notifications/notification-announcer';
import { type NotificationRow, recordNotifications } from '../notifications/notifications';
import { findCurrency } from '../platform/currencies';
import { channelLocales } from '../realtime/channel-locales';
import type { Publisher } from '../realtime/publisher';
import { lockPlayerLimits } from '../responsible-gambling/limit-repository';
import { withMoneyUsage } from '../responsible-gambling/limit-usage';
import { platformError } from '../responsible-gambling/platform-error';
import {
  completePending,
  creditPayment,
  duePendingPayments,
  findActiveAccount,
  findPayment,
  findSavedCard,
  insertPayment,
  listPlayerLedger,
  type PaymentRow,
  playerStatuses,
  saveCard,
} from './payment-repository';

/** What a sandbox card does: `success`, `declined` or `pending` (TEST_CARDS of the contract). */
export type CardBehaviour = 'success' | 'declined' | 'pending';

/** A card that passed its checks: only what may be kept (never the full number). */
export interface CheckedCard {
  readonly last4: string;
  readonly brand: string;
  readonly behaviour: CardBehaviour;
  readonly expiry: string;
}

export interface PaymentsOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly publisher: Publisher;
  readonly contentLocales: readonly string[];
  readonly pendingSeconds: number;
  readonly quickDeposit: { readonly enabled: boolean; readonly statusGroupId: number };
  readonly log: { error(details: Record<string, unknown>, message: string): void };
}

/** The notification of a payment's result (spec §3), written beside it. */
function notePayment(tx: Db, payment: PaymentRow, at: string): Promise<NotificationRow[]> {
  return recordNotifications(
    tx,
    [
      {
        kind: `deposit_${payment.status as PaymentStatus}`,
        playerId: payment.playerId,
        paymentId: payment.id,
        amount: payment.amount,
        currency: payment.currency,
      },
    ],
    at,
  );
}

/**
 * [CARD2][CARD4] Checks a typed card and keeps only its last four digits, brand and sandbox behaviour. The
 * number itself goes no further than this function (never stored, never logged).
 */
export function checkCard(
  input: { card_number: string; expiry: string; cvc: string },
  now: number,
): CheckedCard {
  const digits = cardDigits(input.card_number);
  if (!digits || !luhnValid(digits)) throw platformError(400, 'card_invalid', 'the card number is not valid');
  const brand = cardBrand(digits);
  const expired = cardExpired(input.expiry, now);
  if (expired !== false)
    throw platformError(400, 'card_expired', 'the expiry date is not valid or has passed');
  if (!cvcValid(input.cvc.trim(), brand))
    throw platformError(400, 'cvc_invalid', 'the security code is not valid');
  const behaviour: CardBehaviour =
    digits === TEST_CARDS.success ? 'success' : digits === TEST_CARDS.pending ? 'pending' : 'declined';
  return { last4: digits.slice(-4), brand, behaviour, expiry: input.expiry.trim() };
}

/** A payment on the wire (contract Payment). */
export function presentPayment(row: PaymentRow): Payment {
  const status = row.status as PaymentStatus;
  return {
    id: row.id,
    status,
    amount: row.amount,
    currency: row.currency,
    subunits: findCurrency(row.currency)?.subunits ?? 100,
    card_last4: row.cardLast4,
    card_brand: row.cardBrand,
    quick: row.quick,
    created_at: toIsoUtc(row.createdAt),
    completed_at: toIsoUtcOrNull(row.completedAt),
    failure_code: row.failureCode,
    message_key: `payments.deposit.${status}`,
  };
}

/**
 * Deposits through the sandbox cashier (docs/adr/0010): checks the amount and card, then in ONE transaction
 * that holds the player's row lock (the lock bets and limit changes take) checks exclusions and deposit
 * limits, records the payment and, when it succeeds, credits the account with a `deposit` ledger row.
 * After the commit: balance_changed and a payment notification on the player's private channel. A pending
 * payment is completed by `completeDue` (a background loop, and on reading it), which survives restarts
 * because the state is all in the database.
 */
export class PaymentService {
  constructor(private readonly options: PaymentsOptions) {}

  async deposit(
    playerId: number,
    input: {
      amount: string;
      currency: string;
      card: CheckedCard;
      saveCard: boolean;
      quick: boolean;
      locale: string;
    },
  ): Promise<Payment> {
    const { db, clock } = this.options;
    const currency = findCurrency(input.currency);
    if (!currency)
      throw platformError(422, 'currency_not_offered', `${input.currency} is not a currency offered here`);
    const parsed = parseDepositAmount(input.amount, currency.subunits);
    if (!parsed.ok) {
      const messages = {
        amount_not_positive: 'the amount must be more than 0',
        amount_too_precise: `${currency.code} has ${fractionDigits(currency.subunits)} decimal places at most`,
        amount_too_large: 'the amount is too large',
      };
      throw platformError(400, parsed.problem, messages[parsed.problem]);
    }
    const amount = parsed.minor;
    const now = clock.now();
    const at = new Date(now).toISOString();
    const result = await inTransaction(db, async (tx) => {
      const rows = await lockPlayerLimits(tx, playerId);
      if (!rows) throw platformError(401, 'unauthorized', 'the player of this session no longer exists');
      const account = await findActiveAccount(tx, playerId, currency.code);
      if (!account)
        throw platformError(422, 'currency_not_offered', `there is no active ${currency.code} account`);
      const relevant = limitsInForce(rows, now).filter(
        (limit) => isExclusion(limit.type) || (limit.type === 'deposit' && limit.currency === currency.code),
      );
      const refused = checkDeposit(await withMoneyUsage(tx, playerId, relevant, now), amount, now);
      if (refused?.code === 'deposit_limit_exceeded') {
        const left = formatMoney(refused.left, currency.code, currency.subunits, 'en');
        throw platformError(
          422,
          'deposit_limit_exceeded',
          `this deposit would go over a deposit limit (${left} left)`,
        );
      }
      if (refused)
        throw platformError(403, refused.code, 'deposits are not possible while an exclusion runs');
      const status: PaymentStatus =
        input.card.behaviour === 'success'
          ? 'success'
          : input.card.behaviour === 'pending'
            ? 'pending'
            : 'failed';
      const payment = await insertPayment(tx, {
        playerId,
        accountId: account.id,
        amount,
        currency: currency.code,
        status,
        cardLast4: input.card.last4,
        cardBrand: input.card.brand,
        quick: input.quick,
        createdAt: at,
        completesAt:
          status === 'pending' ? new Date(now + this.options.pendingSeconds * 1000).toISOString() : null,
        completedAt: status === 'pending' ? null : at,
        failureCode: status === 'failed' ? 'card_declined' : null,
        locale: input.locale,
      });
      const balance = status === 'success' ? await creditPayment(tx, payment, at) : null;
      // Only a card that paid (or is paying) is kept for quick deposit: a declined one would only fail again.
      if (input.saveCard && !input.quick && status !== 'failed')
        await saveCard(tx, { playerId, ...input.card, updatedAt: at });
      return { payment, balance, notified: await notePayment(tx, payment, at) };
    });
    await this.#publish(result.payment, result.balance, result.notified);
    return presentPayment(result.payment);
  }

  /** Quick deposit (spec §2.5): the feature flag and the test status group, then the saved card. */
  async quickDeposit(
    playerId: number,
    input: { amount: string; currency: string; locale: string },
  ): Promise<Payment> {
    const { db, quickDeposit, clock } = this.options;
    const statuses = await playerStatuses(db, playerId);
    if (!quickDeposit.enabled || !statuses.includes(quickDeposit.statusGroupId))
      throw platformError(403, 'quick_deposit_unavailable', 'quick deposit is not available to this player');
    const card = await findSavedCard(db, playerId);
    if (!card)
      throw platformError(422, 'no_saved_card', 'there is no saved card: make a deposit with a card first');
    if (cardExpired(card.expiry, clock.now()) !== false)
      throw platformError(400, 'card_expired', 'the saved card has expired: make a deposit with a new card');
    return this.deposit(playerId, {
      ...input,
      card: {
        last4: card.last4,
        brand: card.brand,
        behaviour: card.behaviour as CardBehaviour,
        expiry: card.expiry,
      },
      saveCard: false,
      quick: true,
    });
  }

  /** One of the player's payments; a pending one that is due completes first. */
  /**
   * The player's own wallet transactions (spec §2.2 profile/wallet/transactions): their accounts' ledger,
   * newest first, a page at a time; a page past the end is empty with the true total.
   */
  async transactions(
    playerId: number,
    query: { page: number; limit: number; currency?: string | undefined },
  ): Promise<Page<WalletTransaction>> {
    const { rows, total } = await listPlayerLedger(this.options.db, {
      playerId,
      currency: query.currency,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    const page = pageOf(total, query.page, query.limit);
    return {
      data: rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        amount: row.amount,
        currency: row.currency,
        subunits: findCurrency(row.currency)?.subunits ?? 100,
        balance_after: row.balanceAfter,
        created_at: toIsoUtc(row.createdAt),
        bet_id: row.betId,
        payment_id: row.paymentId,
      })),
      pagination: { total: page.total, page: page.page, limit: page.limit, last_page: page.lastPage },
    };
  }

  async get(playerId: number, id: number): Promise<Payment> {
    const row = await findPayment(this.options.db, playerId, id);
    if (!row) throw platformError(404, 'payment_not_found', `payment ${id} not found`);
    if (
      row.status === 'pending' &&
      row.completesAt &&
      Date.parse(toIsoUtc(row.completesAt)) <= this.options.clock.now()
    )
      await this.#complete(row.id);
    const fresh = (await findPayment(this.options.db, playerId, id)) ?? row;
    return presentPayment(fresh);
  }

  /** Completes every pending payment that is due (the background loop calls this). Returns how many. */
  async completeDue(): Promise<number> {
    const at = new Date(this.options.clock.now()).toISOString();
    let done = 0;
    for (const id of await duePendingPayments(this.options.db, at)) if (await this.#complete(id)) done += 1;
    return done;
  }

  async #complete(id: number): Promise<boolean> {
    const at = new Date(this.options.clock.now()).toISOString();
    const result = await inTransaction(this.options.db, async (tx) => {
      const payment = await completePending(tx, id, at);
      if (!payment) return null;
      const balance = await creditPayment(tx, payment, at);
      return { payment, balance, notified: await notePayment(tx, payment, at) };
    });
    if (!result) return false;
    await this.#publish(result.payment, result.balance, result.notified);
    return true;
  }

  /**
   * balance_changed (when credited), in every locale someone listens in, then the payment's notification of the
   * notification centre (`notification` and `unread_counters_changed`).
   */
  async #publish(
    payment: PaymentRow,
    balance: number | null,
    notified: readonly NotificationRow[],
  ): Promise<void> {
    const { publisher, contentLocales, log } = this.options;
    const subunits = findCurrency(payment.currency)?.subunits ?? 100;
    if (balance !== null) {
      for (const locale of channelLocales(contentLocales)) {
        const channel = userChannel(locale, payment.playerId);
        if (!publisher.hasSubscribers(channel)) continue;
        try {
          await publisher.publish(channel, {
            event: 'balance_changed',
            payload: { currency: payment.currency, balance, subunits },
          });
        } catch (error) {
          log.error({ err: error, channel }, 'a payment publication failed');
        }
      }
    }
    await announceNotifications(this.options, notified);
  }
}
