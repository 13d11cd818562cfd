'use client';

import dynamic from 'next/dynamic';

// The limit dialogs and the session watch load once a player is signed in: they are on no page's first load.

export const RgDialogs = dynamic(() => import('./rg-dialogs').then((m) => m.RgDialogs), { ssr: false });

export async function loadSessionWatch(): Promise<typeof import('./session-watch').watchSession> {
  return (await import('./session-watch')).watchSession;
}
