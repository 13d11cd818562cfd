import { broadcastRg } from '@/lib/responsible-gambling/rg-broadcast';
import { setRgDialog } from '@/lib/responsible-gambling/rg-store';
import type { LimitEnd } from './session-client';

/**
 * Spec §8: a used-up session limit (403 on the session) or activity limit (401 on the activity ping) has
 * ended the session: the dialog that says why, and the same in the player's other tabs when `playerId` (whose
 * session it was) is known. The session client signs out locally once this is done, once per end. Loaded
 * only when a limit ends a session.
 */
export function announceLimitEnd(kind: LimitEnd, playerId: number | null): void {
  setRgDialog({ kind });
  if (playerId !== null) broadcastRg({ type: kind, playerId });
}
