import { z } from 'zod';
import { text } from '../entities/common';
import { AccountSchema, PlayerSchema } from '../entities/player';
import { defineCall } from '../http/call';

/** The session cookie the Platform API sets on sign-in (HttpOnly, SameSite, Secure over https). */
export const SESSION_COOKIE = 'sb_session';

/** App header of spec §7.1 ('sportsbook'), and the versioned Accept the platform calls send. */
export const PLATFORM_APP_HEADER = 'x-app';
export const PLATFORM_APP_NAME = 'sportsbook';
export const PLATFORM_ACCEPT = 'application/vnd.platform.v1+json';

export const SignInRequestSchema = z
  .strictObject({
    email: text(254, { min: 3, trim: true }),
    password: text(256, { min: 1 }),
  })
  .meta({ id: 'SignInRequest' });

export const signIn = defineCall({
  id: 'signIn',
  api: 'platform',
  method: 'POST',
  path: '/users/sign_in',
  summary:
    'Signs in with e-mail and password; sets the session cookie and returns the player. 401 invalid_credentials or unconfirmed (right password, e-mail not confirmed), 423 locked (5 failed attempts: until unlocked by mail or 30 minutes pass), 403 country_blocked or activity_limit_reached, 429',
  auth: 'none',
  body: SignInRequestSchema,
  status: 200,
  response: PlayerSchema,
  errorStatuses: [401, 403, 423, 429],
});

export const signOut = defineCall({
  id: 'signOut',
  api: 'platform',
  method: 'DELETE',
  path: '/users/sign_out',
  summary:
    'Revokes the session (and every bearer token issued for it) and clears the cookie; succeeds without a session too',
  auth: 'none',
  status: 204,
  response: z.undefined(),
  errorStatuses: [],
});

export const getPlayer = defineCall({
  id: 'getPlayer',
  api: 'platform',
  method: 'GET',
  path: '/player',
  summary: 'The signed-in player',
  auth: 'session',
  status: 200,
  response: PlayerSchema,
  errorStatuses: [401],
});

export const listAccounts = defineCall({
  id: 'listAccounts',
  api: 'platform',
  method: 'GET',
  path: '/player/accounts',
  summary: "The player's active accounts, one per currency",
  auth: 'session',
  query: z.strictObject({ compatibility: z.enum(['true', 'false']).optional() }),
  status: 200,
  response: z.array(AccountSchema),
  errorStatuses: [401],
});

export const SportsbookSessionSchema = z
  .object({
    token: z.string().min(1).meta({ description: 'Bearer token for the Sportsbook API and realtime' }),
    expires_at: z.iso.datetime({ offset: false }),
  })
  .meta({ id: 'SportsbookSession' });
export type SportsbookSession = z.infer<typeof SportsbookSessionSchema>;

export const createSportsbookSession = defineCall({
  id: 'createSportsbookSession',
  api: 'platform',
  method: 'POST',
  path: '/sportsbook_sessions',
  summary:
    'Starts (or continues) the sportsbook session of the signed-in player and answers a bearer token that never outlives a session or time limit; 403 session_limit_reached when one is used up (spec §8: out-of-session-limit modal, local sign-out)',
  auth: 'session',
  status: 201,
  response: SportsbookSessionSchema,
  errorStatuses: [401, 403],
});
