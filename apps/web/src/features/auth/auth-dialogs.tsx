'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/ui/dialog/dialog';
import { AuthModeProvider } from './auth-ui';
import { EmailRequestForm } from './email-request-form';
import { PasswordEditForm } from './password-edit-form';
import { SignUpForm } from './sign-up-form';
import { TokenCheck } from './token-check';

/*
 * The auth dialogs of spec §2.2 besides sign-in, opened by URL (`#sign-up`, `?modal=password-new`...; a
 * mailed token in the query opens its own). Each hosts the same form as its page of §2.1. This module loads
 * when the first of them opens.
 */

type Props = { readonly onClose: () => void };

export function SignUpDialog({ onClose }: Props) {
  const t = useTranslations('auth');
  return (
    <Dialog title={t('signUp.title')} onClose={onClose} size="medium">
      <AuthModeProvider mode="dialog">
        <SignUpForm onSignedIn={onClose} />
      </AuthModeProvider>
    </Dialog>
  );
}

export function ResendConfirmationDialog({ onClose }: Props) {
  const t = useTranslations('auth');
  return (
    <Dialog title={t('resendConfirmation.title')} onClose={onClose}>
      <AuthModeProvider mode="dialog">
        <EmailRequestForm kind="resendConfirmation" />
      </AuthModeProvider>
    </Dialog>
  );
}

export function ResendUnlockDialog({ onClose }: Props) {
  const t = useTranslations('auth');
  return (
    <Dialog title={t('resendUnlock.title')} onClose={onClose}>
      <AuthModeProvider mode="dialog">
        <EmailRequestForm kind="resendUnlock" />
      </AuthModeProvider>
    </Dialog>
  );
}

export function PasswordNewDialog({ onClose }: Props) {
  const t = useTranslations('auth');
  return (
    <Dialog title={t('passwordNew.title')} onClose={onClose}>
      <AuthModeProvider mode="dialog">
        <EmailRequestForm kind="passwordNew" />
      </AuthModeProvider>
    </Dialog>
  );
}

export function PasswordEditDialog({ onClose }: Props) {
  const t = useTranslations('auth');
  return (
    <Dialog title={t('passwordEdit.title')} onClose={onClose}>
      <AuthModeProvider mode="dialog">
        <PasswordEditForm />
      </AuthModeProvider>
    </Dialog>
  );
}

export function ConfirmationDialog({ onClose }: Props) {
  const t = useTranslations('auth');
  return (
    <Dialog title={t('confirmation.title')} onClose={onClose}>
      <AuthModeProvider mode="dialog">
        <TokenCheck kind="confirmation" />
      </AuthModeProvider>
    </Dialog>
  );
}

export function UnlockDialog({ onClose }: Props) {
  const t = useTranslations('auth');
  return (
    <Dialog title={t('unlock.title')} onClose={onClose}>
      <AuthModeProvider mode="dialog">
        <TokenCheck kind="unlock" />
      </AuthModeProvider>
    </Dialog>
  );
}
