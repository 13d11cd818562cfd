'use client';

import type { Jackpot, JackpotHit } from '@sportsbook/contract/entities/jackpot';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { formatMoney } from '@/lib/player/money';
import styles from './bonuses.module.css';

const moneyOf = (amount: number, jackpot: Pick<Jackpot, 'currency' | 'subunits'>, locale: string) =>
  formatMoney(amount, jackpot.currency, jackpot.subunits, locale);

/**
 * One jackpot: its name, what its pool holds now and each level's amount (spec §2.4 jackpot banner, jackpot
 * card). The card variant adds who takes part and the terms.
 */
function JackpotView({ jackpot, variant }: { jackpot: Jackpot; variant: 'banner' | 'card' }) {
  const t = useTranslations('bonuses.jackpots');
  const locale = useLocale();
  const headingId = `jackpot-${variant}-${jackpot.id}-${useId()}`;
  return (
    <article
      className={variant === 'banner' ? styles.jackpotBanner : styles.card}
      aria-labelledby={headingId}
    >
      {variant === 'card' ? <p className={styles.kind}>{t('kind')}</p> : null}
      <h3 id={headingId} className={styles.title}>
        {jackpot.name}
      </h3>
      <p className={styles.jackpotTotal}>
        <span className={styles.jackpotTotalLabel}>{t('total')}</span>{' '}
        <data value={jackpot.amount}>{moneyOf(jackpot.amount, jackpot, locale)}</data>
      </p>
      <ul className={styles.jackpotLevels} aria-label={t('levels', { name: jackpot.name })}>
        {jackpot.levels.map((level) => (
          <li key={level.code}>
            <span>{level.name}</span>{' '}
            <data value={level.pool_amount}>{moneyOf(level.pool_amount, jackpot, locale)}</data>
          </li>
        ))}
      </ul>
      {variant === 'card' ? (
        <>
          <p>{jackpot.description}</p>
          <p className={styles.detail}>
            {t('takePart', {
              stake: moneyOf(jackpot.min_stake, jackpot, locale),
              odds: jackpot.min_odds.toFixed(2),
              percent: jackpot.contribution_percent,
            })}
          </p>
          {jackpot.hits_count > 0 ? (
            <p className={styles.status}>
              {t('paidOut', {
                count: jackpot.hits_count,
                amount: moneyOf(jackpot.hits_amount, jackpot, locale),
              })}
            </p>
          ) : null}
          <details className={styles.terms}>
            <summary>{t('terms')}</summary>
            <p>{jackpot.terms}</p>
          </details>
        </>
      ) : null}
    </article>
  );
}

/**
 * The running jackpots with their pools as they stand, the server's answer first, then polled every 15 s
 * (spec §7.2): one jackpot (`jackpotId`) or all of them. Nothing when none runs.
 */
export function JackpotBoard({
  initial,
  jackpotId,
  variant,
}: {
  initial: Jackpot[];
  jackpotId?: number;
  variant: 'banner' | 'card';
}) {
  const locale = useLocale();
  const [data, setData] = useState(initial);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./api/jackpot-watch').then(({ watchJackpots }) => {
      if (live) stop = watchJackpots(locale, initial, setData);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [locale, initial]);
  const shown = jackpotId === undefined ? data : data.filter((jackpot) => jackpot.id === jackpotId);
  if (shown.length === 0) return null;
  return (
    <ul className={styles.cards}>
      {shown.map((jackpot) => (
        <li key={jackpot.id}>
          <JackpotView jackpot={jackpot} variant={variant} />
        </li>
      ))}
    </ul>
  );
}

/** A hit as a line: the level and jackpot, what it paid, when, and the winner by their hash. */
function HitRow({ hit }: { hit: JackpotHit }) {
  const t = useTranslations('bonuses.jackpots');
  const locale = useLocale();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(hit.created_at),
  );
  return (
    <li className={styles.hit}>
      <span className={styles.detail}>{formatMoney(hit.amount, hit.currency, hit.subunits, locale)}</span>{' '}
      <span>{t('hitLevel', { level: hit.level_name, name: hit.name })}</span>{' '}
      <span className={styles.status}>
        {t('hitBy', { player: hit.user_hash.slice(0, 6) })} · <time dateTime={hit.created_at}>{when}</time>
      </span>
    </li>
  );
}

/** The latest jackpot hits (spec §2.4 jackpot leaderboard): refetched every 60 s. */
export function JackpotWinners({
  initial,
  jackpotId,
  limit,
}: {
  initial: JackpotHit[];
  jackpotId?: number;
  limit: number;
}) {
  const t = useTranslations('bonuses.jackpots');
  const locale = useLocale();
  const [data, setData] = useState(initial);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import('./api/jackpot-watch').then(({ watchJackpotHits }) => {
      if (live) stop = watchJackpotHits(locale, jackpotId, limit, initial, setData);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [locale, jackpotId, limit, initial]);
  return data.length === 0 ? (
    <p>{t('noHits')}</p>
  ) : (
    <ol className={styles.hits}>
      {data.map((hit) => (
        <HitRow key={hit.id} hit={hit} />
      ))}
    </ol>
  );
}
