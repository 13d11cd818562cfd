'use client';

import { hostNavPage } from '@sportsbook/core/host/host-hand-over';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import {
  ConfirmationDialog,
  PasswordEditDialog,
  PasswordNewDialog,
  ResendConfirmationDialog,
  ResendUnlockDialog,
  SignInDialog,
  SignUpDialog,
  UnlockDialog,
} from '@/features/auth';
import { DepositDialog } from '@/features/wallet';
import { handOverToHost, useHostTakesOver } from '@/lib/embedding/host-state';
import { updateSession } from '@/lib/player/session-store';
import { useLocationHash, useLocationSearch } from '@/lib/url/location-store';
import { closeModal, type ModalName, modalOf, tokenModalOf } from '@/lib/url/modal-url';

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
