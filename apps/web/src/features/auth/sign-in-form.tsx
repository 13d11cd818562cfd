'use client';

import { countryBlocks } from '@sportsbook/core/accounts/player-session';
import { useLocale, useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { localErrors } from '@/lib/forms/form-errors';
import { signIn } from '@/lib/player/session-actions';
import { useSession } from '@/lib/player/session-store';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { FormField, SubmitButton } from '@/ui/forms/form-fields';
import { RememberedEmailField } from './auth-fields';
import { FlowLink, FlowLinkLine, GeneralProblem, rememberEmail, useFormSubmit } from './auth-ui';
import { useUserUnlock } from './user-unlock';

/**
 * Sign-in (spec §2.1 /users/sign-in, §2.2 sign-in modal): e-mail and password. A wrong e-mail or password
 * get the same words (no hint whether the e-mail is registered); an unconfirmed e-mail offers new
 * confirmation instructions, a locked account new unlock instructions (when the unlock flow is on), a blocked
 * country and too many attempts say so. The e-mail is kept on failure.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('account.signIn');
  const ta = useTranslations('auth');
  const locale = useLocale();
  const { signInReason, settings } = useSession();
  // Spec §5 [PSN5]: not from a country where the operator refuses sign-in.
  const blocked =
    settings !== null && countryBlocks('sign-in', settings.user_country, settings.platform_settings);
  const userUnlock = useUserUnlock();
  const { problems, pending, run } = useFormSubmit({ staysPending: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    rememberEmail(email);
    const missing = localErrors({ email: email ? null : 'required', password: password ? null : 'required' });
    await run(missing, async () => {
      await signIn(locale, email, password);
      onSignedIn();
    });
  }

  const general = problems.errors.general;
  // Enumeration-safe: a wrong e-mail and a wrong password get the same words, on neither field.
  const credentialsWrong = general === 'invalid_credentials' || general === 'unauthorized';
  return (
    <form className={dialogStyles.form} onSubmit={submit} noValidate>
      {signInReason ? <p className={dialogStyles.note}>{t(`reasons.${signInReason}`)}</p> : null}
      <RememberedEmailField label={t('email')} autoComplete="username" problem={problems.problem('email')} />
      <FormField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        problem={problems.problem('password')}
      />
      <GeneralProblem
        text={
          blocked
            ? ta('errors.country_blocked')
            : credentialsWrong
              ? ta('errors.invalid_credentials')
              : general === 'locked' && !userUnlock
                ? ta('errors.locked_cool_down')
                : problems.general()
        }
      >
        {general === 'unconfirmed' ? (
          <FlowLinkLine to="resend-confirmation">{ta('links.resendConfirmation')}</FlowLinkLine>
        ) : null}
        {general === 'locked' && userUnlock ? (
          <FlowLinkLine to="resend-unlock">{ta('links.resendUnlock')}</FlowLinkLine>
        ) : null}
      </GeneralProblem>
      <SubmitButton pending={pending} disabled={blocked}>
        {pending ? t('submitting') : t('submit')}
      </SubmitButton>
      <p className={dialogStyles.links}>
        <FlowLink to="password-new">{ta('links.forgotPassword')}</FlowLink>
        <FlowLink to="sign-up">{ta('links.signUp')}</FlowLink>
      </p>
    </form>
  );
}
