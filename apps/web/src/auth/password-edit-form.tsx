'use client';

import { resetPassword } from '@sportsbook/contract/platform/auth-calls';
import { passwordProblems } from '@sportsbook/core/accounts/password-strength';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { browserCall } from '../api/browser-call';
import dialogStyles from '../modals/dialog.module.css';
import { FormField } from '../modals/form-fields';
import { useLocationSearch } from '../shell/location-store';
import {
  Done,
  FlowLink,
  GeneralProblem,
  rememberEmail,
  useFirstFieldFocus,
  useFormProblems,
} from './auth-ui';
import { localErrors } from './form-errors';
import { PasswordHint } from './password-hint';

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
  const problems = useFormProblems();
  const firstField = useFirstFieldFocus();
  const [pending, setPending] = useState(false);
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
    if (local) {
      problems.setErrors(local);
      return;
    }
    setPending(true);
    problems.clear();
    try {
      const answer = await browserCall(resetPassword, {
        locale,
        body: { reset_password_token: token, password, password_confirmation: confirmation },
      });
      rememberEmail(answer.email);
      setDone(true);
    } catch (failure) {
      problems.fail(failure);
    } finally {
      setPending(false);
    }
  }

  if (!token) {
    return (
      <GeneralProblem text={t('missingToken')}>
        <p>
          <FlowLink to="password-new">{ta('links.newResetLink')}</FlowLink>
        </p>
      </GeneralProblem>
    );
  }
  if (done) {
    return (
      <Done>
        <p>{t('done')}</p>
        <p>
          <FlowLink to="sign-in">{ta('links.signIn')}</FlowLink>
        </p>
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
      <FormField
        ref={firstField}
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={<PasswordHint password={password} email="" confirmation={confirmation} />}
        problem={problems.problem('password')}
      />
      <FormField
        label={t('passwordConfirmation')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        problem={problems.problem('password_confirmation')}
      />
      <GeneralProblem text={general}>
        {tokenBad ? (
          <p>
            <FlowLink to="password-new">{ta('links.newResetLink')}</FlowLink>
          </p>
        ) : null}
      </GeneralProblem>
      <button
        type="submit"
        className={dialogStyles.primary}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {t('submit')}
      </button>
    </form>
  );
}
