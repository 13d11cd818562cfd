'use client';

import type { PhoneVerification } from '@sportsbook/contract/entities/phone-verification';
import type { Player } from '@sportsbook/contract/entities/player';
import { sendPhoneCode, verifyPhone } from '@sportsbook/contract/platform/account-calls';
import { secondsLeft } from '@sportsbook/core/accounts/player-session';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { localErrors } from '@/lib/forms/form-errors';
import { sessionCall } from '@/lib/player/session-actions';
import { useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { FormField, SubmitButton } from '@/ui/forms/form-fields';
import { getPhoneOptions } from './api/get-phone';
import styles from './auth.module.css';
import { CountrySelect } from './auth-fields';
import { GeneralProblem, useFirstFieldFocus, useFormSubmit } from './auth-ui';

/** The phone state with when it was read, so the resend countdown runs from there. */
interface Known {
  readonly phone: PhoneVerification;
  readonly at: number;
}

/** Seconds until another code may be sent, ticking once a second while above 0 [PSN4]. */
function useCountdown(known: Known | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = known ? secondsLeft(known.at, known.phone.resend_timeout, now) : 0;
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
}

/**
 * Phone verification (spec §3 phone verification, §5): the number (and its country) gets a 6-digit code by
 * SMS (kept in the backend's outbox by default); another code only after the resend timeout, counted down
 * here; once the day's SMS limit is reached it says so and sends no more. The code verifies the number.
 */
export function PhoneVerificationForm({
  player,
  onVerified,
}: {
  player: Player;
  onVerified: (number: string) => void;
}) {
  const t = useTranslations('auth.phone');
  const locale = useLocale();
  const { settings } = useSession();
  const sending = useFormSubmit();
  const verifying = useFormSubmit();
  const sendProblems = sending.problems;
  const codeProblems = verifying.problems;
  // One call at a time: neither form submits while the other's call runs.
  const pending = sending.pending || verifying.pending;
  const firstField = useFirstFieldFocus();
  const [known, setKnown] = useState<Known | null>(null);
  const [sent, setSent] = useState(false);
  const left = useCountdown(known);

  const verifiedRef = useRef(onVerified);
  verifiedRef.current = onVerified;
  const stored = useQuery(getPhoneOptions(locale), queryClient).data;
  useEffect(() => {
    if (!stored) return;
    setKnown({ phone: stored, at: Date.now() });
    if (stored.verified && stored.number) verifiedRef.current(stored.number);
  }, [stored]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = String(form.get('number') ?? '').trim();
    const country = String(form.get('country') ?? '').trim();
    const local = localErrors({
      number: number ? null : 'required',
      country: country ? null : 'required',
    });
    await sending.run(local, async () => {
      const phone = await sessionCall(sendPhoneCode, { locale, body: { number, country } });
      setKnown({ phone, at: Date.now() });
      setSent(true);
    });
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const local = localErrors({ code: /^\d{6}$/.test(code) ? null : 'phone_code_format' });
    await verifying.run(local, async () => {
      const phone = await sessionCall(verifyPhone, { locale, body: { code } });
      setKnown({ phone, at: Date.now() });
      if (phone.verified) onVerified(phone.number ?? '');
    });
  }

  const phone = known?.phone;
  const limitReached = phone?.sms_limit_reached ?? false;
  const codeProblem = codeProblems.errors.general;
  return (
    <div className={dialogStyles.form}>
      <p>{t('intro')}</p>
      <form className={dialogStyles.form} onSubmit={send} noValidate>
        <div className={styles.row}>
          <CountrySelect
            label={t('country')}
            choose={t('countryChoose')}
            countries={settings?.countries}
            defaultValue={phone?.country ?? player.country ?? settings?.user_country ?? ''}
            key={`country-${phone?.country ?? player.country ?? ''}`}
            problem={sendProblems.problem('country')}
          />
          <FormField
            ref={firstField}
            label={t('number')}
            name="number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            required
            defaultValue={phone?.number ?? player.mobile_phone ?? ''}
            key={`number-${phone?.number ?? ''}`}
            hint={t('numberHint')}
            problem={sendProblems.problem('number')}
          />
        </div>
        <GeneralProblem text={sendProblems.general()} />
        {limitReached ? (
          <p className={dialogStyles.note}>{t('limitReached')}</p>
        ) : (
          <SubmitButton className={styles.secondary} pending={sending.pending} disabled={pending || left > 0}>
            {left > 0 ? t('resendIn', { seconds: left }) : sent || phone?.number ? t('resend') : t('send')}
          </SubmitButton>
        )}
        {/* Says once that a code went out (the countdown is in the button, not read out every second). */}
        <p role="status" className={styles.rule}>
          {sent ? t('sent') : ''}
        </p>
      </form>
      <form className={dialogStyles.form} onSubmit={verify} noValidate>
        <FormField
          label={t('code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          problem={
            codeProblems.problem('code') ??
            (codeProblem && codeProblem !== 'network' && codeProblem !== 'generic'
              ? (codeProblems.general() ?? undefined)
              : undefined)
          }
        />
        <GeneralProblem
          text={codeProblem === 'network' || codeProblem === 'generic' ? codeProblems.general() : null}
        />
        <SubmitButton pending={verifying.pending} disabled={pending}>
          {t('verify')}
        </SubmitButton>
      </form>
    </div>
  );
}
