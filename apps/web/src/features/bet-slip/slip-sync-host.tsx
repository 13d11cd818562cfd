'use client';

import dynamic from 'next/dynamic';

/**
 * The slip's sync with the slip's rules (`slip-engine.ts`), loaded right after hydration instead of on the
 * first load: nothing it does is needed to paint the page, and a pick made before it arrives waits for it.
 */
export const SlipSyncHost = dynamic(() => import('./slip-sync').then((m) => m.SlipSync), { ssr: false });
