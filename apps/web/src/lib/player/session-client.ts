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
import type { OddsType } from '@sportsbook/core/odds/odds-type';
import type { z } from 'zod';
import { ApiCallError, type BrowserRequest } from '@/lib/api/browser-call';
import { IS_REGISTERED_KEY } from './session-keys';
import { isLoggedIn, type SessionStore, type SignInReason } from './session-store';

/*
 * The player's session in the browser (spec §4 "Auth status", "Loading a player", "Sign-out"). The Platform
 * API session is the HttpOnly cookie; Sportsbook API calls carry a bearer token from POST
 * /platform/sportsbook_sessions, kept in memory and renewed a minute before it expires. Everything it touches
 * outside itself (the transport, the clock, the session store, storage, the dialogs) is handed to
 * `createSessionClient`, so the page makes one client (`session-actions.ts`) and a test makes its own.
 */

/** A token is renewed when it has less than this left. */
const RENEW_BEFORE_MS = 60_000;

/** A call to the backend: `browserCall` in the page; any failure is an {@link ApiCallError}. */
export type Transport = <B extends z.ZodType, R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, B, R>,
  request: BrowserRequest<B>,
) => Promise<z.output<R>>;

/** A call of the session client: the transport's, without the token (the client adds it). */
export type SessionCall = <B extends z.ZodType, R extends z.ZodType>(
  call: CallDefinition<z.ZodType, z.ZodType, B, R>,
  request: Omit<BrowserRequest<B>, 'token'>,
) => Promise<z.output<R>>;

/** Why a limit ended the session: the dialog that says so (spec §2.2, §8). */
export type LimitEnd = 'out-of-session-limit' | 'activity-limit-reached';

export interface SessionClientDeps {
  readonly call: Transport;
  /** Now, in ms since the epoch (token expiry is measured against it). */
  readonly now: () => number;
  readonly store: SessionStore;
  /** Local storage as far as the visitor's consent lets it be written; undefined where there is none. */
  readonly localStorage: () => Storage | undefined;
  /** Opens the sign-in dialog. */
  readonly openSignIn: () => void;
  /** Applies the player's odds display. */
  readonly setOddsType: (type: OddsType) => void;
  /**
   * Says that a limit has ended the session: its dialog, and the same in the player's other tabs when
   * `playerId` is known. The client signs out locally once this is done.
   */
  readonly announceLimitEnd: (kind: LimitEnd, playerId: number | null) => Promise<void>;
  readonly report: (error: unknown, context: { where: string; silent?: boolean }) => void;
}

/** Spec §8: POST /sportsbook_sessions answered 403, a session limit is used up. */
export class SessionLimitReachedError extends Error {
  override readonly name = 'SessionLimitReachedError';
  constructor() {
    super('session limit reached');
  }
}

/** Thrown when a signed-in player's call could not go out because the session has ended. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor() {
    super('the session has ended');
  }
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

/** Whether a failure is the server saying the caller is not (or no longer) authenticated. */
export function isUnauthorized(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError && error.status === 401;
}

/** What a visitor's session holds of a player: nothing. */
const NO_PLAYER = { player: null, accounts: [], compPoints: null, statusGroups: [] } as const;

