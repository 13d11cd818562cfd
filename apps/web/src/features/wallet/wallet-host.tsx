'use client';

import { depositReminderDelayMs, depositReturnOf } from '@sportsbook/core/payments/deposit';
import { COOKIE_DAYS } from '@sportsbook/core/privacy/cookies';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { loadSessionWatch, RgDialogs } from '@/features/responsible-gambling';
import { reportError } from '@/lib/errors/report';
import { notify } from '@/lib/notices/notify';
import { getSession, useSession } from '@/lib/player/session-store';
import { readCookie, writeCookie } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { useRgDialog } from '@/lib/responsible-gambling/rg-store';
import { changeUrl } from '@/lib/url/location-store';
import { modalOf, openModal } from '@/lib/url/modal-url';

function hasCookie(name: string): boolean {
  return readCookie(name) !== undefined;
}

/**
 * The wallet's and responsible gambling's part of every page:
 * - the result of a deposit the cashier sent the page back with (spec §2.2 `status` parameter): a notice,
 *   the parameter taken out of the URL, the balance read again;
 * - the deposit reminder (spec §4, §6: once a day for the configured status group, after its delay): a
 *   notice whose button opens the deposit modal;
 * - while a player is signed in, the reality-check poll and activity ping (responsible-gambling/session-watch);
 * - the reality-check, out-of-session-limit and activity-limit-reached dialogs.
 */
export function WalletHost() {
  const t = useTranslations('wallet.depositResult');
  const reminder = useTranslations('wallet.depositReminder');
  const locale = useLocale();
  const session = useSession();
  const rgDialog = useRgDialog();
  const returned = useRef<ReturnType<typeof depositReturnOf>>(null);
  const playerId = session.status === 'LOGGED_IN' ? (session.player?.id ?? null) : null;

  // Spec §2.2: back from the cashier with ?status=success|error|pending.
  useEffect(() => {
    const result = depositReturnOf(window.location.href);
    if (!result) return;
    returned.current = result;
    changeUrl(result.cleaned, { replace: true });
    const kind = result.status === 'error' ? 'error' : 'success';
    notify({
      kind,
      id: 'deposit-return',
      title: t(`${result.status}.title`),
      description: t(`${result.status}.description`),
    });
  }, [t]);

  // The balance after a deposit, once the player has loaded.
  useEffect(() => {
    if (playerId !== null && returned.current) {
      returned.current = null;
      // Loaded here, not at the top: the accounts call brings the wire schemas, which stay off the first load.
      void import('./accounts')
        .then(({ refreshAccounts }) => refreshAccounts(locale))
        .catch((error: unknown) => reportError(error, { where: 'reading the balance after a deposit' }));
    }
  }, [playerId, locale]);

  // Reality check and activity tracking while signed in.
  useEffect(() => {
    if (playerId === null) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    loadSessionWatch()
      .then((watchSession) => {
        if (!cancelled) stop = watchSession(locale, playerId);
      })
      .catch((error: unknown) => reportError(error, { where: 'starting the session watch' }));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [playerId, locale]);

  // Spec §4: the deposit reminder, once a day (a 1-day cookie), for the configured status group.
  useEffect(() => {
    if (playerId === null) return;
    const { settings, player } = getSession();
    if (!settings || !player) return;
    const delay = depositReminderDelayMs(
      settings.platform_settings,
      player.statuses,
      hasCookie(STORED_KEYS.depositReminderInvoked.name),
    );
    if (delay === null) return;
    const timer = setTimeout(() => {
      if (getSession().player?.id !== playerId) return;
      // Not while a dialog is open: the next page load tries again (the cookie is not set yet).
      if (modalOf(window.location.search, window.location.hash) !== null) return;
      writeCookie(STORED_KEYS.depositReminderInvoked, '1', COOKIE_DAYS.depositReminder);
      // A notice, not a dialog: it must not stand in the way of what the player is doing.
      notify({
        kind: 'info',
        id: 'deposit-reminder',
        title: reminder('title'),
        description: reminder('description'),
        action: { label: reminder('action'), onClick: () => openModal('deposit') },
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [playerId, reminder]);

  return rgDialog ? <RgDialogs /> : null;
}
