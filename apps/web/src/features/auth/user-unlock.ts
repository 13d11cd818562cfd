import { useSession } from '@/lib/player/session-store';
import { useFeatures } from '@/lib/site/features-context';

/**
 * The unlock-player flow (spec §6 "user unlock"): on only when the site's `features.userUnlock` and the
 * operator's `platform_settings.user_unlock_enabled` both allow it (the backend refuses the unlock calls
 * with the operator's flag off, so the web never offers them then).
 */
export function useUserUnlock(): boolean {
  const { userUnlock = true } = useFeatures();
  const { settings } = useSession();
  return userUnlock && settings?.platform_settings.user_unlock_enabled !== false;
}