export interface SessionClient {
  /** The bearer token of the signed-in player (renewed when about to expire); undefined for a visitor. */
  bearerToken(locale: string): Promise<string | undefined>;
  /**
   * Loads the player (spec §4 "Loading a player"): profile (or the one supplied: by sign-in or the server;
   * null: the server saw no session cookie, a visitor, nothing to ask), then a bearer
   * token, and accounts, settings, comp points and status groups together; stores them at once; applies a
   * player's odds display. A visitor gets the operator's settings. The auth status follows core's machine
   * (PSN7): PENDING meanwhile, and a sign-out during the load wins over its result. A limit that has ended
   * the session (any of the calls answering 403 session_limit_reached or 401 activity_limit_reached) ends
   * the load as spec §8 says: the limit's dialog and a visitor's page.
   */
  loadSession(locale: string, supplied?: Player | null): Promise<void>;
  /** Signs in with e-mail and password, then loads the player; throws the call's error for the dialog to show. */
  signIn(locale: string, email: string, password: string): Promise<void>;
  /**
   * Signs out (spec §4): the server sign-out (its failure reported silently), then the profile and accounts
   * are cleared locally; with `expired`, the sign-in dialog asks the bettor to sign in again; with `local`,
   * the server has ended the session itself (a session or activity limit, spec §8) and is not asked.
   */
  signOut(locale: string, options?: { expired?: boolean; local?: boolean }): Promise<void>;
  /** Opens the sign-in dialog on the product's behalf, saying why. */
  promptSignIn(reason: SignInReason): void;
  /**
   * Spec §8 "401 anywhere": the session is gone, so a signed-in player is signed out here and asked to sign
   * in again (the session-expired prompt). Every authenticated call's 401 comes through here; a visitor's
   * page (or one already signed out) is left as it is, and so is one a limit is ending (its dialog says why).
   */
  sessionExpired(locale: string): Promise<void>;
  /**
   * Spec §8: a limit has ended the session: its dialog and a local sign-out, in every tab of the player. Once
   * per end: calls answered together (several 403s, the 401s of calls the server refused once the session
   * was revoked) all land here or in `sessionExpired`, which stay quiet until the sign-out is done, so the
   * page shows this dialog, once, and never the session-expired prompt on top.
   */
  endSessionOnLimit(locale: string, kind: LimitEnd, playerId: number | null): void;
  /**
   * Runs `use` with the signed-in player's bearer token (undefined for a visitor); `refused` says when the
   * server refused the token. A refusal renews the token and tries once more. A token that cannot be had
   * (the session is gone) or a second refusal ends the session with the prompt (spec §7.2, §8) and throws
   * (SessionEndedError, or the refusal): a signed-in player's call never goes out as a visitor's.
   */
  withPlayerToken<T>(
    locale: string,
    use: (token: string | undefined) => Promise<T>,
    refused: (error: unknown) => boolean,
  ): Promise<T>;
  /**
   * A Sportsbook API call as the signed-in player (`withPlayerToken`): a session that has ended answers as
   * the 401 it is, after the player was signed out with the prompt.
   */
  playerCall: SessionCall;
  /**
   * A Platform API call authenticated by the session cookie (spec §7.1): a 401 means the session is gone, so
   * the player is signed out locally and asked to sign in again (spec §8), a 403 session_limit_reached or a
   * 401 activity_limit_reached that a limit ended it (that limit's dialog); either way the error is rethrown.
   */
  sessionCall: SessionCall;
  /**
   * Reads the player's balances again (after a placement, a cash out or a deposit: the realtime update may
   * be late or lost). A 401 ends the session with the prompt, a limit's answer with the limit's dialog;
   * other failures are reported as `where`.
   */
  refreshAccounts(locale: string, where: string): Promise<void>;
}

