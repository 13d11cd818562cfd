import { broadcastRg } from '@/lib/responsible-gambling/rg-broadcast';
import { setRgDialog } from '@/lib/responsible-gambling/rg-store';
import { signOut } from './session-actions';
import { getSession } from './session-store';

/**
 * Spec §8: a used-up session limit (403 on the session) or activity limit (401 on the activity ping) ends
 * the session in this browser: a local sign-out (the server has ended it already), the dialog that says
 * why, and (`broadcast`) the same in the player's other tabs. `playerId`: whose session it was, when this
 * tab has already let go of the player. Reached through session-actions' `endSessionOnLimit`, which makes
 * it happen once per end.
 */
export async function signOutForLimit(
  locale: string,
  kind: 'out-of-session-limit' | 'activity-limit-reached',
  options: { broadcast?: boolean; playerId?: number | null } = {},
): Promise<void> {
  const playerId = options.playerId !== undefined ? options.playerId : (getSession().player?.id ?? null);
  setRgDialog({ kind });
  if (options.broadcast !== false && playerId !== null) broadcastRg({ type: kind, playerId });
  await signOut(locale, { local: true });
}
