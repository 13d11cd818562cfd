'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { notifyHostModal } from '@/lib/embedding/host-state';
import styles from './dialog.module.css';
import { useModalDialog } from './use-modal-dialog';

export interface DialogProps {
  /** The dialog's name: its heading, and what assistive technology announces. */
  readonly title: string;
  /** Called when the bettor closes it (Escape, the close button, the backdrop). */
  readonly onClose: () => void;
  /** Spec §2.2: some dialogs cannot be closed (phone verification, missed auth fields). */
  readonly closable?: boolean;
  /** Spec §2.2 variants: a centred modal, or a sheet from the bottom (phones); both at most 0.95 of the height. */
  readonly variant?: 'modal' | 'sheet';
  readonly size?: 'small' | 'medium' | 'large';
  /** Spec §2.2: kept hidden in the background instead of closed (what it holds stays, e.g. a chat). */
  readonly hidden?: boolean;
  readonly children: ReactNode;
}

/**
 * The product's dialog (spec §2.2), on the platform's modal <dialog>: the page behind is inert, focus moves
 * in and comes back to what opened it, Escape and the backdrop close it unless it is not closable.
 */
export function Dialog({
  title,
  onClose,
  closable = true,
  variant = 'modal',
  size = 'small',
  hidden = false,
  children,
}: DialogProps) {
  const t = useTranslations('account');
  const ref = useModalDialog(hidden);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // A host page framing the product is told (spec §7.4 notify-modal-triggered).
  const titleRef = useRef(title);
  titleRef.current = title;
  useEffect(() => notifyHostModal(titleRef.current), []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles
    <dialog
      ref={ref}
      className={styles.dialog}
      data-variant={variant}
      data-size={size}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (closable) onCloseRef.current();
      }}
      onClick={(event) => {
        if (closable && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {closable ? (
          <button
            type="button"
            className={styles.close}
            aria-label={t('dialog.close')}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  );
}
