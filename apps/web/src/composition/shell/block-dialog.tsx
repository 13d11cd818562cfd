'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { Dialog } from '@/ui/dialog/dialog';

/**
 * A button that opens the product's dialog (spec §2.2) with content the server drew: the modal and chat
 * toggle blocks. The content mounts when first opened (a chat frame loads when asked for); with
 * `keepInBackground` closing only hides it (spec §2.2), so a chat goes on where it was when reopened. With
 * `hashId`, a link to `#<hashId>` opens it too (on arrival or later), and closing takes the hash off the
 * address again.
 */
export function BlockDialog({
  trigger,
  title,
  hashId,
  variant = 'modal',
  size = 'medium',
  triggerClassName,
  keepInBackground = false,
  children,
}: {
  trigger: ReactNode;
  title: string;
  hashId?: string;
  variant?: 'modal' | 'sheet';
  size?: 'small' | 'medium' | 'large';
  triggerClassName?: string;
  keepInBackground?: boolean;
  children: ReactNode;
}) {
  const [state, setState] = useState<'closed' | 'open' | 'hidden'>('closed');
  const open = state === 'open';
  const setOpen = (next: boolean) => setState(next ? 'open' : keepInBackground ? 'hidden' : 'closed');
  useEffect(() => {
    if (!hashId) return;
    const openOnHash = () => {
      if (window.location.hash === `#${hashId}`) setState('open');
    };
    // A link the app follows itself (next/link) changes the address without a hashchange: its click opens it.
    const openOnLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link?.getAttribute('href')?.endsWith(`#${hashId}`)) setState('open');
    };
    openOnHash();
    window.addEventListener('hashchange', openOnHash);
    document.addEventListener('click', openOnLink);
    return () => {
      window.removeEventListener('hashchange', openOnHash);
      document.removeEventListener('click', openOnLink);
    };
  }, [hashId]);
  const close = () => {
    setOpen(false);
    if (hashId && window.location.hash === `#${hashId}`)
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
  };
  return (
    <>
      <button type="button" className={triggerClassName} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {trigger}
      </button>
      {state === 'closed' ? null : (
        <Dialog title={title} onClose={close} variant={variant} size={size} hidden={!open}>
          {children}
        </Dialog>
      )}
    </>
  );
}
