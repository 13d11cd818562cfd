'use client';

import type { SignUpRequest } from '@sportsbook/contract/platform/auth-calls';
import { signUp } from '@sportsbook/contract/platform/auth-calls';
import { passwordProblems } from '@sportsbook/core/accounts/password-strength';
import { countryBlocks } from '@sportsbook/core/accounts/player-session';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, useState } from 'react';
import { browserCall } from '@/lib/api/browser-call';
import { localErrors } from '@/lib/forms/form-errors';
import { signIn } from '@/lib/player/session-actions';
import { useSession } from '@/lib/player/session-store';
import { useSportsHref } from '@/lib/url/use-sports-href';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { FormField, SubmitButton } from '@/ui/forms/form-fields';
import { affiliateTags } from './affiliate-tags';
import styles from './auth.module.css';
import { CheckField, CountrySelect, NewPasswordFields, SelectField } from './auth-fields';
import {
  Done,
  FlowLink,
  FlowLinkLine,
  GeneralProblem,
  rememberEmail,
  rememberedEmail,
  useFirstFieldFocus,
  useFormSubmit,
} from './auth-ui';
import { adultOn, signUpProblems } from './sign-up-rules';

/**
 * Sign-up (spec §2.1 /users/sign-up, §2.2 sign-up modal; fields documented in docs/adr/0010 and the
 * contract's SignUpRequest): e-mail, password and its confirmation with a live strength hint, currency
 * (settings `currencies`, the operator's default first), country (the visitor's, from settings), date of
 * birth (18 or older), optional names (the operator's `player_fields` are asked for after sign-in by the
 * missed-auth-fields dialog, docs/adr/0010), acceptance of the terms, and the affiliate tags of the URL. Checked here first (nothing is sent while a rule is broken), then
 * by the server, whose problems land on their fields. The terms it asks to accept are linked (they open in a
 * new tab, so the form keeps what was typed). Success: where the operator lets players play before confirming
 * their e-mail (`confirmation_required: false`), the new player is signed in at once with what they typed and
 * the dialog closes; otherwise (or when that sign-in fails, e.g. the e-mail was already registered) "check
 * your mailbox" — the same answer whether or not the e-mail was already registered.
 */
export function SignUpForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useTranslations('auth.signUp');
  const ta = useTranslations('auth');
  const locale = useLocale();
  const { settings } = useSession();
  const { problems, pending, run } = useFormSubmit();
  const firstField = useFirstFieldFocus();
  const [done, setDone] = useState<string | null>(null);
  const [email, setEmail] = useState(rememberedEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const termsHref = useSportsHref('/terms-and-conditions');

  const currencies = settings ? Object.values(settings.currencies) : [];
  // Spec §5 [PSN5]: not from a country where the operator refuses sign-up.
  const blocked =
    settings !== null && countryBlocks('sign-up', settings.user_country, settings.platform_settings);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const request: SignUpRequest = {
      email: text('email'),
      password,
      password_confirmation: confirmation,
      currency: text('currency'),
      country: text('country'),
      date_of_birth: text('date_of_birth'),
      terms_accepted: form.get('terms_accepted') === 'on',
      locale,
      ...affiliateTags(),
    };
    for (const name of ['first_name', 'last_name', 'nickname'] as const) {
      const value = text(name);
      if (value) request[name] = value;
    }
    rememberEmail(request.email);
    const found = signUpProblems(request, {
      passwordProblems: passwordProblems(password, { email: request.email, confirmation }),
      today: new Date(),
    });
    await run(localErrors(found), async () => {
      const answer = await browserCall(signUp, { locale, body: request });
      if (!answer.confirmation_required) {
        const signedIn = await signIn(locale, request.email, password).then(
          () => true,
          // Not this password's account (an e-mail already registered): the mailbox tells the owner.
          () => false,
        );
        if (signedIn) {
          onSignedIn();
          return;
        }
      }
      setDone(answer.email);
    });
  }

  if (done !== null) {
    return (
      <Done>
        <p>
          <strong>{t('done.title')}</strong>
        </p>
        <p>{t('done.body', { email: done })}</p>
        <FlowLinkLine to="resend-confirmation">{ta('links.resendConfirmation')}</FlowLinkLine>
      </Done>
    );
  }

  const today = new Date();
  const termsLink = (chunks: ReactNode) => (
    <a href={termsHref} target="_blank" rel="noopener">
      {chunks}
    </a>
  );
  return (
    <form className={dialogStyles.form} onSubmit={submit} noValidate>
      <FormField
        ref={firstField}
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        problem={problems.problem('email')}
      />
      <NewPasswordFields
        labels={{ password: t('password'), confirmation: t('passwordConfirmation') }}
        password={password}
        confirmation={confirmation}
        email={email}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        problem={problems.problem}
      />
      <div className={styles.row}>
        <SelectField
          label={t('currency')}
          name="currency"
          required
          defaultValue={settings?.default_currency_code}
          key={`currency-${settings?.default_currency_code ?? ''}`}
          problem={problems.problem('currency')}
        >
          {currencies.map((currency) => (
            <option key={currency.code} value={currency.code}>
              {currency.code}
            </option>
          ))}
        </SelectField>
        <CountrySelect
          label={t('country')}
          choose={t('countryChoose')}
          countries={settings?.countries}
          defaultValue={settings?.user_country ?? ''}
          key={`country-${settings?.user_country ?? ''}`}
          problem={problems.problem('country')}
        />
      </div>
      <FormField
        label={t('dateOfBirth')}
        name="date_of_birth"
        type="date"
        autoComplete="bday"
        required
        max={adultOn(today)}
        hint={t('dateOfBirthHint')}
        problem={problems.problem('date_of_birth')}
      />
      <div className={styles.row}>
        <FormField
          label={t('optional', { field: t('firstName') })}
          name="first_name"
          autoComplete="given-name"
          problem={problems.problem('first_name')}
        />
        <FormField
          label={t('optional', { field: t('lastName') })}
          name="last_name"
          autoComplete="family-name"
          problem={problems.problem('last_name')}
        />
      </div>
      <FormField
        label={t('optional', { field: t('nickname') })}
        name="nickname"
        autoComplete="nickname"
        problem={problems.problem('nickname')}
      />
      <CheckField
        name="terms_accepted"
        required
        label={t.rich('terms', { link: termsLink })}
        problem={problems.problem('terms_accepted')}
      />
      <GeneralProblem text={blocked ? ta('errors.country_blocked') : problems.general()} />
      <SubmitButton pending={pending} disabled={!settings || blocked}>
        {pending ? t('submitting') : t('submit')}
      </SubmitButton>
      <p className={dialogStyles.links}>
        <span>{t('haveAccount')}</span>
        <FlowLink to="sign-in">{ta('links.signIn')}</FlowLink>
      </p>
    </form>
  );
}
