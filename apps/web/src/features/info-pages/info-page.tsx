import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import styles from './info-pages.module.css';

/** The information pages the site configuration fills (spec §2.1, §2.2). */
export type InfoPageId = 'general_rules' | 'about' | 'terms_and_conditions' | 'help_center';

/** An information page's title in the page's language (its h1 and its metadata title). */
export async function infoPageTitle(pageId: InfoPageId, locale: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'info' });
  return t(`pages.${pageId}.title`);
}

/**
 * An information page (general rules, about, terms and conditions, help centre): its title, translated in
 * every locale, then the operator's content (the page's blocks of the site configuration).
 */
export async function InfoPage({
  pageId,
  locale,
  children,
}: {
  pageId: InfoPageId;
  locale: string;
  children: ReactNode;
}) {
  return (
    <div data-page-id={pageId} className={styles.page}>
      <h1>{await infoPageTitle(pageId, locale)}</h1>
      {children}
    </div>
  );
}
