'use client';

import type { Account, Player } from '@sportsbook/contract/entities/player';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { type SessionState, useSession } from './session-store';

/** The player the server read from the session cookie for this page (`server-session.ts`); null for a visitor. */
export interface FirstRenderPlayer {
  readonly player: Player;
  readonly accounts: readonly Account[];
}

const FirstRender = createContext<FirstRenderPlayer | null>(null);
const KnownVisitor = createContext(false);

/**
 * Hands the server's reading of the session to the client components that show the player (the header).
 * The document's first reading is kept: a later server render of the layout (`router.refresh()`) does not
 * read the session again, and by then the page's own session has loaded.
 */
export function FirstRenderSession({
  value,
  visitor,
  children,
}: {
  value: FirstRenderPlayer | null;
  /** The document's request carried no session cookie: a visitor, whom the page need not ask the backend about. */
  visitor: boolean;
  children: ReactNode;
}) {
  const [first] = useState(value);
  const [knownVisitor] = useState(visitor);
  return (
    <FirstRender.Provider value={first}>
      <KnownVisitor.Provider value={knownVisitor}>{children}</KnownVisitor.Provider>
    </FirstRender.Provider>
  );
}

/** Whether the server rendered the page for a request without a session cookie (a visitor, for certain). */
export function useKnownVisitor(): boolean {
  return useContext(KnownVisitor);
}

/** The player the server rendered the page for, if any (e.g. to skip reading the profile again). */
export function useFirstRenderPlayer(): FirstRenderPlayer | null {
  return useContext(FirstRender);
}

/**
 * The session as the page shows it: the page's session once it has loaded (LOGGED_IN or NOT_LOGGED_IN), and
 * until then the player the server read from the session cookie, so the server's HTML, hydration and the
 * loaded page all show the same header (no Sign In flash, no layout shift). Without a server reading it is
 * the page's session as it stands.
 */
export function useShownSession(): SessionState {
  const session = useSession();
  const first = useContext(FirstRender);
  if (!first || session.status === 'LOGGED_IN' || session.status === 'NOT_LOGGED_IN') return session;
  return { ...session, status: 'LOGGED_IN', player: first.player, accounts: first.accounts };
}
