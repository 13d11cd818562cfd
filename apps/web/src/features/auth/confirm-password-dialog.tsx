'use client';

import { confirmPassword as confirmPasswordCall } from '@sportsbook/contract/platform/auth-calls';
import { useLocale, useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { ApiCallError } from '@/lib/api/browser-call';
import { localErrors } from '@/lib/forms/form-errors';
import { sessionCall } from '@/lib/player/session-actions';
import { Dialog } from '@/ui/dialog/dialog';
import styles from '@/ui/dialog/dialog.module.css';
import { FormField, SubmitButton } from '@/ui/forms/form-fields';
import { AuthModeProvider, GeneralProblem, useFirstFieldFocus, useFormSubmit } from './auth-ui';
import { settleConfirmPassword } from './confirm-password-store';

function ConfirmPasswordForm({ reason }: { reason: string | undefined }) {
  const t = useTranslations('auth.confirmPassword');
  const locale = useLocale();
  // Stays pending on success: the dialog closes once the request is settled.
  const { problems, pending, run } = useFormSubmit({ staysPending: true });
  const firstField = useFirstFieldFocus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    const local = localErrors({ password: password ? null : 'required' });
    await run(local, async () => {
      try {
        const answer = await sessionCall(confirmPasswordCall, { locale, body: { password } });
        settleConfirmPassword(answer.password_confirmation_token);
      } catch (failure) {
        // The session is gone: the sign-in prompt takes over (sessionCall), this request ends unanswered.
        if (!(failure instanceof ApiCallError && failure.status === 401)) throw failure;
        settleConfirmPassword(null);
      }
    });
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
      <SubmitButton pending={pending}>{t('submit')}</SubmitButton>
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
