import { MAX_AFFILIATE_TAG_LENGTH, sanitizeAffiliateTag } from '@sportsbook/core/privacy/affiliate-tags';
import { z } from 'zod';
import { CountryCode, CurrencyCode, Timestamp, text } from '../entities/common';
import { defineCall } from '../http/call';

/*
 * Accounts of the Platform API (spec §2.1 auth pages, §2.2 modals, §7.1): sign-up, e-mail confirmation,
 * unlock, password reset and change, confirm password. Decisions in docs/adr/0010. Calls that could tell
 * whether an e-mail is registered answer the same whatever it is (201 or 202 with the same body).
 */

/** Answer of calls that only say "if that address is registered, a mail is on its way". */
export const AcceptedSchema = z.object({ status: z.literal('accepted') }).meta({ id: 'Accepted' });
export type Accepted = z.infer<typeof AcceptedSchema>;

const Email = text(254, { min: 1, trim: true });
/** Form fields are checked by the server, which answers every problem at once in `error.details[]` with codes. */
const Password = text(256);
/**
 * An affiliate tag of spec §9 as the server stores it: core's AFF2 rule, so a tag with markup, quotes, spaces,
 * controls or an active scheme, or over 200 characters, or not text at all, is dropped. The sign-up goes
 * through without it and nothing of it is stored: a junk tracking tag never costs a bettor their sign-up.
 */
const AffiliateTag = text(MAX_AFFILIATE_TAG_LENGTH, { trim: true })
  .transform((value) => sanitizeAffiliateTag(value))
  .optional()
  .catch(undefined)
  .meta({
    description:
      'Affiliate tag (1-200 letters, digits and . _ ~ : @ + = , | / * ! $ -); any other value is dropped, not refused',
  });

/**
 * Sign-up (spec §2.1 /users/sign-up). Password: at least 10 characters, not all of one kind (letters, digits,
 * other), not the e-mail, not a well-known password, equal to `password_confirmation` (core PWD rules).
 * Currency: one the operator offers (settings `currencies`). Country: ISO 3166-1 alpha-2. Date of birth:
 * `YYYY-MM-DD`, 18 or older. `terms_accepted` must be true. Affiliate tags of spec §9 are stored with the
 * player; `locale` is the language of mails and of the player (default: the request's language).
 */
export const SignUpRequestSchema = z
  .strictObject({
    email: Email,
    password: Password,
    password_confirmation: Password,
    currency: CurrencyCode,
    country: CountryCode,
    date_of_birth: text(10).meta({ description: 'YYYY-MM-DD' }),
    terms_accepted: z.boolean(),
    first_name: text(100, { min: 1, trim: true }).optional(),
    last_name: text(100, { min: 1, trim: true }).optional(),
    nickname: text(50, { min: 1, trim: true }).optional(),
    locale: text(35, { min: 2 }).optional(),
    ctag: AffiliateTag.optional(),
    btag: AffiliateTag.optional(),
    stag: AffiliateTag.optional(),
    qtag: AffiliateTag.optional(),
    gclid: AffiliateTag.optional(),
  })
  .meta({ id: 'SignUpRequest' });
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

/**
 * The same for a new and an already registered e-mail: check your mailbox. `confirmation_required` is the
 * operator's setting: true, the player signs in only after following the mailed link; false, they may sign in
 * (and deposit and bet) at once, and the web does so with the credentials just typed.
 */
export const SignUpResponseSchema = z
  .object({ email: z.string(), confirmation_required: z.boolean() })
  .meta({ id: 'SignUpResponse' });
export type SignUpResponse = z.infer<typeof SignUpResponseSchema>;

export const signUp = defineCall({
  id: 'signUp',
  api: 'platform',
  method: 'POST',
  path: '/users',
  summary:
    "Signs up: creates the player and an account in the chosen currency, mails a confirmation link; does not sign in. An e-mail already registered gets the same answer (its owner is mailed instead). confirmation_required: whether sign-in waits for the confirmed e-mail (the operator's setting)",
  auth: 'none',
  body: SignUpRequestSchema,
  status: 201,
  response: SignUpResponseSchema,
  errorStatuses: [403, 429],
});

export const EmailRequestSchema = z.strictObject({ email: Email }).meta({ id: 'EmailRequest' });

export const resendConfirmation = defineCall({
  id: 'resendConfirmation',
  api: 'platform',
  method: 'POST',
  path: '/users/confirmation',
  summary: 'Mails a new confirmation link if the e-mail is registered and not confirmed; always 202',
  auth: 'none',
  body: EmailRequestSchema,
  status: 202,
  response: AcceptedSchema,
  errorStatuses: [429],
});

