'use client';

import { continueSportsbookSession } from '@sportsbook/contract/platform/session-calls';
import { elapsedParts } from '@sportsbook/core/responsible-gambling/session-watch';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { formatMoney } from '@/lib/player/money';
import { endSessionOnLimit, limitEndOf, sessionExpired, signOut } from '@/lib/player/session-actions';
import { getSession } from '@/lib/player/session-store';
import { failedToSend, useAnsweredMutation } from '@/lib/query/answered-mutation';
import { broadcastRg } from '@/lib/responsible-gambling/rg-broadcast';
import { type RgDialog, setRgDialog, useRgDialog } from '@/lib/responsible-gambling/rg-store';
import { useSportsHref } from '@/lib/url/use-sports-href';
import { Dialog } from '@/ui/dialog/dialog';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import styles from '@/ui/forms/money-forms.module.css';
import { useNow } from './use-now';

/** The responsible-gambling dialog the product has opened, if any (spec §2.2). */
export function RgDialogs() {
  const dialog = useRgDialog();
  if (!dialog) return null;
  if (dialog.kind === 'reality-check') return <RealityCheckDialog dialog={dialog} />;
  return <LimitReachedDialog kind={dialog.kind} />;
}

/**
 * The reality check (spec §2.2, §7.1): how long the session has run and its net result, with continue (POST
 * /sportsbook_sessions/continue), view history (continues, then opens the bet history) and sign out. It
 * cannot be dismissed without one of them.
 */
function RealityCheckDialog({ dialog }: { dialog: Extract<RgDialog, { kind: 'reality-check' }> }) {
  const t = useTranslations('wallet.realityCheck');
  const locale = useLocale();
  const historyHref = useSportsHref('/bets-history');
  const now = useNow(1_000);
  const [busy, setBusy] = useState<'continue' | 'history' | 'signOut' | null>(null);
  const [failed, setFailed] = useState(false);
  const send = useAnsweredMutation<unknown>('acknowledging a reality check');
  const errorId = useId();
  const { info } = dialog;
  // The server's elapsed time, counted on from when it arrived (the device's clock may differ from the server's).
  const [received, setReceived] = useState({ info, at: now });
  if (received.info !== info) setReceived({ info, at: now });
  const elapsed = info ? elapsedParts(info.elapsed_seconds + (now - received.at) / 1000) : null;

  async function acknowledge(then: 'continue' | 'history') {
    setBusy(then);
    setFailed(false);
    try {
      const sent = await send(() => browserCall(continueSportsbookSession, { locale }));
      if (!sent.ok) throw sent.answer;
      const playerId = getSession().player?.id;
      setRgDialog(null);
      if (playerId) broadcastRg({ type: 'reality-check-continued', playerId });
      if (then === 'history') window.location.assign(historyHref);
    } catch (error) {
      setBusy(null);
      const limit = limitEndOf(error);
      if (limit) {
        endSessionOnLimit(locale, limit, getSession().player?.id ?? null);
        return;
      }
      if (error instanceof ApiCallError && (error.status === 400 || error.status === 404)) {
        // No check configured, or no session any more: nothing to acknowledge.
        setRgDialog(null);
        return;
      }
      if (error instanceof ApiCallError && error.status === 401) {
        setRgDialog(null);
        await sessionExpired(locale);
        return;
      }
      // A failure to send was reported by the query cache; an unexpected answer is reported here.
      if (!failedToSend(error)) reportError(error, { where: 'continuing after a reality check' });
      setFailed(true);
    }
  }

  return (
    <Dialog title={t('title')} onClose={() => {}} closable={false} size="medium">
      <div className={dialogStyles.form} aria-describedby={failed ? errorId : undefined}>
        <p className={dialogStyles.note}>{t('intro')}</p>
        {info && elapsed ? (
          <dl className={styles.facts}>
            <dt>{t('elapsed')}</dt>
            <dd>{t('elapsedValue', elapsed)}</dd>
            <dt>{t('staked')}</dt>
            <dd>{formatMoney(info.bets_sum, info.currency, info.subunits, locale)}</dd>
            <dt>{t('won')}</dt>
            <dd>{formatMoney(info.wins_sum, info.currency, info.subunits, locale)}</dd>
            <dt>{t('netResult')}</dt>
            <dd>
              {t(info.net_result < 0 ? 'loss' : 'gain', {
                amount: formatMoney(Math.abs(info.net_result), info.currency, info.subunits, locale),
              })}
            </dd>
          </dl>
        ) : (
          <p role="status">{t('loading')}</p>
        )}
        <div role="alert" id={errorId}>
          {failed ? <p className={dialogStyles.error}>{t('failed')}</p> : null}
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={dialogStyles.primary}
            disabled={busy !== null}
            aria-busy={busy === 'continue' || undefined}
            onClick={() => void acknowledge('continue')}
          >
            {t('continue')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy !== null}
            aria-busy={busy === 'history' || undefined}
            onClick={() => void acknowledge('history')}
          >
            {t('history')}
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy !== null}
            aria-busy={busy === 'signOut' || undefined}
            onClick={() => {
              setBusy('signOut');
              setRgDialog(null);
              void signOut(locale);
            }}
          >
            {t('signOut')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** Out-of-session-limit and activity-limit-reached (spec §2.2, §8): why the player was signed out. */
function LimitReachedDialog({ kind }: { kind: 'out-of-session-limit' | 'activity-limit-reached' }) {
  const t = useTranslations(kind === 'out-of-session-limit' ? 'wallet.sessionLimit' : 'wallet.activityLimit');
  const common = useTranslations('wallet.limitReached');
  const limitsHref = useSportsHref('/responsible-gambling');
  const close = () => setRgDialog(null);
  return (
    <Dialog title={t('title')} onClose={close}>
      <div className={dialogStyles.form}>
        <p>{t('description')}</p>
        <p className={dialogStyles.note}>{common('signedOut')}</p>
        <p className={dialogStyles.links}>
          <a href={limitsHref}>{common('limits')}</a>
        </p>
        <button type="button" className={dialogStyles.primary} onClick={close}>
          {common('ok')}
        </button>
      </div>
    </Dialog>
  );
}
