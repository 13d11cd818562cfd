import { z } from 'zod';
import { CountryCode, CurrencyCode, text } from '../entities/common';
import { CompPointsSchema, StatusGroupSchema } from '../entities/loyalty';
import { PhoneVerificationSchema } from '../entities/phone-verification';
import { AccountSchema, PlayerSchema } from '../entities/player';
import { defineCall } from '../http/call';

/*
 * The signed-in player's own data (spec §7.1): currency, locale, comp points, status groups, phone
 * verification, activity tracking. Every state-changing call here needs the CSRF header (platform-errors.ts).
 */

export const SwitchAccountResponseSchema = z
  .object({
    player: PlayerSchema,
    account: AccountSchema,
  })
  .meta({ id: 'SwitchAccountResponse' });

export const switchAccount = defineCall({
  id: 'switchAccount',
  api: 'platform',
  method: 'POST',
  path: '/player/accounts',
  summary:
    "Makes the player's account in this currency the profile currency (spec §4 currency change). Only a currency the player holds an active account in: 422 no_account_in_currency otherwise (no account is opened, nothing changes), 422 currency_not_offered for a currency not offered here",
  auth: 'session',
  body: z.strictObject({ currency: CurrencyCode }),
  status: 200,
  response: SwitchAccountResponseSchema,
  errorStatuses: [401, 403, 422],
});

/**
 * The sign-up fields a signed-in player may complete later (spec §4 missed auth fields: the forced dialog
 * sends what `auth_fields_missed` names). Only missing fields may be set this way; a field the player already
 * has is refused with 422 field_already_set, so this is no way round identity checks.
 */
export const UpdatePlayerFieldsRequestSchema = z
  .strictObject({
    first_name: text(100, { min: 1, trim: true }).optional(),
    last_name: text(100, { min: 1, trim: true }).optional(),
    nickname: text(50, { min: 1, trim: true }).optional(),
    country: CountryCode.optional(),
    date_of_birth: text(10).optional().meta({ description: 'YYYY-MM-DD, 18 or older' }),
  })
  .meta({ id: 'UpdatePlayerFieldsRequest' });
export type UpdatePlayerFieldsRequest = z.infer<typeof UpdatePlayerFieldsRequestSchema>;

export const updatePlayerFields = defineCall({
  id: 'updatePlayerFields',
  api: 'platform',
  method: 'PATCH',
  path: '/player',
  summary:
    "Completes the signed-in player's missing sign-up fields (spec §4 missed auth fields) and answers the player; 400 with details for a bad value (country_invalid, date_of_birth_invalid, underage), 422 field_already_set",
  auth: 'session',
  body: UpdatePlayerFieldsRequestSchema,
  status: 200,
  response: PlayerSchema,
  errorStatuses: [401, 403, 422],
});

export const updateLocale = defineCall({
  id: 'updateLocale',
  api: 'platform',
  method: 'PATCH',
  path: '/player/update_locale',
  summary:
    "Sets the player's language (mails, notifications); 422 locale_not_supported for a language the product is not served in",
  auth: 'session',
  body: z.strictObject({ locale: text(35, { min: 2 }) }),
  status: 200,
  response: z.object({ language: z.string().min(2) }),
  errorStatuses: [401, 403, 422],
});

export const getCompPoints = defineCall({
  id: 'getCompPoints',
  api: 'platform',
  method: 'GET',
  path: '/player/comp_points',
  summary:
    'Comp points (1 per 10 units of any currency staked) and the programme range; 401 without a session (spec §8: the client treats it as empty)',
  auth: 'session',
  status: 200,
  response: CompPointsSchema,
  errorStatuses: [401],
});

export const listStatusGroups = defineCall({
  id: 'listStatusGroups',
  api: 'platform',
  method: 'GET',
  path: '/player/status_groups',
  summary: "Every status group, marking the player's (spec §6)",
  auth: 'session',
  status: 200,
  response: z.array(StatusGroupSchema),
  errorStatuses: [401],
});

export const getPhone = defineCall({
  id: 'getPhone',
  api: 'platform',
  method: 'GET',
  path: '/player/phone',
  summary: "The player's phone verification state (spec §3)",
  auth: 'session',
  status: 200,
  response: PhoneVerificationSchema,
  errorStatuses: [401],
});

/** Seconds before another verification code may be sent to the same player. */
export const SMS_RESEND_SECONDS = 60;
/** Verification codes a player may be sent per 24 hours. */
export const SMS_PER_DAY = 5;

export const SendPhoneCodeRequestSchema = z
  .strictObject({
    /** E.164 with or without spaces: `+49 151 23456789`. */
    number: text(32, { min: 4 }),
    country: CountryCode,
  })
  .meta({ id: 'SendPhoneCodeRequest' });

export const sendPhoneCode = defineCall({
  id: 'sendPhoneCode',
  api: 'platform',
  method: 'POST',
  path: '/player/phone',
  summary:
    'Saves the number and sends a 6-digit code by SMS (valid 10 minutes, 5 tries); 400 phone_invalid, 429 sms_resend_timeout or sms_limit_reached',
  auth: 'session',
  body: SendPhoneCodeRequestSchema,
  status: 200,
  response: PhoneVerificationSchema,
  errorStatuses: [401, 403, 409, 429],
});

export const verifyPhone = defineCall({
  id: 'verifyPhone',
  api: 'platform',
  method: 'POST',
  path: '/player/phone/verify',
  summary:
    'Verifies the number with the code; 422 phone_code_invalid, phone_code_expired or phone_code_attempts_exceeded (send a new code)',
  auth: 'session',
  body: z.strictObject({ code: z.string().regex(/^\d{6}$/) }),
  status: 200,
  response: PhoneVerificationSchema,
  errorStatuses: [401, 403, 409, 422],
});

export const ActivityTrackSchema = z
  .object({
    /** Active seconds counted in the activity limit's current window (0 without an activity limit). */
    active_seconds: z.number().int().nonnegative(),
    /** Seconds left before the activity limit is reached; null without one. */
    remaining_seconds: z.number().int().nonnegative().nullable(),
    /**
     * When a session or time limit ends the session if the player keeps playing; null without one. The web
     * checks with the server then (the session may have been idle, which does not count).
     */
    session_ends_at: z.iso.datetime({ offset: false }).nullable(),
    /** The reality-check interval in force (null: none): a web that stopped polling on 400 starts again. */
    reality_check_interval_seconds: z.number().int().positive().nullable(),
  })
  .meta({ id: 'ActivityTrack' });

export const trackActivity = defineCall({
  id: 'trackActivity',
  api: 'platform',
  method: 'POST',
  path: '/player/activity_limit_track',
  summary:
    'Counts the last minute as active (the web pings every 60 s); once the activity limit is reached the session ends and the answer is 401 activity_limit_reached (spec §8: sign out locally, show the activity-limit-reached modal); any other 401 is an expired session; 403 session_limit_reached: a session or time limit has ended the session',
  auth: 'session',
  status: 200,
  response: ActivityTrackSchema,
  errorStatuses: [401, 403],
});
