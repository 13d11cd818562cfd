import { refreshAccounts as readAccountsAgain } from '@/lib/player/session-actions';

/**
 * Reads the player's balances again after a deposit (the realtime update may be late or lost); a 401 ends
 * the session with the session-expired prompt (spec §8), like every authenticated call.
 */
export function refreshAccounts(locale: string): Promise<void> {
  return readAccountsAgain(locale, 'reading the balance after a deposit');
}
