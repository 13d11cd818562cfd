'use client';

import { confirmPassword as confirmPasswordCall } from '@sportsbook/contract/platform/auth-calls';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ApiCallError } from '../api/browser-call';
import { AuthModeProvider, GeneralProblem, useFirstFieldFocus, useFormProblems } from '../auth/auth-ui';
import { localErrors } from '../auth/form-errors';
import { sessionCall } from '../player/session-actions';
import { settleConfirmPassword } from './confirm-password';
import { Dialog } from './dialog';
import styles from './dialog.module.css';
import { FormField } from './form-fields';

function ConfirmPasswordForm({ reason }: { reason: string | undefined }) {
  const t = useTranslations('auth.confirmPassword');
  const locale = useLocale();
  const problems = useFormProblems();
  const firstField = useFirstFieldFocus();
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const local = localErrors({ password: password ? null : 'required' });
    if (local) {
      problems.setErrors(local);
      return;
    }
    setPending(true);
    problems.clear();
    try {
      const answer = await sessionCall(confirmPasswordCall, { locale, body: { password } });
      settleConfirmPassword(answer.password_confirmation_token);
    } catch (failure) {
      // The session is gone: the sign-in prompt takes over (sessionCall), this request ends unanswered.
      if (failure instanceof ApiCallError && failure.status === 401) {
        settleConfirmPassword(null);
        return;
      }
      problems.fail(failure);
      setPending(false);
    }
  }

  // A wrong password is a problem of the field.
  const wrong = problems.errors.general === 'password_invalid';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{reason ?? t('intro')}</p>
      <FormField
        ref={firstField}
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        problem={wrong ? (problems.general() ?? undefined) : problems.problem('password')}
      />
      <GeneralProblem text={wrong ? null : problems.general()} />
      <button type="submit" className={styles.primary} disabled={pending} aria-busy={pending || undefined}>
        {t('submit')}
      </button>
    </form>
  );
}

/** The confirm-password dialog of spec §2.2 (see confirm-password.tsx). */
export function ConfirmPasswordDialog({ reason }: { reason: string | undefined }) {
  const t = useTranslations('auth.confirmPassword');
  return (
    <Dialog title={t('title')} onClose={() => settleConfirmPassword(null)}>
      <AuthModeProvider mode="dialog">
        <ConfirmPasswordForm reason={reason} />
      </AuthModeProvider>
    </Dialog>
  );
}
