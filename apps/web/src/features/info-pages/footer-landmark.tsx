import type { ReactNode } from 'react';
import styles from './info-pages.module.css';

/**
 * The page's footer landmark (contentinfo), around the blocks of the layout's footer section. It stays in
 * the document flow after the page, and keeps room at its end for a bottom tab bar fixed over the page
 * (`--tab-bar-height`, phones only).
 */
export function FooterLandmark({ children }: { children: ReactNode }) {
  return <footer className={styles.landmark}>{children}</footer>;
}
