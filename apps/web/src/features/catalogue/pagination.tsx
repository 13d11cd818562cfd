import { getTranslations } from 'next-intl/server';
import styles from './catalogue.module.css';

type SearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Pages beyond this are not linked (the backend's fetch-all helpers stop there too). */
const MAX_PAGE = 1_000;

/** The listing page asked for by the `page` list parameter (spec §3), 1 when absent or malformed. */
export function listPage(searchParams: SearchParams): number {
  const raw = searchParams.page;
  const value = typeof raw === 'string' ? raw : raw?.[0];
  const page = value && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), MAX_PAGE);
}

/** The current URL's query with `page` replaced (page 1: left out, so the first page keeps its plain URL). */
function pageHref(searchParams: SearchParams, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (name === 'page' || value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) query.append(name, item);
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `?${text}` : '?';
}

/**
 * Previous and next links through a paged listing, with where the bettor is ("Page 2 of 3"). Plain links:
 * every page has its own URL, works without JavaScript and can be indexed. Nothing when there is one page.
 */
export async function Pagination({
  label,
  page,
  lastPage,
  searchParams,
  locale,
}: {
  label: string;
  page: number;
  lastPage: number;
  searchParams: SearchParams;
  locale: string;
}) {
  if (lastPage <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  const current = Math.min(page, lastPage);
  return (
    <nav className={styles.pagination} aria-label={label}>
      {current > 1 ? (
        <a className={styles.linkButton} href={pageHref(searchParams, current - 1)} rel="prev">
          {t('pagination.previous')}
        </a>
      ) : null}
      <span aria-current="page">{t('pagination.position', { page: current, pages: lastPage })}</span>
      {current < lastPage ? (
        <a className={styles.linkButton} href={pageHref(searchParams, current + 1)} rel="next">
          {t('pagination.next')}
        </a>
      ) : null}
    </nav>
  );
}
