import { listAccounts } from '@sportsbook/contract/platform/platform-calls';
import { ApiCallError, browserCall } from '../api/browser-call';
import { reportError } from '../errors/report';
import { updateSession } from '../player/session-store';

/** Reads the player's balances again (after a deposit: the realtime update may be late or lost). */
export async function refreshAccounts(locale: string): Promise<void> {
  try {
    const accounts = await browserCall(listAccounts, { locale, query: { compatibility: 'false' } });
    updateSession({ accounts: accounts.filter((account) => account.active) });
  } catch (error) {
    if (!(error instanceof ApiCallError && error.status === 401))
      reportError(error, { where: 'reading the balance after a deposit' });
  }
}
