import type { Player } from '@sportsbook/contract/entities/player';
import type { CallDefinition } from '@sportsbook/contract/http/call';
import { getCompPoints, listStatusGroups } from '@sportsbook/contract/platform/account-calls';
import {
  createSportsbookSession,
  getPlayer,
  listAccounts,
  signIn as signInCall,
  signOut as signOutCall,
} from '@sportsbook/contract/platform/platform-calls';
import { getSettings } from '@sportsbook/contract/sportsbook/settings-calls';
import type { z } from 'zod';
import { ApiCallError, type BrowserRequest, browserCall } from '../api/browser-call';
import { reportError } from '../errors/report';
import { openModal } from '../modals/modal-url';
import { setOddsType } from '../odds/odds-type-store';
import { keptStorage } from '../privacy/consent-store';
import { IS_REGISTERED_KEY } from './session-keys';
import { getSession, isLoggedIn, type SignInReason, updateSession } from './session-store';

/*
 * The player's session in the browser (spec §4 "Auth status", "Loading a player", "Sign-out"). Loaded after
 * hydration with the contract's schemas, off the first load. The Platform API session is the HttpOnly
 * cookie; Sportsbook API calls carry a bearer token from POST /platform/sportsbook_sessions, kept in memory
 * and renewed a minute before it expires.
 */

/** Local storage key of spec §3 "is registered" (its own module, so the first load can read it). */
export { IS_REGISTERED_KEY };

/** A token is renewed when it has less than this left. */
const RENEW_BEFORE_MS = 60_000;

let bearer: { value: string; expiresAt: number } | null = null;
let renewing: Promise<string | undefined> | null = null;
const authListeners = new Set<(userId: number | null) => void>();

/** Calls `listener` when the signed-in player changes (sign-in, sign-out, expiry): the realtime connection restarts. */
export function onPlayerChanged(listener: (userId: number | null) => void): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

function announcePlayer(previous: number | null): void {
  const now = getSession().player?.id ?? null;
  if (now !== previous) for (const listener of authListeners) listener(now);
}

async function renewToken(locale: string): Promise<string | undefined> {
  try {
    const session = await browserCall(createSportsbookSession, { locale });
    bearer = { value: session.token, expiresAt: Date.parse(session.expires_at) };
    return bearer.value;
  } catch (error) {
    bearer = null;
    if (error instanceof ApiCallError && error.status === 401) return undefined;
    if (error instanceof ApiCallError && error.status === 403 && error.code === 'session_limit_reached')
      throw new SessionLimitReachedError();
    throw error;
  }
}

/** Spec §8: POST /sportsbook_sessions answered 403, a session limit is used up. */
export class SessionLimitReachedError extends Error {
  override readonly name = 'SessionLimitReachedError';
  constructor() {
    super('session limit reached');
  }
}

/** Spec §8: the out-of-session-limit dialog and a local sign-out (in every tab of the player). */
function sessionLimitReached(locale: string, playerId: number | null): void {
  void import('../responsible-gambling/session-end')
    .then(({ endSessionOnLimit }) => endSessionOnLimit(locale, 'out-of-session-limit', { playerId }))
    .catch((error: unknown) => reportError(error, { where: 'ending a session on its limit' }));
}

/**
 * Spec §8: any call answered 403 session_limit_reached means the server has ended the session on a session
 * or time limit: the out-of-session-limit dialog and a local sign-out, as for POST /sportsbook_sessions.
 */
function endOnSessionLimit(error: unknown, locale: string): void {
  if (
    error instanceof ApiCallError &&
    error.status === 403 &&
    error.code === 'session_limit_reached' &&
    getSession().status === 'LOGGED_IN'
  )
    sessionLimitReached(locale, getSession().player?.id ?? null);
}

/** The bearer token of the signed-in player (renewed when about to expire); undefined for a visitor. */
export async function bearerToken(locale: string): Promise<string | undefined> {
  if (getSession().status !== 'LOGGED_IN' && getSession().status !== 'PENDING') return undefined;
  if (bearer && bearer.expiresAt - Date.now() > RENEW_BEFORE_MS) return bearer.value;
  renewing ??= renewToken(locale)
    .catch((error: unknown) => {
      if (error instanceof SessionLimitReachedError)
        sessionLimitReached(locale, getSession().player?.id ?? null);
      throw error;
    })
    .finally(() => {
      renewing = null;
    });
  return renewing;
}

function rememberRegistered(): void {
  try {
    keptStorage('local')?.setItem(IS_REGISTERED_KEY, 'true');
  } catch {
    // storage disabled: nothing to remember
  }
}

/**
 * Loads the player (spec §4 "Loading a player"): profile (or the one supplied by sign-in), then a bearer
 * token, accounts and settings together; stores them; applies a player's odds display. A visitor gets the
 * operator's settings.
 */
