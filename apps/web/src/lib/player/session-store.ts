import type { CompPoints, StatusGroup } from '@sportsbook/contract/entities/loyalty';
import type { Account, Player } from '@sportsbook/contract/entities/player';
import type { Settings } from '@sportsbook/contract/entities/settings';
import {
  type AuthEvent,
  type AuthStatus,
  isLoggedIn as hasLogin,
  nextAuthStatus,
  displayName as playerDisplayName,
} from '@sportsbook/core/accounts/player-session';
import { createStore, type Store, useStore } from '@/lib/store/store';

/** Auth status of spec §4 (core PSN7): unknown until asked, pending while the player loads. */
export type { AuthStatus };

/** Why the sign-in dialog was opened by the product rather than by the bettor. */
export type SignInReason = 'place-bet' | 'session-expired' | 'favourites' | 'notifications' | 'prediction';

export interface SessionState {
  readonly status: AuthStatus;
  readonly player: Player | null;
  /** Active accounts only (spec §7.1), one per currency; balances in minor units. */
  readonly accounts: readonly Account[];
  /** GET /settings as this visitor or player sees it (stakes, acceptance mode, limits, currencies...). */
  readonly settings: Settings | null;
  /** Why the product asked the bettor to sign in, shown in the sign-in dialog; null when they chose to. */
  readonly signInReason: SignInReason | null;
  /** The player's comp points (spec §3 loyalty); null for a visitor or when the call answered 401 (§8: empty). */
  readonly compPoints: CompPoints | null;
  /** Every status group, marking the player's (spec §6); empty for a visitor. */
  readonly statusGroups: readonly StatusGroup[];
}

const INITIAL: SessionState = {
  status: 'UNKNOWN',
  player: null,
  accounts: [],
  settings: null,
  signInReason: null,
  compPoints: null,
  statusGroups: [],
};

/** A session's state and the moves it makes: the page has one (below); a test makes its own. */
export interface SessionStore {
  /** The session as it stands (a plain snapshot; replaced, never mutated). */
  get(): SessionState;
  /** Replaces part of the session and tells every reader. */
  update(patch: Partial<SessionState>): void;
  /**
   * Moves the auth status by core's machine (PSN7) with what goes with it; answers false, changing nothing,
   * when the machine ignores the event (a load that ends after a sign-out).
   */
  move(event: AuthEvent, patch?: Partial<Omit<SessionState, 'status'>>): boolean;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(): SessionStore & { readonly store: Store<SessionState> } {
  const store = createStore<SessionState>(INITIAL);
  const update = (patch: Partial<SessionState>) => store.set((state) => ({ ...state, ...patch }));
  return {
    store,
    get: store.get,
    update,
    move(event, patch = {}) {
      const { status: current } = store.get();
      const status = nextAuthStatus(current, event);
      if (status === current && event !== 'signedOut' && event !== 'loadStarted') return false;
      update({ ...patch, status });
      return true;
    },
    subscribe: store.subscribe,
  };
}

/** The page's session. */
export const pageSession = createSessionStore();

export function getSession(): SessionState {
  return pageSession.get();
}

export function updateSession(patch: Partial<SessionState>): void {
  pageSession.update(patch);
}

export function moveSession(event: AuthEvent, patch: Partial<Omit<SessionState, 'status'>> = {}): boolean {
  return pageSession.move(event, patch);
}

export function subscribeSession(listener: () => void): () => void {
  return pageSession.subscribe(listener);
}

/** The session, re-rendering on change; UNKNOWN while rendering on the server and hydrating. */
export function useSession(): SessionState {
  return useStore(pageSession.store);
}

/** Spec §3 (core PSN8): logged in means an e-mail or an auth phone is present. */
export function isLoggedIn(player: Player | null): boolean {
  return hasLogin(player);
}

/** Spec §3 (core PSN9): the display name falls back from full name to nickname to e-mail to phone. */
export function displayName(player: Player): string {
  return playerDisplayName(player);
}

/** The account the player bets from: their profile currency's, else the first active one. */
export function currentAccount(session: SessionState): Account | undefined {
  const currency = session.player?.currency;
  return session.accounts.find((account) => account.currency === currency) ?? session.accounts[0];
}

/** Applies a balance_changed event (spec §4: updates the account of the matching currency). */
export function applyBalance(currency: string, balance: number): void {
  const { accounts } = getSession();
  if (!accounts.some((account) => account.currency === currency)) return;
  updateSession({
    accounts: accounts.map((account) => (account.currency === currency ? { ...account, balance } : account)),
  });
}
