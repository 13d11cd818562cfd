'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { reportError } from '@/lib/errors/report';
import { useSession } from '@/lib/player/session-store';
import { changeUrl } from '@/lib/url/location-store';
import { Dialog } from '@/ui/dialog/dialog';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { useShareEnabled } from './share-enabled';
import { BETCODE_PARAM } from './share-params';
import { getSlip, setShareNotFound, useSlip } from './slip-store';

/**
 * Opens a shared slip from the URL (spec §2.1 `betcode`, §5: only when sharing is on and a code is there),
 * once the settings say whether sharing is on; the parameter leaves the URL once used. Shows the share-bet
 * not-found modal (spec §2.2, §8) when a code cannot be restored.
 */
export function ShareCodeRestorer() {
  const t = useTranslations('slip');
  const locale = useLocale();
  const { status } = useSession();
  const enabled = useShareEnabled();
  const { shareNotFound } = useSlip();
  const used = useRef(false);

  useEffect(() => {
    if (used.current || status === 'UNKNOWN' || status === 'PENDING') return;
    const url = new URL(window.location.href);
    const code = url.searchParams.get(BETCODE_PARAM);
    if (!code) return;
    used.current = true;
    url.searchParams.delete(BETCODE_PARAM);
    changeUrl(url.pathname + url.search + url.hash, { replace: true });
    if (!enabled) return;
    void import('./share-code')
      .then(({ restoreShareCode }) => {
        // Read once the slip's engine (which share-code loads) has adopted the session's slip.
        const { ticket } = getSlip();
        return restoreShareCode(code, { code: ticket.currency, subunits: ticket.subunits }, locale);
      })
      .catch((error: unknown) => {
        reportError(error, { where: 'restoring a shared slip' });
        setShareNotFound('link-try-later');
      });
  }, [status, enabled, locale]);

  if (!shareNotFound) return null;
  return (
    <Dialog title={t('share-bet.not-found-modal.title')} onClose={() => setShareNotFound(null)}>
      <p>{t(`share-bet.not-found-modal.${shareNotFound}`)}</p>
      <button type="button" className={dialogStyles.primary} onClick={() => setShareNotFound(null)}>
        {t('share-bet.not-found-modal.ok')}
      </button>
    </Dialog>
  );
}
