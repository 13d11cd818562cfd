'use client';

import { userGroupRedirect } from '@sportsbook/core/accounts/player-session';
import { useEffect } from 'react';
import { useSession } from '@/lib/player/session-store';
import { useFeatures } from '@/lib/site/features-context';

/**
 * The user-group checker of spec §6 (PSN6): once a signed-in player is known, one outside the operator's
 * required status group leaves for the platform front end (replacing this history entry, so Back does not
 * bring them here again). Renders nothing.
 */
export function UserGroupCheck() {
  const { requiredStatusGroup } = useFeatures();
  const { status, player } = useSession();
  const statuses = status === 'LOGGED_IN' && player ? player.statuses : null;
  const target = userGroupRedirect(statuses, requiredStatusGroup);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return null;
}
