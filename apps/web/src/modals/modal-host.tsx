'use client';

import { hostNavPage } from '@sportsbook/core/host/host-hand-over';
import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { handOverToHost, useHostTakesOver } from '../embedding/host-state';
import { updateSession } from '../player/session-store';
import { useLocationHash, useLocationSearch } from '../shell/location-store';
import { closeModal, type ModalName, modalOf, tokenModalOf } from './modal-url';

// Each dialog loads when it first opens: none of them is on a page's first load.
const SignInDialog = dynamic(() => import('./sign-in-dialog').then((m) => m.SignInDialog), { ssr: false });
const SignUpDialog = dynamic(() => import('./auth-dialogs').then((m) => m.SignUpDialog), { ssr: false });
const ResendConfirmationDialog = dynamic(
  () => import('./auth-dialogs').then((m) => m.ResendConfirmationDialog),
  { ssr: false },
);
const ResendUnlockDialog = dynamic(() => import('./auth-dialogs').then((m) => m.ResendUnlockDialog), {
  ssr: false,
});
const PasswordNewDialog = dynamic(() => import('./auth-dialogs').then((m) => m.PasswordNewDialog), {
  ssr: false,
});
const PasswordEditDialog = dynamic(() => import('./auth-dialogs').then((m) => m.PasswordEditDialog), {
  ssr: false,
});
const ConfirmationDialog = dynamic(() => import('./auth-dialogs').then((m) => m.ConfirmationDialog), {
  ssr: false,
});
const UnlockDialog = dynamic(() => import('./auth-dialogs').then((m) => m.UnlockDialog), { ssr: false });
const DepositDialog = dynamic(() => import('../wallet/deposit-dialog').then((m) => m.DepositDialog), {
  ssr: false,
});

function close(): void {
  closeModal();
  updateSession({ signInReason: null });
}

/**
 * Opens the modal the URL asks for (spec §2.2: `#sign-in` or `?modal=sign-in`) and closes it by taking it
 * out of the URL. One modal at a time. Inside a host frame that takes over sign-in, sign-up or deposit
 * (spec §5, core HOST8), the host is told instead: for those dialogs, and for their pages (/users/sign-in,
 * /users/sign-up, /profile/wallet/deposit), which then give way to the sports home. That holds from the
 * moment the host says so: a dialog or page already open when its iframe_integration arrives is handed over
 * then.
 */
export function ModalHost() {
  const search = useLocationSearch();
  const pathname = usePathname() ?? '';
  const router = useRouter();
  // A mailed link's token opens its modal too (spec §2.1 named parameters).
  const modal: ModalName | null = modalOf(search, useLocationHash()) ?? tokenModalOf(search, pathname);
  const handedOver = useHostTakesOver(modal);
  useEffect(() => {
    if (handedOver && modal && handOverToHost(modal)) close();
  }, [handedOver, modal]);

  const page = hostNavPage(pathname, search);
  const pageHandedOver = useHostTakesOver(page?.action);
  const pageAction = page?.action;
  const sportsHome = page?.sportsHome;
  useEffect(() => {
    if (pageHandedOver && pageAction && sportsHome && handOverToHost(pageAction)) router.replace(sportsHome);
  }, [pageHandedOver, pageAction, sportsHome, router]);

  if (handedOver) return null;
  switch (modal) {
    case 'sign-in':
      return <SignInDialog onClose={close} />;
    case 'sign-up':
      return <SignUpDialog onClose={close} />;
    case 'resend-confirmation':
      return <ResendConfirmationDialog onClose={close} />;
    case 'resend-unlock':
      return <ResendUnlockDialog onClose={close} />;
    case 'password-new':
      return <PasswordNewDialog onClose={close} />;
    case 'password-edit':
      return <PasswordEditDialog onClose={close} />;
    case 'confirmation':
      return <ConfirmationDialog onClose={close} />;
    case 'unlock':
      return <UnlockDialog onClose={close} />;
    case 'deposit':
      return <DepositDialog onClose={close} />;
    default:
      return null;
  }
}
