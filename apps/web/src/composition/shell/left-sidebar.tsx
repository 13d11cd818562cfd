'use client';

import {
  LEFT_SIDEBAR_COOKIE_DAYS,
  serializeLeftSidebarCollapsed,
} from '@sportsbook/core/privacy/left-sidebar';
import { useTranslations } from 'next-intl';
import { type ReactNode, useId, useState } from 'react';
import { writeCookie } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import styles from './shell.module.css';

/**
 * The desktop left sidebar (spec §2.4) with its collapse/expand button. Collapsed, it is a narrow rail holding
 * only the button: its blocks are `hidden` (out of the tab order and the accessibility tree) and the page takes
 * the width. The state is kept in the `leftSidebarCollapsed` cookie (core CKE5, a preference: written only with
 * consent), which the server reads to render the first paint in the same state (no flash, no layout shift).
 */
export function LeftSidebar({
  label,
  initialCollapsed,
  children,
}: {
  /** The sidebar's accessible name. */
  label: string;
  /** The state the server rendered from the cookie. */
  initialCollapsed: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('shell.leftSidebar');
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const contentId = useId();
  const name = collapsed ? t('expand') : t('collapse');
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    // Refused without consent for preferences: the choice then lasts for this page only.
    writeCookie(
      STORED_KEYS.leftSidebarCollapsed,
      serializeLeftSidebarCollapsed(next),
      LEFT_SIDEBAR_COOKIE_DAYS,
    );
  };
  return (
    <aside className={styles.leftSidebar} aria-label={label} data-collapsed={collapsed || undefined}>
      <div className={styles.sidebarBar}>
        <button
          type="button"
          className={styles.sidebarToggle}
          aria-expanded={!collapsed}
          aria-controls={contentId}
          title={name}
          onClick={toggle}
        >
          {/* An SVG, not a glyph: bidi mirroring of ‹ › would flip it twice in right-to-left pages. */}
          <svg
            aria-hidden="true"
            focusable="false"
            className={styles.sidebarChevron}
            viewBox="0 0 16 16"
            width="16"
            height="16"
          >
            <path
              d="M10 3 5 8l5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="visually-hidden">{name}</span>
        </button>
      </div>
      <div id={contentId} className={styles.sidebarContent} hidden={collapsed}>
        {children}
      </div>
    </aside>
  );
}
