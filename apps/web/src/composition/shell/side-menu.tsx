'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './shell.module.css';

/** Whether the browser runs HTML invoker commands (`commandfor`), which work before hydration. */
function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
}

/** The side menu dialog's element id: every button that opens it names it. */
export const SIDE_MENU_ID = 'side-menu';

/**
 * A button that opens the side menu: the tab bar's "Sports menu" on phones, and the `side_menu` block wherever
 * the site places one (a wide screen's header). Invoker commands (`commandfor`/`command`) open it even before
 * React hydrates; the click handler covers browsers without them.
 */
export function SideMenuButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      {...{ commandfor: SIDE_MENU_ID, command: 'show-modal' }}
      onClick={() => {
        const dialog = document.getElementById(SIDE_MENU_ID);
        if (!hasInvokerCommands() && dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      }}
    >
      {children}
    </button>
  );
}

/**
 * The side menu (spec §2.4), one per page outside the tab bar (which wide screens hide). A modal <dialog>:
 * focus is kept inside, Escape closes it, focus returns to the button. It closes on route change.
 */
export function SideMenuDialog({ children }: { children: ReactNode }) {
  const t = useTranslations('shell');
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // Close when the path changes, not on the first run: a tap before hydration may have opened it already.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dialog.current?.close();
  }, [pathname]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles
    <dialog
      ref={dialog}
      id={SIDE_MENU_ID}
      className={styles.sideMenu}
      aria-label={t('sections.sideMenu')}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself) closes it.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className={styles.sideMenuHeader}>
        <p className={styles.sideMenuTitle}>{t('sections.sideMenu')}</p>
        <button
          type="button"
          className={styles.iconButton}
          {...{ commandfor: SIDE_MENU_ID, command: 'close' }}
          onClick={() => {
            if (!hasInvokerCommands()) dialog.current?.close();
          }}
        >
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{t('sideMenu.close')}</span>
        </button>
      </div>
      <nav aria-label={t('sections.sideMenu')}>{children}</nav>
    </dialog>
  );
}
