'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/lib/errors/report';
import { useFirstRenderPlayer, useKnownVisitor } from '@/lib/player/first-render-session';
import { getSession, subscribeSession } from '@/lib/player/session-store';

/** What `<html data-session>` says: set once the page itself knows (the server's first render may already show). */
const SESSION_MARK = {
  LOGGED_IN: 'signed-in',
  NOT_LOGGED_IN: 'signed-out',
  PENDING: 'loading',
  UNKNOWN: 'loading',
};

/**
 * Loads the player once the page has hydrated (spec §4 "Loading a player"): the session code and the
 * contract's schemas are not part of the first load. A profile the server read with the session cookie
 * (`lib/player/server-session.ts`) is used as it is; the accounts and the token are loaded as always. A
 * page the server rendered for a request without a session cookie is a visitor's: no profile is asked for
 * (its 401 would be a console error on every visitor's page).
 */
export function SessionBoot(): null {
  const locale = useLocale();
  // The profile the server read for the first render is not asked for again.
  const first = useFirstRenderPlayer()?.player;
  const visitor = useKnownVisitor();
  useEffect(() => {
    import('@/lib/player/session-actions')
      .then(({ loadSession }) => loadSession(locale, first ?? (visitor ? null : undefined)))
      .catch((error: unknown) => reportError(error, { where: 'starting the session' }));
  }, [locale, first, visitor]);
  // The header is the server's until the page has loaded the player: hosts and browser tests that need the
  // page itself to be signed in (its listeners, its balance updates) wait for `data-session` instead.
  useEffect(() => {
    const mark = () => {
      document.documentElement.dataset.session = SESSION_MARK[getSession().status];
    };
    mark();
    return subscribeSession(mark);
  }, []);
  return null;
}
