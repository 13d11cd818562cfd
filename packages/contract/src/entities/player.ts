import { z } from 'zod';
import { CurrencyCode, MinorUnits } from './common';

/**
 * Player (spec §3, User). `auth_fields_missed` names sign-up fields the player still has to give;
 * `statuses` are status-group ids; `br_identity_check` exists for players served in Brazil.
 */
export const PlayerSchema = z
  .object({
    id: z.number().int().positive(),
    email: z.email().nullable(),
    mobile_phone: z.string().nullable(),
    auth_phone_number: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    nickname: z.string().nullable(),
    language: z.string().min(2),
    currency: CurrencyCode,
    country: z.string().nullable(),
    auth_fields_missed: z.array(z.string()),
    statuses: z.array(z.number().int()),
    br_identity_check: z.object({ pve: z.boolean() }).nullable(),
    created_at: z.iso.datetime({ offset: false }),
    /** Whether the e-mail address was confirmed through the mailed link (a player signs in only once it is). */
    email_confirmed: z.boolean(),
    /** Whether `mobile_phone` was verified with an SMS code (spec §5: may gate betting). */
    phone_verified: z.boolean(),
    /** Date of birth as given at sign-up (`YYYY-MM-DD`), null when the operator does not have it. */
    date_of_birth: z.iso.date().nullable(),
  })
  .meta({ id: 'Player' });
export type Player = z.infer<typeof PlayerSchema>;

/** Account (spec §3): one per currency; `balance` is what is available to bet, in minor units. */
export const AccountSchema = z
  .object({
    id: z.number().int().positive(),
    currency: CurrencyCode,
    balance: MinorUnits.nonnegative(),
    subunits: z.number().int().positive(),
    active: z.boolean(),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof AccountSchema>;
