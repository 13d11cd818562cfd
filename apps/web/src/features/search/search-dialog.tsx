'use client';

import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, searchQueryOf } from '@sportsbook/core/catalog/search-query';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { queryClient } from '@/lib/query/app-query-client';
import { useSettled } from '@/lib/time/use-settled';
import { sportsHomeHrefFromPath } from '@/lib/url/sports-home-href';
import { Dialog } from '@/ui/dialog/dialog';
import formStyles from '@/ui/forms/money-forms.module.css';
import { LocalTime } from '@/ui/time/local-time';
import { searchOptions } from './api/search';
import styles from './search.module.css';
import { nextFocus, resultCount, type SearchGroup, searchGroups } from './search-results';

/** Spec §5: results follow the typing, one request once the bettor pauses. */
const DEBOUNCE_MS = 250;

/**
 * The search dialog (spec §2.4 search block, §7.4 search_modal): a search box; from 3 characters on (core
 * SRCH1, SRCH2) the matches, leagues and countries whose names hold the query, as links to their pages. A
 * request waits for a pause in the typing and a newer query aborts the one before. Arrow keys move from the box
 * through the results (Home, End), Enter opens a result (from the box: the first), Escape closes; a status line
 * announces the count, no results or a failure.
 */
export function SearchDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const router = useRouter();
  const home = sportsHomeHrefFromPath(usePathname() ?? '', locale);
  const [raw, setRaw] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const hintId = useId();
  const resultsId = useId();

  const read = searchQueryOf(raw);
  const query = read.kind === 'ready' ? read.query : null;

  // What had the focus before the dialog (the search button): it gets it back when the dialog goes. The
  // <dialog> would do that on close(), but not once React has taken it out of the document.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  // The dialog focuses its first control when it opens (the close button): the box is where typing goes.
  useEffect(() => {
    inputRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  // One request once the bettor pauses; a newer query cancels the one before (the query's signal).
  const asked = useSettled(query, DEBOUNCE_MS);
  const answer = useQuery(
    { ...searchOptions(locale, asked ?? ''), enabled: asked !== null && asked === query },
    queryClient,
  );
  const current = query !== null && asked === query;

  const links = (): HTMLAnchorElement[] => [...(resultsRef.current?.querySelectorAll('a') ?? [])];
  const groups: readonly SearchGroup[] = current && answer.data ? searchGroups(answer.data, home) : [];
  const count = resultCount(groups);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = nextFocus(current, event.key, all.length);
    if (next === null) return;
    event.preventDefault();
    if (next === -1) inputRef.current?.focus();
    else all[next]?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search box would clear itself first: Escape closes the dialog at once.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const first = links()[0];
      if (first) {
        router.push(first.getAttribute('href') ?? home);
        onClose();
      }
    }
  };

  let status = '';
  if (current && answer.isPending) status = t('loading');
  else if (current && answer.isError) status = t('error');
  else if (current && answer.data) status = count > 0 ? t('results', { count }) : t('none', { query });

  return (
    <Dialog title={t('title')} onClose={onClose} size="medium">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the box and the result links */}
      <div className={styles.search} onKeyDown={onKeyDown}>
        <label htmlFor={inputId} className={styles.label}>
          {t('label')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="search"
          value={raw}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
          aria-controls={resultsId}
          onChange={(event) => setRaw(event.target.value)}
          onKeyDown={onInputKeyDown}
        />
        <p id={hintId} className={styles.hint}>
          {read.kind === 'ready' && read.cut
            ? t('cut', { max: SEARCH_QUERY_MAX })
            : t('hint', { min: SEARCH_QUERY_MIN })}
        </p>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {current && answer.isError ? (
          <button
            type="button"
            className={`${formStyles.secondary} ${styles.retry}`}
            onClick={() => void answer.refetch()}
          >
            {t('retry')}
          </button>
        ) : null}
        <div id={resultsId} ref={resultsRef} className={styles.results}>
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`${resultsId}-${group.key}`}>
              <h3 id={`${resultsId}-${group.key}`} className={styles.groupTitle}>
                {t(`groups.${group.key}`)}
              </h3>
              <ul className={styles.list}>
                {group.items.map((item) => (
                  <li key={item.key}>
                    <Link className={styles.result} href={item.href} prefetch={false} onClick={onClose}>
                      <span className={styles.name}>{item.name}</span>
                      <span className={styles.detail}>
                        {item.live ? <span className={styles.live}>{t('live')}</span> : null}
                        {item.start && !item.live ? <LocalTime iso={item.start} /> : null}
                        <span>{item.detail}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </Dialog>
  );
}
