'use client';

import { forcedStep, signUpReminderDue } from '@sportsbook/core/accounts/player-session';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { notify } from '@/lib/notices/notify';
import { IS_REGISTERED_KEY } from '@/lib/player/session-keys';
import { useSession } from '@/lib/player/session-store';
import { keptStorage } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { openModal } from '@/lib/url/modal-url';
import { ConfirmPasswordHost } from './confirm-password';

const MissedFieldsDialog = dynamic(() => import('./forced-steps').then((m) => m.MissedFieldsDialog), {
  ssr: false,
});
const PhoneVerificationDialog = dynamic(
  () => import('./forced-steps').then((m) => m.PhoneVerificationDialog),
  { ssr: false },
);

/** Local storage key of spec §3 "sign-up reminder invoked". */
export const SIGN_UP_REMINDER_KEY = STORED_KEYS.signUpReminderInvoked.name;

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return true; // storage disabled: behave as if it was set (no reminder we could not remember)
  }
}

/**
 * Spec §4 reminders [PSN2]: once the operator's delay (settings `platform_settings.
 * sign_up_reminder_delay_seconds`) has passed, a visitor who never signed in on this browser is reminded,
 * once, to sign up (a notice with a Sign up button).
 */
function SignUpReminder() {
  const t = useTranslations('auth.reminder');
  const { status, settings } = useSession();
  // The operator's setting (SIGN_UP_REMINDER_DELAY_SECONDS), served to visitors with the settings.
  const signUpReminderSeconds = settings?.platform_settings.sign_up_reminder_delay_seconds ?? null;
  // When the reminder falls due, fixed the first time this page finds it due: a later re-render (a session
  // refetch, a language switch) goes on counting the same delay instead of starting it again.
  const dueAt = useRef<number | null>(null);
  useEffect(() => {
    const due = signUpReminderDue({
      visitor: status === 'NOT_LOGGED_IN',
      registered: readFlag(IS_REGISTERED_KEY),
      invoked: readFlag(SIGN_UP_REMINDER_KEY),
      delaySeconds: signUpReminderSeconds,
    });
    if (!due || signUpReminderSeconds === null) return;
    dueAt.current ??= Date.now() + signUpReminderSeconds * 1000;
    const timer = window.setTimeout(
      () => {
        try {
          keptStorage('local')?.setItem(SIGN_UP_REMINDER_KEY, 'true');
        } catch {
          return;
        }
        notify({
          kind: 'info',
          id: 'sign-up-reminder',
          title: t('title'),
          description: t('description'),
          action: { label: t('action'), onClick: () => openModal('sign-up') },
        });
      },
      Math.max(0, dueAt.current - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [status, signUpReminderSeconds, t]);
  return null;
}

/**
 * What the player's account needs besides the URL's modals: the forced dialogs of spec §4/§5 (missed auth
 * fields, then phone verification [PSN3]; neither closable), the confirm-password dialog, the sign-up
 * reminder.
 */
export function AccountHosts() {
  const { player, settings, status } = useSession();
  const step =
    status === 'LOGGED_IN'
      ? forcedStep(player, settings?.platform_settings.phone_verification_required ?? false)
      : null;
  return (
    <>
      {step === 'missed-auth-fields' ? <MissedFieldsDialog /> : null}
      {step === 'phone-verification' ? <PhoneVerificationDialog /> : null}
      <ConfirmPasswordHost />
      <SignUpReminder />
    </>
  );
}
