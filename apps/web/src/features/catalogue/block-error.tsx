import { getTranslations } from 'next-intl/server';
import styles from './catalogue.module.css';

/** The error state of a block whose data could not be loaded: the rest of the page stays usable. */
export async function BlockError({ locale, title }: { locale: string; title?: string }) {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return (
    <section className={styles.blockError} role="alert" aria-label={title}>
      {title ? <h2 className={styles.blockTitle}>{title}</h2> : null}
      <p>{t('error.block')}</p>
    </section>
  );
}
