import { z } from 'zod';
import { CurrencyCode, Id, MinorUnits, Timestamp } from './common';

/** What became of a payment: credited, declined, or waiting for the provider. */
export const PAYMENT_STATUSES = ['success', 'failed', 'pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A deposit through the sandbox cashier or quick deposit. Card data is never returned beyond the last four digits. */
export const PaymentSchema = z
  .object({
    id: z.number().int().positive(),
    status: z.enum(PAYMENT_STATUSES),
    /** Minor units of `currency`. */
    amount: MinorUnits.positive(),
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    card_last4: z.string().regex(/^\d{4}$/),
    card_brand: z.string().min(1),
    /** Made with the saved card (quick deposit). */
    quick: z.boolean(),
    created_at: Timestamp,
    /** When it succeeded or failed; null while pending. */
    completed_at: Timestamp.nullable(),
    /** Why it failed (`card_declined`); null otherwise. */
    failure_code: z.string().nullable(),
    /** Catalogue key of the result, e.g. `payments.deposit.success`. */
    message_key: z.string().min(1),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * Kinds of wallet movement the reference backend writes: `deposit` (a payment), `bet_stake` (a placed bet's
 * stake, negative), `bet_win` (a settled bet's payout), `bet_refund` (a voided or cancelled bet's stake back),
 * `cashout` (a cashed-out bet's amount), `jackpot_win` (a jackpot level the bet made drop). Read as any string:
 * a newer backend may add kinds.
 */
export const WALLET_TRANSACTION_KINDS = [
  'deposit',
  'bet_stake',
  'bet_win',
  'bet_refund',
  'cashout',
  'jackpot_win',
] as const;
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];

/** One movement of a player's account (spec §2.2 wallet transactions), as its ledger row records it. */
export const WalletTransactionSchema = z
  .object({
    id: Id,
    kind: z
      .string()
      .min(1)
      .meta({ description: WALLET_TRANSACTION_KINDS.join(', ') }),
    /** Minor units of `currency`; negative for a debit. */
    amount: MinorUnits,
    currency: CurrencyCode,
    subunits: z.number().int().positive(),
    /** The account's balance after this movement, in minor units. */
    balance_after: MinorUnits.nonnegative(),
    created_at: Timestamp,
    /** The bet it belongs to (stakes, wins, refunds, cash outs); null otherwise. */
    bet_id: Id.nullable(),
    /** The payment it belongs to (deposits); null otherwise. */
    payment_id: Id.nullable(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;
