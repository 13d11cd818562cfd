import { type UpdateSettingsRequest, updateSettings } from '@sportsbook/contract/sportsbook/settings-calls';
import { reportError } from '@/lib/errors/report';
import { playerCall } from './session-actions';
import { getSession, updateSession } from './session-store';

/**
 * Saves a signed-in player's own settings (spec §7.2 POST /settings: preset stakes, odds acceptance mode,
 * odds display) and keeps the answer as the session's settings. Visitors' choices stay local. Returns
 * whether it was saved.
 */
export async function savePlayerSettings(locale: string, changes: UpdateSettingsRequest): Promise<boolean> {
  if (getSession().status !== 'LOGGED_IN') return false;
  try {
    const settings = await playerCall(updateSettings, { locale, body: changes });
    updateSession({ settings });
    return true;
  } catch (error) {
    reportError(error, { where: 'saving player settings' });
    return false;
  }
}
