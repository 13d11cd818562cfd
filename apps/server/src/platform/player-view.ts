import type { Account, Player } from '@sportsbook/contract/entities/player';
import { toIsoUtc } from '../db/time';
import { findCurrency } from './currencies';
import type { AccountRow, PlayerRow } from './player-repository';

/**
 * The fields the operator's sign-up asks for (settings `player_fields`). A signed-in player who lacks one
 * of them gets it in `auth_fields_missed`, and the web client opens the forced dialog of spec §4.
 */
export const SIGN_UP_FIELDS = ['email', 'first_name', 'last_name', 'country'] as const;
type SignUpField = (typeof SIGN_UP_FIELDS)[number];

const FIELD_VALUE: Readonly<Record<SignUpField, (row: PlayerRow) => string | null>> = {
  email: (row) => row.email,
  first_name: (row) => row.firstName,
  last_name: (row) => row.lastName,
  country: (row) => row.country,
};

/** Brazil, where the identity check of spec §1 exists. */
const IDENTITY_CHECK_COUNTRY = 'BR';

/** The wire Player (spec §3, User) of a stored player. */
export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    email: row.email,
    mobile_phone: row.mobilePhone,
    auth_phone_number: row.authPhoneNumber,
    first_name: row.firstName,
    last_name: row.lastName,
    nickname: row.nickname,
    language: row.language,
    currency: row.currency,
    country: row.country,
    auth_fields_missed: SIGN_UP_FIELDS.filter((field) => !FIELD_VALUE[field](row)),
    statuses: row.statuses,
    // The pve flag must reach the client wherever it is set: a pve player may not bet (spec §6).
    br_identity_check: row.country === IDENTITY_CHECK_COUNTRY || row.pve ? { pve: row.pve } : null,
    created_at: toIsoUtc(row.createdAt),
    email_confirmed: row.emailConfirmedAt !== null,
    phone_verified: row.phoneVerifiedAt !== null && row.mobilePhone !== null,
    date_of_birth: row.dateOfBirth,
  };
}

/** The wire Account of a stored account, with its currency's subunits. */
export function toAccount(row: AccountRow): Account {
  const currency = findCurrency(row.currency);
  if (!currency) throw new Error(`account ${row.id} is in ${row.currency}, which the product does not offer`);
  return {
    id: row.id,
    currency: row.currency,
    balance: row.balance,
    subunits: currency.subunits,
    active: row.active,
  };
}