/** The e-mail a token was for, so the page can offer to sign in with it. */
export const TokenResultSchema = z.object({ email: z.string() }).meta({ id: 'TokenResult' });

export const confirmEmail = defineCall({
  id: 'confirmEmail',
  api: 'platform',
  method: 'GET',
  path: '/users/confirmation',
  summary:
    'Confirms the e-mail with the mailed token (single use, 24 hours); 422 token_invalid or token_expired. Does not sign in',
  auth: 'none',
  query: z.strictObject({ confirmation_token: text(200, { min: 1 }) }),
  status: 200,
  response: TokenResultSchema,
  errorStatuses: [422, 429],
});

export const resendUnlock = defineCall({
  id: 'resendUnlock',
  api: 'platform',
  method: 'POST',
  path: '/users/unlock',
  summary:
    'Mails a new unlock link if the e-mail is registered and locked; always 202. 403 user_unlock_disabled when the operator turned the user-unlock feature off',
  auth: 'none',
  body: EmailRequestSchema,
  status: 202,
  response: AcceptedSchema,
  errorStatuses: [403, 429],
});

export const unlockAccount = defineCall({
  id: 'unlockAccount',
  api: 'platform',
  method: 'GET',
  path: '/users/unlock',
  summary:
    'Unlocks the account with the mailed token (single use, 24 hours); 422 token_invalid or token_expired; 403 user_unlock_disabled when the operator turned the user-unlock feature off. Does not sign in',
  auth: 'none',
  query: z.strictObject({ unlock_token: text(200, { min: 1 }) }),
  status: 200,
  response: TokenResultSchema,
  errorStatuses: [403, 422, 429],
});

export const requestPasswordReset = defineCall({
  id: 'requestPasswordReset',
  api: 'platform',
  method: 'POST',
  path: '/users/password',
  summary: 'Mails a password reset link (1 hour, single use) if the e-mail is registered; always 202',
  auth: 'none',
  body: EmailRequestSchema,
  status: 202,
  response: AcceptedSchema,
  errorStatuses: [429],
});

export const ResetPasswordRequestSchema = z
  .strictObject({
    reset_password_token: text(200, { min: 1 }),
    password: Password,
    password_confirmation: Password,
  })
  .meta({ id: 'ResetPasswordRequest' });

export const resetPassword = defineCall({
  id: 'resetPassword',
  api: 'platform',
  method: 'PUT',
  path: '/users/password',
  summary:
    'Sets a new password with the mailed token; ends every session of the player, unlocks the account and confirms the e-mail. Does not sign in. 400 with details for a weak or mismatched password, 422 token_invalid or token_expired',
  auth: 'none',
  body: ResetPasswordRequestSchema,
  status: 200,
  response: TokenResultSchema,
  errorStatuses: [422, 429],
});

export const ChangePasswordRequestSchema = z
  .strictObject({
    current_password: text(256, { min: 1 }),
    password: Password,
    password_confirmation: Password,
  })
  .meta({ id: 'ChangePasswordRequest' });

export const changePassword = defineCall({
  id: 'changePassword',
  api: 'platform',
  method: 'PATCH',
  path: '/users/password',
  summary:
    "Changes the signed-in player's password; ends the player's other sessions. 422 password_invalid when the current password is wrong",
  auth: 'session',
  body: ChangePasswordRequestSchema,
  status: 204,
  response: z.undefined(),
  errorStatuses: [401, 403, 422, 429],
});

/** How long a password confirmation token lasts, in seconds: 5 minutes. */
export const PASSWORD_CONFIRMATION_TTL_SECONDS = 300;

export const PasswordConfirmationSchema = z
  .object({
    /** Send it as `password_confirmation_token` with a sensitive change (raising or removing a limit, an exclusion). */
    password_confirmation_token: z.string().min(1),
    expires_at: Timestamp,
  })
  .meta({ id: 'PasswordConfirmation' });
export type PasswordConfirmation = z.infer<typeof PasswordConfirmationSchema>;

export const confirmPassword = defineCall({
  id: 'confirmPassword',
  api: 'platform',
  method: 'POST',
  path: '/users/password/confirm',
  summary:
    'Re-authenticates the signed-in player (spec §2.2 confirm password modal) and answers a token, valid 5 minutes for this session, that sensitive changes require; 422 password_invalid',
  auth: 'session',
  body: z.strictObject({ password: text(256, { min: 1 }) }),
  status: 200,
  response: PasswordConfirmationSchema,
  errorStatuses: [401, 403, 422, 429],
});