export async function loadSession(locale: string, supplied?: Player): Promise<void> {
  const previous = getSession().player?.id ?? null;
  updateSession({ status: 'PENDING' });
  let player: Player | null = supplied ?? null;
  try {
    player ??= await browserCall(getPlayer, { locale });
  } catch (error) {
    if (!(error instanceof ApiCallError && error.status === 401))
      reportError(error, { where: 'loading the player' });
    player = null;
  }
  if (!player || !isLoggedIn(player)) {
    bearer = null;
    const settings = await browserCall(getSettings, { locale }).catch((error: unknown) => {
      reportError(error, { where: 'loading visitor settings' });
      return null;
    });
    updateSession({
      status: 'NOT_LOGGED_IN',
      player: null,
      accounts: [],
      settings,
      compPoints: null,
      statusGroups: [],
    });
    announcePlayer(previous);
    return;
  }
  try {
    const token = await renewToken(locale);
    const [accounts, settings, compPoints, statusGroups] = await Promise.all([
      browserCall(listAccounts, { locale, query: { compatibility: 'false' } }),
      browserCall(getSettings, { locale, token }),
      // Spec §8: comp points answering 401 count as empty.
      browserCall(getCompPoints, { locale }).catch((error: unknown) => {
        if (!(error instanceof ApiCallError && error.status === 401))
          reportError(error, { where: 'loading comp points' });
        return null;
      }),
      browserCall(listStatusGroups, { locale }).catch((error: unknown) => {
        reportError(error, { where: 'loading status groups' });
        return [];
      }),
    ]);
    updateSession({
      status: 'LOGGED_IN',
      player,
      accounts: accounts.filter((account) => account.active),
      settings,
      compPoints,
      statusGroups,
    });
    rememberRegistered();
    setOddsType(settings.active_odds_type);
  } catch (error) {
    if (error instanceof SessionLimitReachedError) {
      updateSession({ status: 'NOT_LOGGED_IN', player: null, accounts: [] });
      announcePlayer(previous);
      sessionLimitReached(locale, player.id);
      return;
    }
    reportError(error, { where: 'loading the player' });
    // The profile loaded but the rest did not: signed in, with what could be read.
    updateSession({ status: 'LOGGED_IN', player });
  }
  announcePlayer(previous);
}

/** Signs in with e-mail and password, then loads the player; throws the call's error for the dialog to show. */
export async function signIn(locale: string, email: string, password: string): Promise<void> {
  const player = await browserCall(signInCall, { locale, body: { email, password } });
  updateSession({ signInReason: null });
  await loadSession(locale, player);
}

/**
 * Signs out (spec §4): the server sign-out (its failure reported silently), then the profile and accounts
 * are cleared locally; with `expired`, the sign-in dialog asks the bettor to sign in again.
 */
export async function signOut(
  locale: string,
  options: { expired?: boolean; local?: boolean } = {},
): Promise<void> {
  const previous = getSession().player?.id ?? null;
  bearer = null;
  // `local`: the server has ended the session itself (a session or activity limit, spec §8).
  if (!options.expired && !options.local) {
    await browserCall(signOutCall, { locale }).catch((error: unknown) =>
      reportError(error, { where: 'signing out', silent: true }),
    );
  }
  updateSession({ status: 'NOT_LOGGED_IN', player: null, accounts: [], compPoints: null, statusGroups: [] });
  announcePlayer(previous);
  if (options.expired) promptSignIn('session-expired');
}

/** Opens the sign-in dialog on the product's behalf, saying why. */
export function promptSignIn(reason: SignInReason): void {
  updateSession({ signInReason: reason });
  openModal('sign-in');
}

/**
 * A Sportsbook API call as the signed-in player: with the bearer token; a 401 renews the token and tries
 * once more, and a second 401 signs out and asks to sign in again (spec §7.2, §8).
 */
export async function playerCall<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  request: Omit<BrowserRequest, 'token'>,
): Promise<z.output<R>> {
  const first = await bearerToken(request.locale);
  try {
    return await browserCall(call, { ...request, token: first });
  } catch (error) {
    endOnSessionLimit(error, request.locale);
    if (!(error instanceof ApiCallError && error.status === 401) || !first) throw error;
  }
  bearer = null;
  const renewed = await bearerToken(request.locale);
  try {
    return await browserCall(call, { ...request, token: renewed });
  } catch (error) {
    endOnSessionLimit(error, request.locale);
    if (error instanceof ApiCallError && error.status === 401)
      await signOut(request.locale, { expired: true });
    throw error;
  }
}

/**
 * A Platform API call authenticated by the session cookie (spec §7.1): a 401 means the session is gone, so
 * the player is signed out locally and asked to sign in again (spec §8), a 403 session_limit_reached that a
 * limit ended it; either way the error is rethrown.
 */
export async function sessionCall<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  request: Omit<BrowserRequest, 'token'>,
): Promise<z.output<R>> {
  try {
    return await browserCall(call, request);
  } catch (error) {
    endOnSessionLimit(error, request.locale);
    if (error instanceof ApiCallError && error.status === 401 && getSession().status === 'LOGGED_IN')
      await signOut(request.locale, { expired: true });
    throw error;
  }
}