export function createSessionClient(deps: SessionClientDeps): SessionClient {
  const { call, store, report } = deps;
  let bearer: { value: string; expiresAt: number } | null = null;
  let renewing: Promise<string | undefined> | null = null;
  /** Set from the moment a limit's end is heard until the sign-out for it is done. */
  let endingOnLimit = false;
  /** Set while a load for a page the server rendered for a visitor (no session cookie) is under way. */
  let loadingVisitor = false;

  const signedInOrLoading = () => {
    const { status } = store.get();
    return status === 'LOGGED_IN' || status === 'PENDING';
  };

  async function renewToken(locale: string): Promise<string | undefined> {
    try {
      const session = await call(createSportsbookSession, { locale });
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

  function endSessionOnLimit(locale: string, kind: LimitEnd, playerId: number | null): void {
    if (endingOnLimit) return;
    endingOnLimit = true;
    deps
      .announceLimitEnd(kind, playerId)
      .then(() => signOut(locale, { local: true }))
      .catch((error: unknown) => report(error, { where: 'ending a session on its limit' }))
      .finally(() => {
        endingOnLimit = false;
      });
  }

  /**
   * Spec §8: any call answered 403 session_limit_reached (or 401 activity_limit_reached) means the server
   * has ended the session on a limit: that limit's dialog and a local sign-out. Answers whether it did.
   */
  function endOnLimitAnswer(error: unknown, locale: string): boolean {
    const kind = limitEndOf(error);
    if (!kind) return false;
    if (signedInOrLoading()) endSessionOnLimit(locale, kind, store.get().player?.id ?? null);
    return true;
  }

  async function bearerToken(locale: string): Promise<string | undefined> {
    // A visitor has no token to ask for, even while its load is pending (the 401 would be a console error).
    if (!signedInOrLoading() || (loadingVisitor && store.get().status === 'PENDING')) return undefined;
    if (bearer && bearer.expiresAt - deps.now() > RENEW_BEFORE_MS) return bearer.value;
    renewing ??= renewToken(locale)
      .catch((error: unknown) => {
        if (error instanceof SessionLimitReachedError)
          endSessionOnLimit(locale, 'out-of-session-limit', store.get().player?.id ?? null);
        throw error;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  }

  function rememberRegistered(): void {
    try {
      deps.localStorage()?.setItem(IS_REGISTERED_KEY, 'true');
    } catch {
      // storage disabled: nothing to remember
    }
  }

  /** The operator's settings as a visitor sees them (null when they cannot be read: reported). */
  async function visitorSettings(locale: string) {
    return call(getSettings, { locale }).catch((error: unknown) => {
      report(error, { where: 'loading visitor settings' });
      return null;
    });
  }

  /**
   * A limit ended the session while the player loaded (spec §8): a visitor's page with the limit's dialog
   * and a local sign-out, as for POST /sportsbook_sessions' 403. `playerId`: whose session it was, when known.
   */
  async function loadEndedOnLimit(locale: string, kind: LimitEnd, playerId: number | null): Promise<void> {
    bearer = null;
    // The load ends first (a visitor's page with the operator's settings), then the local sign-out.
    store.move('noPlayer', { ...NO_PLAYER, settings: await visitorSettings(locale) });
    endSessionOnLimit(locale, kind, playerId);
  }

  async function loadSession(locale: string, supplied?: Player | null): Promise<void> {
    loadingVisitor = supplied === null;
    store.move('loadStarted');
    let player: Player | null = supplied ?? null;
    try {
      if (supplied === undefined) player = await call(getPlayer, { locale });
    } catch (error) {
      const limit = limitEndOf(error);
      if (limit) return loadEndedOnLimit(locale, limit, null);
      if (!isUnauthorized(error)) report(error, { where: 'loading the player' });
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
      report(error, { where: 'starting the sportsbook session' });
      tokenFailed = true;
    }
    // A profile whose token is refused (401) belongs to a session that just ended: a visitor's page.
    if (!player || !isLoggedIn(player) || (token === undefined && !tokenFailed)) {
      bearer = null;
      store.move('noPlayer', { ...NO_PLAYER, settings: await visitorSettings(locale) });
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
        call(listAccounts, { locale, query: { compatibility: 'false' } }),
        call(getSettings, { locale, token }),
        // Spec §8: comp points answering 401 count as empty.
        call(getCompPoints, { locale }).catch((error: unknown) => {
          if (unlessLimit(error) && !isUnauthorized(error)) report(error, { where: 'loading comp points' });
          return null;
        }),
        call(listStatusGroups, { locale }).catch((error: unknown) => {
          if (unlessLimit(error)) report(error, { where: 'loading status groups' });
          return [];
        }),
      ]);
      if (endedBy) return loadEndedOnLimit(locale, endedBy, playerId);
      const loaded = store.move('playerLoaded', {
        player,
        accounts: accounts.filter((account) => account.active),
        settings,
        compPoints,
        statusGroups,
      });
      if (!loaded) return;
      rememberRegistered();
      deps.setOddsType(settings.active_odds_type);
    } catch (error) {
      unlessLimit(error);
      if (endedBy) return loadEndedOnLimit(locale, endedBy, playerId);
      if (isUnauthorized(error)) {
        // The session ended while the player loaded.
        bearer = null;
        store.move('noPlayer', NO_PLAYER);
        return;
      }
      report(error, { where: 'loading the player' });
      // The profile loaded but the rest did not: signed in, with what could be read.
      if (store.move('playerLoaded', { player })) rememberRegistered();
    }
  }

  async function signIn(locale: string, email: string, password: string): Promise<void> {
    const player = await call(signInCall, { locale, body: { email, password } });
    store.update({ signInReason: null });
    await loadSession(locale, player);
  }

  async function signOut(
    locale: string,
    options: { expired?: boolean; local?: boolean } = {},
  ): Promise<void> {
    bearer = null;
    if (!options.expired && !options.local) {
      await call(signOutCall, { locale }).catch((error: unknown) =>
        report(error, { where: 'signing out', silent: true }),
      );
    }
    store.move('signedOut', NO_PLAYER);
    if (options.expired) promptSignIn('session-expired');
  }

  function promptSignIn(reason: SignInReason): void {
    store.update({ signInReason: reason });
    deps.openSignIn();
  }

  async function sessionExpired(locale: string): Promise<void> {
    if (endingOnLimit) return;
    if (signedInOrLoading()) await signOut(locale, { expired: true });
  }

  async function withPlayerToken<T>(
    locale: string,
    use: (token: string | undefined) => Promise<T>,
    refused: (error: unknown) => boolean,
  ): Promise<T> {
    const signedIn = () => store.get().status === 'LOGGED_IN';
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

  const playerCall: SessionCall = async (definition, request) => {
    try {
      return await withPlayerToken(
        request.locale,
        (token) => call(definition, { ...request, token }),
        isUnauthorized,
      );
    } catch (error) {
      if (error instanceof SessionEndedError)
        throw new ApiCallError(
          definition.id,
          401,
          'unauthorized',
          'error.platform.unauthorized',
          null,
          error.message,
        );
      throw error;
    }
  };

  const sessionCall: SessionCall = async (definition, request) => {
    try {
      return await call(definition, request);
    } catch (error) {
      if (!endOnLimitAnswer(error, request.locale) && isUnauthorized(error))
        await sessionExpired(request.locale);
      throw error;
    }
  };

  async function refreshAccounts(locale: string, where: string): Promise<void> {
    try {
      const accounts = await sessionCall(listAccounts, { locale, query: { compatibility: 'false' } });
      store.update({ accounts: accounts.filter((account) => account.active) });
    } catch (error) {
      if (!isUnauthorized(error) && !limitEndOf(error)) report(error, { where });
    }
  }

  return {
    bearerToken,
    loadSession,
    signIn,
    signOut,
    promptSignIn,
    sessionExpired,
    endSessionOnLimit,
    withPlayerToken,
    playerCall,
    sessionCall,
    refreshAccounts,
  };
}
