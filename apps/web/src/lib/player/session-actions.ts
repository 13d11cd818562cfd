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
import { ApiCallError, type BrowserRequest, browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { setOddsType } from '@/lib/odds/odds-type-store';
import { keptStorage } from '@/lib/privacy/consent-store';
import { openModal } from '@/lib/url/modal-url';
import { IS_REGISTERED_KEY } from './session-keys';
import { getSession, isLoggedIn, moveSession, type SignInReason, updateSession } from './session-store';

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

/** Why a limit ended the session: the dialog that says so (spec §2.2, §8). */
export type LimitEnd = 'out-of-session-limit' | 'activity-limit-reached';

/** Set from the moment a limit's end is heard until this tab has signed out for it. */
let endingOnLimit = false;

/**
 * Spec §8: a limit has ended the session: its dialog and a local sign-out, in every tab of the player. Once
 * per end: calls answered together (several 403s, the 401s of calls the server refused once the session was
 * revoked) all land here or in `sessionExpired`, which stay quiet until the sign-out is done, so the page
 * shows this dialog, once, and never the session-expired prompt on top.
 */
export function endSessionOnLimit(locale: string, kind: LimitEnd, playerId: number | null): void {
  if (endingOnLimit) return;
  endingOnLimit = true;
  void import('./session-end')
    .then(({ signOutForLimit }) => signOutForLimit(locale, kind, { playerId }))
    .catch((error: unknown) => reportError(error, { where: 'ending a session on its limit' }))
    .finally(() => {
      endingOnLimit = false;
    });
}

/**
 * Which limit ended the session, when a call's failure says one did (spec §8): 403 session_limit_reached (a
 * session or time limit), 401 activity_limit_reached (the activity limit); null for anything else.
 */
export function limitEndOf(error: unknown): LimitEnd | null {
  if (!(error instanceof ApiCallError)) return null;
  if (error.status === 403 && error.code === 'session_limit_reached') return 'out-of-session-limit';
  if (error.status === 401 && error.code === 'activity_limit_reached') return 'activity-limit-reached';
  return null;
}

/**
 * Spec §8: any call answered 403 session_limit_reached (or 401 activity_limit_reached) means the server has
 * ended the session on a limit: that limit's dialog and a local sign-out. Answers whether it did.
 */
function endOnLimitAnswer(error: unknown, locale: string): boolean {
  const kind = limitEndOf(error);
  if (!kind) return false;
  const { status, player } = getSession();
  if (status === 'LOGGED_IN' || status === 'PENDING') endSessionOnLimit(locale, kind, player?.id ?? null);
  return true;
}

/** The bearer token of the signed-in player (renewed when about to expire); undefined for a visitor. */
export async function bearerToken(locale: string): Promise<string | undefined> {
  if (getSession().status !== 'LOGGED_IN' && getSession().status !== 'PENDING') return undefined;
  if (bearer && bearer.expiresAt - Date.now() > RENEW_BEFORE_MS) return bearer.value;
  renewing ??= renewToken(locale)
    .catch((error: unknown) => {
      if (error instanceof SessionLimitReachedError)
        endSessionOnLimit(locale, 'out-of-session-limit', getSession().player?.id ?? null);
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

/** What a visitor's session holds of a player: nothing. */
const NO_PLAYER = { player: null, accounts: [], compPoints: null, statusGroups: [] } as const;

/** The operator's settings as a visitor sees them (null when they cannot be read: reported). */
async function visitorSettings(locale: string) {
  return browserCall(getSettings, { locale }).catch((error: unknown) => {
    reportError(error, { where: 'loading visitor settings' });
    return null;
  });
}

/**
 * A limit ended the session while the player loaded (spec §8): a visitor's page with the limit's dialog and
 * a local sign-out, as for POST /sportsbook_sessions' 403. `playerId`: whose session it was, when known.
 */
async function loadEndedOnLimit(locale: string, kind: LimitEnd, playerId: number | null): Promise<void> {
  bearer = null;
  // The load ends first (a visitor's page with the operator's settings), then the local sign-out.
  moveSession('noPlayer', { ...NO_PLAYER, settings: await visitorSettings(locale) });
  endSessionOnLimit(locale, kind, playerId);
}

/**
 * Loads the player (spec §4 "Loading a player"): profile (or the one supplied by sign-in), then a bearer
 * token, and accounts, settings, comp points and status groups together; stores them at once; applies a
 * player's odds display. A visitor gets the operator's settings. The auth status follows core's machine
 * (PSN7): PENDING meanwhile, and a sign-out during the load wins over its result. A limit that has ended
 * the session (any of the calls answering 403 session_limit_reached or 401 activity_limit_reached) ends
 * the load as spec §8 says: the limit's dialog and a visitor's page.
 */
export async function loadSession(locale: string, supplied?: Player): Promise<void> {
  moveSession('loadStarted');
  let player: Player | null = supplied ?? null;
  try {
    player ??= await browserCall(getPlayer, { locale });
  } catch (error) {
    const limit = limitEndOf(error);
    if (limit) return loadEndedOnLimit(locale, limit, null);
    if (!(error instanceof ApiCallError && error.status === 401))
      reportError(error, { where: 'loading the player' });
    player = null;
  }
  let token: string | undefined;
  let tokenFailed = false;
  try {
    if (player && isLoggedIn(player)) token = await renewToken(locale);
  } catch (error) {
    if (error instanceof SessionLimitReachedError)
      return loadEndedOnLimit(locale, 'out-of-session-limit', player?.id ?? null);
    const limit = limitEndOf(error);
    if (limit) return loadEndedOnLimit(locale, limit, player?.id ?? null);
    // Not the session's end: the player stays signed in with what can be read without a token.
    reportError(error, { where: 'starting the sportsbook session' });
    tokenFailed = true;
  }
  // A profile whose token is refused (401) belongs to a session that just ended: a visitor's page.
  if (!player || !isLoggedIn(player) || (token === undefined && !tokenFailed)) {
    bearer = null;
    moveSession('noPlayer', { ...NO_PLAYER, settings: await visitorSettings(locale) });
    return;
  }
  const playerId = player.id;
  // The first limit answer among the calls below ends the load; the other calls' failures are not failures.
  let endedBy: LimitEnd | null = null;
  const unlessLimit = (error: unknown): boolean => {
    endedBy ??= limitEndOf(error);
    return endedBy === null;
  };
  try {
    const [accounts, settings, compPoints, statusGroups] = await Promise.all([
      browserCall(listAccounts, { locale, query: { compatibility: 'false' } }),
      browserCall(getSettings, { locale, token }),
      // Spec §8: comp points answering 401 count as empty.
      browserCall(getCompPoints, { locale }).catch((error: unknown) => {
        if (unlessLimit(error) && !(error instanceof ApiCallError && error.status === 401))
          reportError(error, { where: 'loading comp points' });
        return null;
      }),
      browserCall(listStatusGroups, { locale }).catch((error: unknown) => {
        if (unlessLimit(error)) reportError(error, { where: 'loading status groups' });
        return [];
      }),
    ]);
    if (endedBy) return loadEndedOnLimit(locale, endedBy, playerId);
    const loaded = moveSession('playerLoaded', {
      player,
      accounts: accounts.filter((account) => account.active),
      settings,
      compPoints,
      statusGroups,
    });
    if (!loaded) return;
    rememberRegistered();
    setOddsType(settings.active_odds_type);
  } catch (error) {
    unlessLimit(error);
    if (endedBy) return loadEndedOnLimit(locale, endedBy, playerId);
    if (error instanceof ApiCallError && error.status === 401) {
      // The session ended while the player loaded.
      bearer = null;
      moveSession('noPlayer', NO_PLAYER);
      return;
    }
    reportError(error, { where: 'loading the player' });
    // The profile loaded but the rest did not: signed in, with what could be read.
    if (moveSession('playerLoaded', { player })) rememberRegistered();
  }
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
  bearer = null;
  // `local`: the server has ended the session itself (a session or activity limit, spec §8).
  if (!options.expired && !options.local) {
    await browserCall(signOutCall, { locale }).catch((error: unknown) =>
      reportError(error, { where: 'signing out', silent: true }),
    );
  }
  moveSession('signedOut', NO_PLAYER);
  if (options.expired) promptSignIn('session-expired');
}

/** Opens the sign-in dialog on the product's behalf, saying why. */
export function promptSignIn(reason: SignInReason): void {
  updateSession({ signInReason: reason });
  openModal('sign-in');
}

/**
 * Spec §8 "401 anywhere": the session is gone, so a signed-in player is signed out here and asked to sign
 * in again (the session-expired prompt). Every authenticated call's 401 comes through here; a visitor's
 * page (or one already signed out) is left as it is.
 */
export async function sessionExpired(locale: string): Promise<void> {
  // A limit's end is on its way out: its dialog says why, not the session-expired prompt.
  if (endingOnLimit) return;
  const { status } = getSession();
  if (status === 'LOGGED_IN' || status === 'PENDING') await signOut(locale, { expired: true });
}

/** Whether a failure is the server saying the caller is not (or no longer) authenticated. */
export function isUnauthorized(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError && error.status === 401;
}

/** Thrown when a signed-in player's call could not go out because the session has ended. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor() {
    super('the session has ended');
  }
}

/**
 * Runs `use` with the signed-in player's bearer token (undefined for a visitor); `refused` says when the
 * server refused the token. A refusal renews the token and tries once more. A token that cannot be had
 * (the session is gone) or a second refusal ends the session with the prompt (spec §7.2, §8) and throws
 * (SessionEndedError, or the refusal): a signed-in player's call never goes out as a visitor's.
 */
export async function withPlayerToken<T>(
  locale: string,
  use: (token: string | undefined) => Promise<T>,
  refused: (error: unknown) => boolean,
): Promise<T> {
  const signedIn = () => getSession().status === 'LOGGED_IN';
  const first = await bearerToken(locale);
  if (first === undefined && signedIn()) {
    await sessionExpired(locale);
    throw new SessionEndedError();
  }
  try {
    return await use(first);
  } catch (error) {
    if (endOnLimitAnswer(error, locale) || !refused(error) || first === undefined) throw error;
  }
  bearer = null;
  const renewed = await bearerToken(locale);
  if (renewed === undefined) {
    await sessionExpired(locale);
    throw new SessionEndedError();
  }
  try {
    return await use(renewed);
  } catch (error) {
    if (!endOnLimitAnswer(error, locale) && refused(error)) await sessionExpired(locale);
    throw error;
  }
}

/**
 * A Sportsbook API call as the signed-in player (`withPlayerToken`): a session that has ended answers as
 * the 401 it is, after the player was signed out with the prompt.
 */
export async function playerCall<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  request: Omit<BrowserRequest, 'token'>,
): Promise<z.output<R>> {
  try {
    return await withPlayerToken(
      request.locale,
      (token) => browserCall(call, { ...request, token }),
      isUnauthorized,
    );
  } catch (error) {
    if (error instanceof SessionEndedError)
      throw new ApiCallError(
        call.id,
        401,
        'unauthorized',
        'error.platform.unauthorized',
        null,
        error.message,
      );
    throw error;
  }
}

/**
 * A Platform API call authenticated by the session cookie (spec §7.1): a 401 means the session is gone, so
 * the player is signed out locally and asked to sign in again (spec §8), a 403 session_limit_reached or a 401
 * activity_limit_reached that a limit ended it (that limit's dialog); either way the error is rethrown.
 */
export async function sessionCall<R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, z.ZodType, R>,
  request: Omit<BrowserRequest, 'token'>,
): Promise<z.output<R>> {
  try {
    return await browserCall(call, request);
  } catch (error) {
    if (!endOnLimitAnswer(error, request.locale) && isUnauthorized(error))
      await sessionExpired(request.locale);
    throw error;
  }
}

/**
 * Reads the player's balances again (after a placement, a cash out or a deposit: the realtime update may be
 * late or lost). A 401 ends the session with the prompt, a limit's answer with the limit's dialog; other
 * failures are reported as `where`.
 */
export async function refreshAccounts(locale: string, where: string): Promise<void> {
  try {
    const accounts = await sessionCall(listAccounts, { locale, query: { compatibility: 'false' } });
    updateSession({ accounts: accounts.filter((account) => account.active) });
  } catch (error) {
    if (!isUnauthorized(error) && !limitEndOf(error)) reportError(error, { where });
  }
}
