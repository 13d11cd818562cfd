import { z } from 'zod';
import { CurrencyCode, MinorUnits, Timestamp } from './common';

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
