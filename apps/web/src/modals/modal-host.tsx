'use client';

import dynamic from 'next/dynamic';
import { updateSession } from '../player/session-store';
import { useLocationHash, useLocationSearch } from '../shell/location-store';
import { closeModal, type ModalName, modalOf } from './modal-url';

// Each dialog loads when it first opens: none of them is on a page's first load.
const SignInDialog = dynamic(() => import('./sign-in-dialog').then((m) => m.SignInDialog), { ssr: false });

/**
 * Opens the modal the URL asks for (spec §2.2: `#sign-in` or `?modal=sign-in`) and closes it by taking it
 * out of the URL. One modal at a time.
 */
export function ModalHost() {
  const modal: ModalName | null = modalOf(useLocationSearch(), useLocationHash());
  const close = () => {
    closeModal();
    updateSession({ signInReason: null });
  };
  switch (modal) {
    case 'sign-in':
      return <SignInDialog onClose={close} />;
    default:
      return null;
  }
}
