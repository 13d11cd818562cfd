'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/ui/dialog/dialog';
import { DepositFlow } from './deposit-flow';

/** The deposit modal (spec §2.2, `?modal=deposit`). */
export function DepositDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('wallet.deposit');
  return (
    <Dialog title={t('title')} onClose={onClose} size="medium">
      <DepositFlow onDone={onClose} />
    </Dialog>
  );
}
