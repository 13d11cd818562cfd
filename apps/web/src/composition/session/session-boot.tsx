'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/errors/report';

/**
 * Loads the player once the page has hydrated (spec §4 "Loading a player"): the session code and the
 * contract's schemas are not part of the first load.
 */
export function SessionBoot(): null {
  const locale = useLocale();
  useEffect(() => {
    import('@/lib/player/session-actions')
      .then(({ loadSession }) => loadSession(locale))
      .catch((error: unknown) => reportError(error, { where: 'starting the session' }));
  }, [locale]);
  return null;
}
