'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/ui/dialog/dialog';
import { AuthModeProvider } from './auth-ui';
import { SignInForm } from './sign-in-form';

/**
 * Sign-in (spec §2.2, opened by `#sign-in` or `?modal=sign-in`): the sign-in form (sign-in-form.tsx);
 * on success the player loads and the dialog closes, leaving the page (and the bet slip) as it was.
 */
export function SignInDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('account');
  return (
    <Dialog title={t('signIn.title')} onClose={onClose}>
      <AuthModeProvider mode="dialog">
        <SignInForm onSignedIn={onClose} />
      </AuthModeProvider>
    </Dialog>
  );
}
