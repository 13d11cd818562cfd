'use client';

import { confirmEmail, unlockAccount } from '@sportsbook/contract/platform/auth-calls';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { browserCall } from '@/lib/api/browser-call';
import { formErrorsOf } from '@/lib/forms/form-errors';
import { useLocationSearch } from '@/lib/url/location-store';
import dialogStyles from '@/ui/dialog/dialog.module.css';
import { Done, FlowLinkLine, GeneralProblem, rememberEmail } from './auth-ui';
import { useUserUnlock } from './user-unlock';

/** The two mailed-token checks: e-mail confirmation and unlock (spec §2.1, §7.1). */
export type TokenKind = 'confirmation' | 'unlock';

const PARAM = { confirmation: 'confirmation_token', unlock: 'unlock_token' } as const;

type Outcome = { kind: 'checking' } | { kind: 'done'; email: string } | { kind: 'failed'; code: string };

/** Tokens checked by this page already: a re-render (or React's double effect) must not spend one twice. */
const checked = new Map<string, Promise<Outcome>>();

function check(kind: TokenKind, token: string, locale: string): Promise<Outcome> {
  const key = `${kind}:${token}`;
  let outcome = checked.get(key);
  if (!outcome) {
    const request =
      kind === 'confirmation'
        ? browserCall(confirmEmail, { locale, query: { confirmation_token: token } })
        : browserCall(unlockAccount, { locale, query: { unlock_token: token } });
    outcome = request.then(
      (answer): Outcome => ({ kind: 'done', email: answer.email }),
      (error: unknown): Outcome => {
        const errors = formErrorsOf(error);
        const code = errors.general ?? Object.values(errors.fields)[0] ?? 'generic';
        return { kind: 'failed', code };
      },
    );
    checked.set(key, outcome);
  }
  return outcome;
}

/**
 * Confirmation (GET /users/confirmation?confirmation_token) and unlock (GET /users/unlock?unlock_token,
 * behind the "user unlock" feature flag): reads the token of the mailed link from the URL, sends it once,
 * says how it went and offers to sign in (or to get a new link when it was used or expired).
 */
export function TokenCheck({ kind, token: given }: { kind: TokenKind; token?: string | undefined }) {
  const t = useTranslations(`auth.${kind}`);
  const ta = useTranslations('auth');
  const locale = useLocale();
  const search = useLocationSearch();
  const userUnlock = useUserUnlock();
  // A page passes the token it was rendered with; a dialog reads the URL.
  const token = given ?? new URLSearchParams(search).get(PARAM[kind]) ?? '';
  const enabled = kind === 'confirmation' || userUnlock;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  useEffect(() => {
    if (!token || !enabled) return;
    let live = true;
    void check(kind, token, locale).then((next) => {
      if (!live) return;
      if (next.kind === 'done') rememberEmail(next.email);
      setOutcome(next);
    });
    return () => {
      live = false;
    };
  }, [kind, token, locale, enabled]);

  // A missing, used or expired token: a new link is what helps.
  const again = (
    <FlowLinkLine to={kind === 'confirmation' ? 'resend-confirmation' : 'resend-unlock'}>
      {ta(`links.${kind === 'confirmation' ? 'resendConfirmation' : 'resendUnlock'}`)}
    </FlowLinkLine>
  );
  if (!enabled) return <GeneralProblem text={t('disabled')} />;
  if (!token) return <GeneralProblem text={t('missingToken')}>{again}</GeneralProblem>;
  if (outcome.kind === 'checking') {
    return (
      <p role="status" aria-busy="true" className={dialogStyles.note}>
        {t('checking')}
      </p>
    );
  }
  if (outcome.kind === 'done') {
    return (
      <Done>
        <p>{t('done', { email: outcome.email })}</p>
        <FlowLinkLine to="sign-in">{ta('links.signInNow')}</FlowLinkLine>
      </Done>
    );
  }
  const known = ta.has(`errors.${outcome.code}`);
  return (
    <GeneralProblem text={known ? ta(`errors.${outcome.code}`) : ta('errors.generic')}>
      {outcome.code === 'user_unlock_disabled' ? null : again}
    </GeneralProblem>
  );
}
