'use client';

export { DepositFlow } from './deposit-flow';
export { DepositDialog } from './lazy-deposit-dialog';
export { WalletHost } from './wallet-host';
