'use client';

import dynamic from 'next/dynamic';

// Loads when it first opens: it is on no page's first load.
export const DepositDialog = dynamic(() => import('./deposit-dialog').then((m) => m.DepositDialog), {
  ssr: false,
});
