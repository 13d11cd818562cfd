'use client';

import {
  requestPasswordReset,
  resendConfirmation,
  resendUnlock,
} from '@sportsbook/contract/platform/auth-calls';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { browserCall } from '@/lib/api/browser-call';
import { localErrors } from '@/lib/forms/form-errors';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { SubmitButton } from '@/ui/forms/form-fields';
import { RememberedEmailField } from './auth-fields';
import { Done, FlowLink, FlowLinkLine, GeneralProblem, rememberEmail, useFormSubmit } from './auth-ui';
import { looksLikeEmail } from './sign-up-rules';

/** The three "mail me a link" flows of spec §2.2. */
export type EmailRequestKind = 'resendConfirmation' | 'resendUnlock' | 'passwordNew';

const CALLS = {
  resendConfirmation,
  resendUnlock,
  passwordNew: requestPasswordReset,
} as const;

/**
 * Resend confirmation instructions, resend unlock instructions, forgot password (spec §2.2): one e-mail
 * field; the answer is the same whether or not the address is registered (enumeration-safe), so the form
 * says "if it is registered, a mail is on its way".
 */
export function EmailRequestForm({ kind }: { kind: EmailRequestKind }) {
  const t = useTranslations(`auth.${kind}`);
  const ta = useTranslations('auth');
  const locale = useLocale();
  const { problems, pending, run } = useFormSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    rememberEmail(email);
    const local = localErrors({
      email: !email ? 'required' : looksLikeEmail(email) ? null : 'email_invalid',
    });
    await run(local, async () => {
      await browserCall(CALLS[kind], { locale, body: { email } });
      setSentTo(email);
    });
  }

  if (sentTo !== null) {
    return (
      <Done>
        <p>{t('done', { email: sentTo })}</p>
        <FlowLinkLine to="sign-in">{ta('links.signIn')}</FlowLinkLine>
      </Done>
    );
  }
  return (
    <form className={dialogStyles.form} onSubmit={submit} noValidate>
      <p>{t('intro')}</p>
      <RememberedEmailField
        label={ta('fields.email')}
        autoComplete="email"
        problem={problems.problem('email')}
      />
      <GeneralProblem text={problems.general()} />
      <SubmitButton pending={pending}>{t('submit')}</SubmitButton>
      <p className={dialogStyles.links}>
        <FlowLink to="sign-in">{ta('links.signIn')}</FlowLink>
      </p>
    </form>
  );
}
