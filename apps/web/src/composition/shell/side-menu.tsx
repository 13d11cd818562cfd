'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Icon } from '@/ui/icons/icon';
import styles from './shell.module.css';

/** Whether the browser runs HTML invoker commands (`commandfor`), which work before hydration. */
function hasInvokerCommands(): boolean {
  return typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
}

/**
 * Mobile side menu (spec §2.4) opened by the "Sports menu" item of the tab bar. A modal <dialog>: focus is
 * kept inside, Escape closes it, focus returns to the button. It closes on route change. The buttons use
 * invoker commands (`commandfor`/`command`), so a tap right after the page appears, before React hydrates,
 * already opens the menu; the click handlers cover browsers without them.
 */
export function SideMenu({ children, buttonClassName }: { children: ReactNode; buttonClassName?: string }) {
  const t = useTranslations('shell');
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const pathname = usePathname();
  // Close when the path changes, not on the first run: a tap before hydration may have opened it already.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dialog.current?.close();
  }, [pathname]);
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-haspopup="dialog"
        {...{ commandfor: dialogId, command: 'show-modal' }}
        onClick={() => {
          if (!hasInvokerCommands() && !dialog.current?.open) dialog.current?.showModal();
        }}
      >
        <span className={styles.tabIcon}>
          <Icon id="menu" />
        </span>
        <span className={styles.tabLabel}>{t('nav.sportsMenu')}</span>
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> handles */}
      <dialog
        ref={dialog}
        id={dialogId}
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
            {...{ commandfor: dialogId, command: 'close' }}
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
    </>
  );
}
