'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useAnsweredMutation } from '@/lib/query/answered-mutation';
import { useShareEnabled } from './share-enabled';
import styles from './slip.module.css';
import { useSlip } from './slip-store';

type Sharing =
  | { readonly kind: 'idle' }
  | { readonly kind: 'creating' }
  | { readonly kind: 'ready'; readonly link: string; readonly copied: boolean }
  | { readonly kind: 'failed' };

/**
 * Sharing the slip (spec §7.2 POST /bets/share-code): a code for the slip's bets and a link with the
 * `betcode` parameter, to copy or hand to the device's share sheet.
 */
export function ShareSlip() {
  const t = useTranslations('slip.ui.share');
  const locale = useLocale();
  const enabled = useShareEnabled();
  const { ticket } = useSlip();
  const [sharing, setSharing] = useState<Sharing>({ kind: 'idle' });
  const linkId = useId();
  const send = useAnsweredMutation<string>('sharing a slip');
  if (!enabled || ticket.bets.length === 0) return null;

  async function create() {
    setSharing({ kind: 'creating' });
    try {
      const { createSlipShareCode, shareLink } = await import('./share-code');
      const sent = await send(() => createSlipShareCode(ticket.bets, locale));
      if (!sent.ok) throw sent.answer;
      const code = sent.value;
      setSharing({ kind: 'ready', link: shareLink(code), copied: false });
    } catch {
      setSharing({ kind: 'failed' });
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setSharing({ kind: 'ready', link, copied: true });
    } catch {
      // No clipboard (insecure origin, denied): the link is selected for the bettor to copy.
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <div className={styles.share}>
      {sharing.kind === 'ready' ? (
        <>
          <label className={styles.shareLink}>
            <span>{t('link')}</span>
            <input
              id={linkId}
              type="text"
              readOnly
              value={sharing.link}
              onFocus={(event) => event.target.select()}
            />
          </label>
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => void copy(sharing.link)}>
              {t('copy')}
            </button>
            {typeof navigator !== 'undefined' && 'share' in navigator ? (
              <button
                type="button"
                className={styles.secondary}
                onClick={() => void navigator.share({ title: t('title'), url: sharing.link }).catch(() => {})}
              >
                {t('shareVia')}
              </button>
            ) : null}
          </div>
          <p role="status" className="visually-hidden">
            {sharing.copied ? t('copied') : t('ready')}
          </p>
          {sharing.copied ? <p className={styles.note}>{t('copied')}</p> : null}
        </>
      ) : (
        <button
          type="button"
          className={styles.linkButton}
          disabled={sharing.kind === 'creating'}
          onClick={() => void create()}
        >
          {sharing.kind === 'creating' ? t('creating') : t('create')}
        </button>
      )}
      {sharing.kind === 'failed' ? (
        <p className={styles.betError} role="alert">
          {t('failed')}
        </p>
      ) : null}
    </div>
  );
}
