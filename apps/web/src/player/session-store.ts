import type { CompPoints, StatusGroup } from '@sportsbook/contract/entities/loyalty';
import type { Account, Player } from '@sportsbook/contract/entities/player';
import type { Settings } from '@sportsbook/contract/entities/settings';
import { useSyncExternalStore } from 'react';

/** Auth status of spec §4: unknown until asked, pending while the player loads. */
export type AuthStatus = 'UNKNOWN' | 'PENDING' | 'LOGGED_IN' | 'NOT_LOGGED_IN';

/** Why the sign-in dialog was opened by the product rather than by the bettor. */
export type SignInReason = 'place-bet' | 'session-expired';

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

let state: SessionState = INITIAL;
const listeners = new Set<() => void>();

/** The session as it stands (a plain snapshot; replaced, never mutated). */
export function getSession(): SessionState {
  return state;
}

/** Replaces part of the session and tells every reader. */
export function updateSession(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session, re-rendering on change; UNKNOWN while rendering on the server and hydrating. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, () => INITIAL);
}

/** Spec §3: logged in means an e-mail or an auth phone is present. */
export function isLoggedIn(player: Player | null): boolean {
  return player !== null && (player.email !== null || player.auth_phone_number !== null);
}

/** Spec §3: the display name falls back from full name to nickname to e-mail to phone. */
export function displayName(player: Player): string {
  const full = [player.first_name, player.last_name].filter(Boolean).join(' ');
  return full || player.nickname || player.email || player.auth_phone_number || '';
}

/** The account the player bets from: their profile currency's, else the first active one. */
export function currentAccount(session: SessionState): Account | undefined {
  const currency = session.player?.currency;
  return session.accounts.find((account) => account.currency === currency) ?? session.accounts[0];
}

/** Applies a balance_changed event (spec §4: updates the account of the matching currency). */
export function applyBalance(currency: string, balance: number): void {
  if (!state.accounts.some((account) => account.currency === currency)) return;
  updateSession({
    accounts: state.accounts.map((account) =>
      account.currency === currency ? { ...account, balance } : account,
    ),
  });
}
