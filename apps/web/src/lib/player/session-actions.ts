import { browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { setOddsType } from '@/lib/odds/odds-type-store';
import { keptStorage } from '@/lib/privacy/consent-store';
import { openModal } from '@/lib/url/modal-url';
import { createSessionClient } from './session-client';
import { IS_REGISTERED_KEY } from './session-keys';
import { pageSession } from './session-store';

/*
 * The page's one session client (`session-client.ts`), wired to the browser: `browserCall`, the wall clock,
 * the page's session store, consent-kept local storage, the modal URL and the responsible-gambling dialogs.
 * Loaded after hydration, off the first load; the limit's dialog loads only when a limit ends a session.
 */

export const session = createSessionClient({
  call: browserCall,
  now: Date.now,
  store: pageSession,
  localStorage: () => keptStorage('local'),
  openSignIn: () => openModal('sign-in'),
  setOddsType,
  announceLimitEnd: async (kind, playerId) => {
    const { announceLimitEnd } = await import('./session-end');
    announceLimitEnd(kind, playerId);
  },
  report: reportError,
});

export const {
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
} = session;

export {
  isUnauthorized,
  type LimitEnd,
  limitEndOf,
  SessionEndedError,
  SessionLimitReachedError,
} from './session-client';

/** Local storage key of spec §3 "is registered" (its own module, so the first load can read it). */
export { IS_REGISTERED_KEY };
