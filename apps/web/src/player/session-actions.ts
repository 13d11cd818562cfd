import type { Player } from '@sportsbook/contract/entities/player';
import type { CallDefinition } from '@sportsbook/contract/http/call';
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
import { getSession, isLoggedIn, type SignInReason, updateSession } from './session-store';

/*
 * The player's session in the browser (spec §4 "Auth status", "Loading a player", "Sign-out"). Loaded after
 * hydration with the contract's schemas, off the first load. The Platform API session is the HttpOnly
 * cookie; Sportsbook API calls carry a bearer token from POST /platform/sportsbook_sessions, kept in memory
 * and renewed a minute before it expires.
 */

/** Local storage key of spec §3 "is registered": set once the browser has seen a signed-in player. */
export const IS_REGISTERED_KEY = 'isRegistered';

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
    throw error;
  }
}

/** The bearer token of the signed-in player (renewed when about to expire); undefined for a visitor. */
export async function bearerToken(locale: string): Promise<string | undefined> {
  if (getSession().status !== 'LOGGED_IN' && getSession().status !== 'PENDING') return undefined;
  if (bearer && bearer.expiresAt - Date.now() > RENEW_BEFORE_MS) return bearer.value;
  renewing ??= renewToken(locale).finally(() => {
    renewing = null;
  });
  return renewing;
}

function rememberRegistered(): void {
  try {
    window.localStorage.setItem(IS_REGISTERED_KEY, 'true');
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
    updateSession({ status: 'NOT_LOGGED_IN', player: null, accounts: [], settings });
    announcePlayer(previous);
    return;
  }
  try {
    const token = await renewToken(locale);
    const [accounts, settings] = await Promise.all([
      browserCall(listAccounts, { locale, query: { compatibility: 'false' } }),
      browserCall(getSettings, { locale, token }),
    ]);
    updateSession({
      status: 'LOGGED_IN',
      player,
      accounts: accounts.filter((account) => account.active),
      settings,
    });
    rememberRegistered();
    setOddsType(settings.active_odds_type);
  } catch (error) {
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
export async function signOut(locale: string, options: { expired?: boolean } = {}): Promise<void> {
  const previous = getSession().player?.id ?? null;
  bearer = null;
  if (!options.expired) {
    await browserCall(signOutCall, { locale }).catch((error: unknown) =>
      reportError(error, { where: 'signing out', silent: true }),
    );
  }
  updateSession({ status: 'NOT_LOGGED_IN', player: null, accounts: [] });
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
    if (!(error instanceof ApiCallError && error.status === 401) || !first) throw error;
  }
  bearer = null;
  const renewed = await bearerToken(request.locale);
  try {
    return await browserCall(call, { ...request, token: renewed });
  } catch (error) {
    if (error instanceof ApiCallError && error.status === 401)
      await signOut(request.locale, { expired: true });
    throw error;
  }
}
