import { useSession } from '@/lib/player/session-store';
import { useFeatures } from '@/lib/site/features-context';

// On the first load (the share-code restorer reads it): kept apart from the share button and its calls.
/** Whether bet sharing is on: the deployment's flag and the operator's settings (spec §5, §6). */
export function useShareEnabled(): boolean {
  const { shareBet } = useFeatures();
  const { settings } = useSession();
  return shareBet && settings?.platform_settings.share_bet_enabled === true;
}
