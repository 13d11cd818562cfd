'use client';

import { resetPassword } from '@sportsbook/contract/platform/auth-calls';
import { passwordProblems } from '@sportsbook/core/accounts/password-strength';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { browserCall } from '@/lib/api/browser-call';
import { localErrors } from '@/lib/forms/form-errors';
import { useLocationSearch } from '@/lib/url/location-store';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { SubmitButton } from '@/ui/forms/form-fields';
import { NewPasswordFields } from './auth-fields';
import { Done, FlowLinkLine, GeneralProblem, rememberEmail, useFormSubmit } from './auth-ui';

/**
 * Edit password (spec §2.1 /users/password/edit, §2.2; the token is the `reset_password_token` query
 * parameter of the mailed link): a new password and its confirmation with the strength hint. A used or
 * expired token says so and offers a new link; success offers to sign in (the server ended every session).
 */
export function PasswordEditForm({ token: given }: { token?: string | undefined }) {
  const t = useTranslations('auth.passwordEdit');
  const ta = useTranslations('auth');
  const locale = useLocale();
  const search = useLocationSearch();
  const token = given ?? new URLSearchParams(search).get('reset_password_token') ?? '';
  const { problems, pending, run } = useFormSubmit();
  const [done, setDone] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = passwordProblems(password, { confirmation });
    const own = found.find((problem) => problem !== 'password_mismatch');
    const local = localErrors({
      password: !password ? 'required' : own,
      password_confirmation: password && found.includes('password_mismatch') ? 'password_mismatch' : null,
    });
    await run(local, async () => {
      const answer = await browserCall(resetPassword, {
        locale,
        body: { reset_password_token: token, password, password_confirmation: confirmation },
      });
      rememberEmail(answer.email);
      setDone(true);
    });
  }

  if (!token) {
    return (
      <GeneralProblem text={t('missingToken')}>
        <FlowLinkLine to="password-new">{ta('links.newResetLink')}</FlowLinkLine>
      </GeneralProblem>
    );
  }
  if (done) {
    return (
      <Done>
        <p>{t('done')}</p>
        <FlowLinkLine to="sign-in">{ta('links.signIn')}</FlowLinkLine>
      </Done>
    );
  }
  const tokenProblem = problems.errors.fields.reset_password_token;
  const general = tokenProblem ? ta(`errors.${tokenProblem}`) : problems.general();
  const tokenBad =
    tokenProblem !== undefined ||
    problems.errors.general === 'token_invalid' ||
    problems.errors.general === 'token_expired';
  return (
    <form className={dialogStyles.form} onSubmit={submit} noValidate>
      <NewPasswordFields
        first
        labels={{ password: t('password'), confirmation: t('passwordConfirmation') }}
        password={password}
        confirmation={confirmation}
        email=""
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        problem={problems.problem}
      />
      <GeneralProblem text={general}>
        {tokenBad ? <FlowLinkLine to="password-new">{ta('links.newResetLink')}</FlowLinkLine> : null}
      </GeneralProblem>
      <SubmitButton pending={pending}>{t('submit')}</SubmitButton>
    </form>
  );
}
