'use client';

export { DepositDialog } from './lazy-deposit-dialog';
export { WalletHost } from './wallet-host';
