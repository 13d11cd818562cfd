'use client';

import { usePathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { sportsHomeHrefFromPath } from '@/lib/url/sports-home-href';
import { AuthModeProvider } from './auth-ui';
import { EmailRequestForm } from './email-request-form';
import { PasswordEditForm } from './password-edit-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TokenCheck } from './token-check';

/*
 * The forms of the auth pages (spec §2.1 /users/...), the same as the dialogs', with page links between
 * the flows. Tokens come from the page's own query (read on the server), not from the dialog's URL state.
 */

export type AuthPageKind = 'sign-in' | 'sign-up' | 'password-new' | 'password-edit' | 'confirmation';

export function AuthPageForm({
  kind,
  tokens,
}: {
  kind: AuthPageKind;
  tokens: { readonly unlock?: string; readonly reset?: string; readonly confirmation?: string };
}) {
  const locale = useLocale();
  const home = sportsHomeHrefFromPath(usePathname() ?? '', locale);
  return (
    <AuthModeProvider mode="page">
      {kind === 'sign-in' ? (
        <>
          {tokens.unlock ? <TokenCheck kind="unlock" token={tokens.unlock} /> : null}
          {/* Signed in: off to the sports home (a full load, so the page renders for the player). */}
          <SignInForm onSignedIn={() => window.location.assign(home)} />
        </>
      ) : null}
      {/* Signed in at once (the operator allows play before confirmation): off to the sports home. */}
      {kind === 'sign-up' ? <SignUpForm onSignedIn={() => window.location.assign(home)} /> : null}
      {kind === 'password-new' ? <EmailRequestForm kind="passwordNew" /> : null}
      {kind === 'password-edit' ? <PasswordEditForm token={tokens.reset ?? ''} /> : null}
      {kind === 'confirmation' ? <TokenCheck kind="confirmation" token={tokens.confirmation ?? ''} /> : null}
    </AuthModeProvider>
  );
}
