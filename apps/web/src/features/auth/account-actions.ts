import { switchAccount, updateLocale } from '@sportsbook/contract/platform/account-calls';
import { shouldSwitchCurrency } from '@sportsbook/core/accounts/player-session';
import { reportError } from '@/lib/errors/report';
import { sessionCall } from '@/lib/player/session-actions';
import { type AuthStatus, getSession, subscribeSession, updateSession } from '@/lib/player/session-store';

/*
 * The signed-in player's account choices (spec §4 account currency change, §7.1 locale update).
 */

/**
 * Spec §4 account currency change [PSN1]: ignored when it is the current currency or the player has no
 * account in it; otherwise POST /player/accounts, and the profile (its currency) and that account (its
 * balance) follow the answer. Returns whether the currency changed; a failure is thrown for the caller.
 */
export async function changeCurrency(locale: string, currency: string): Promise<boolean> {
  const session = getSession();
  if (session.status !== 'LOGGED_IN' || !session.player) return false;
  const currencies = session.accounts.map((account) => account.currency);
  if (!shouldSwitchCurrency(session.player.currency, currency, currencies)) return false;
  const answer = await sessionCall(switchAccount, { locale, body: { currency } });
  const accounts = getSession().accounts;
  updateSession({
    player: answer.player,
    accounts: accounts.some((account) => account.id === answer.account.id)
      ? accounts.map((account) => (account.id === answer.account.id ? answer.account : account))
      : [...accounts, answer.account],
  });
  return true;
}

/** The auth status once the player has loaded (LOGGED_IN or NOT_LOGGED_IN; at once when it has). */
function settledStatus(): Promise<AuthStatus> {
  const settled = (status: AuthStatus) => status === 'LOGGED_IN' || status === 'NOT_LOGGED_IN';
  if (settled(getSession().status)) return Promise.resolve(getSession().status);
  return new Promise((resolve) => {
    const stop = subscribeSession(() => {
      if (!settled(getSession().status)) return;
      stop();
      resolve(getSession().status);
    });
  });
}

/**
 * Saves the new language of a signed-in player (PATCH /player/update_locale) before the page reloads in it;
 * a visitor has nothing to save (a click while the player still loads waits for it). A failure goes to the global error handler (spec §8) and does not stop the
 * switch: the answer is false, and the caller tells the player (composition/shell/locale-save-failure.tsx).
 */
export async function saveLocale(locale: string): Promise<boolean> {
  if ((await settledStatus()) !== 'LOGGED_IN') return true;
  try {
    await sessionCall(updateLocale, { locale, body: { locale } });
    return true;
  } catch (error) {
    reportError(error, { where: 'saving the player locale' });
    return false;
  }
}
