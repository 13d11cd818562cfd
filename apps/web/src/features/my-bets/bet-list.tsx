'use client';

import type { Bet } from '@sportsbook/contract/entities/bet';
import {
  type BetListFilter,
  type BetResultFilter,
  betListFilterOf,
  betResultFilterOf,
} from '@sportsbook/core/bets/bet-lists';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState } from 'react';
import { changeUrl, useLocationSearch } from '@/lib/url/location-store';
import { QueryLink } from '@/ui/links/query-link';
import { BetCard } from './bet-card';
import styles from './my-bets.module.css';
import { type BetsQuery, usePlayerBets } from './use-player-bets';

const FILTERS: readonly BetListFilter[] = ['all', 'open', 'settled'];
const RESULTS: readonly BetResultFilter[] = ['all', 'win', 'lose', 'refund'];

/** The query of the bet history page's URL (`?filter=settled&result=win&page=2`), garbage read as defaults. */
function queryOfSearch(search: string): BetsQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    filter: betListFilterOf(params.get('filter')),
    result: betResultFilterOf(params.get('result')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function searchOf(query: BetsQuery): string {
  const params = new URLSearchParams(window.location.search);
  for (const [name, value, fallback] of [
    ['filter', query.filter, 'all'],
    ['result', query.result, 'all'],
    ['page', String(query.page), '1'],
  ] as const) {
    if (value === fallback) params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return `${window.location.pathname}${text ? `?${text}` : ''}`;
}

/**
 * The player's bets with the filters of spec §4 (all / open / settled, and all / win / lose / refund),
 * newest first, a page at a time; live as bets change. `inUrl`: the filters live in the page's URL (the bet
 * history page), so a filtered list can be linked and reloaded.
 */
export function BetList({
  inUrl = false,
  initialFilter = 'all',
}: {
  inUrl?: boolean;
  initialFilter?: BetListFilter;
}) {
  const t = useTranslations('bets');
  const search = useLocationSearch();
  const [local, setLocal] = useState<BetsQuery>({ filter: initialFilter, result: 'all', page: 1 });
  const query = useMemo(() => (inUrl ? queryOfSearch(search) : local), [inUrl, search, local]);
  const setQuery = (next: BetsQuery) => (inUrl ? changeUrl(searchOf(next)) : setLocal(next));
  const [changed, setChanged] = useState<ReadonlyMap<number, Bet>>(new Map());
  // Bets the bettor acted on stay in view with their outcome, even when they leave the filter. A ref, set
  // the moment they act: the bet's realtime change can arrive before React renders again.
  const kept = useRef(new Set<number>());
  const bets = usePlayerBets(query, kept);
  const resultId = useId();

  return (
    <div className={styles.list}>
      <div className={styles.filters}>
        <fieldset className={styles.segmented}>
          <legend className="visually-hidden">{t('filters.show')}</legend>
          {FILTERS.map((filter) => (
            <label
              key={filter}
              className={styles.segment}
              data-checked={query.filter === filter || undefined}
            >
              <input
                type="radio"
                name={`bets-filter-${resultId}`}
                value={filter}
                checked={query.filter === filter}
                onChange={() => setQuery({ ...query, filter, page: 1 })}
              />
              <span>{t(`filters.${filter}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className={styles.resultFilter} htmlFor={resultId}>
          <span>{t('filters.result')}</span>
          <select
            id={resultId}
            value={query.result}
            onChange={(event) =>
              setQuery({ ...query, result: betResultFilterOf(event.target.value), page: 1 })
            }
          >
            {RESULTS.map((result) => (
              <option key={result} value={result}>
                {t(`filters.results.${result}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      {bets.kind === 'visitor' ? (
        <div className={styles.empty}>
          <p>{t('visitor')}</p>
          <QueryLink name="modal" value="sign-in" className={styles.secondary}>
            {t('signIn')}
          </QueryLink>
        </div>
      ) : bets.kind === 'loading' ? (
        <p className={styles.empty} role="status">
          {t('loading')}
        </p>
      ) : bets.kind === 'failed' ? (
        <div className={styles.empty} role="alert">
          <p>{t(bets.unavailable ? 'unavailable' : 'failed')}</p>
          <button type="button" className={styles.secondary} onClick={bets.retry}>
            {t('retry')}
          </button>
        </div>
      ) : bets.bets.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('count', { count: bets.total })}
          </p>
          <ul className={styles.bets}>
            {bets.bets.map((bet) => (
              <li key={bet.id}>
                <BetCard
                  bet={changed.get(bet.id) ?? bet}
                  onAction={(id) => kept.current.add(id)}
                  onChanged={(next) => setChanged((now) => new Map(now).set(next.id, next))}
                />
              </li>
            ))}
          </ul>
          {bets.lastPage > 1 ? (
            <nav className={styles.pages} aria-label={t('pages')}>
              <button
                type="button"
                className={styles.secondary}
                disabled={query.page <= 1}
                onClick={() => setQuery({ ...query, page: query.page - 1 })}
              >
                {t('previous')}
              </button>
              <span aria-current="page">{t('position', { page: query.page, pages: bets.lastPage })}</span>
              <button
                type="button"
                className={styles.secondary}
                disabled={query.page >= bets.lastPage}
                onClick={() => setQuery({ ...query, page: query.page + 1 })}
              >
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
