'use client';

import type { Bonus, LeaderboardRow, Pool } from '@sportsbook/contract/entities/bonus';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { liveStore } from '@/lib/live/live-store';
import { formatMoney } from '@/lib/player/money';
import { useSession } from '@/lib/player/session-store';
import { queryClient } from '@/lib/query/app-query-client';
import { ratingKey, tournamentRatingOptions } from './api/tournaments';
import styles from './bonuses.module.css';

/**
 * A hunting tournament (spec §3 pool, leaderboard row; §4 pool level states): the prize pool now and what
 * everyone has staked, each level with its state, the prizes by place, the player's own stakes and place, and
 * the rating. A pool pushed on the public channel (`tournament_pool_changed`) updates it and refreshes the
 * rating as it comes.
 */
export function TournamentPanel({
  bonus,
  idPrefix,
  headingLevel,
}: {
  bonus: Bonus;
  idPrefix: string;
  /** The rating's heading: one below the heading of what holds the panel (a card's title, a dialog's). */
  headingLevel: 3 | 4 | 5;
}) {
  const t = useTranslations('bonuses.tournament');
  const locale = useLocale();
  const cup = bonus.tournament;
  const campaignId = bonus.bonus_id;
  const [pushed, setPushed] = useState<Pool | null>(null);
  useEffect(
    () =>
      liveStore.subscribeTournamentPools((pool) => {
        if (pool.id !== campaignId) return;
        setPushed(pool);
        void queryClient.invalidateQueries({ queryKey: ratingKey(campaignId) });
      }),
    [campaignId],
  );
  if (!cup) return null;
  const pool = pushed ?? cup.pool;
  const money = (minor: number) => formatMoney(minor, pool.currency, pool.subunits, locale);
  const headingId = `${idPrefix}-${bonus.id}-rating`;
  const RatingHeading = `h${headingLevel}` as const;
  return (
    <div className={styles.hunting}>
      <p className={styles.jackpotTotal}>{t('pool', { amount: money(pool.amount) })}</p>
      <p>{t('stakedByAll', { amount: money(pool.pool_amount) })}</p>
      <p className={styles.stepsHeading}>{t('levels')}</p>
      <ol className={styles.steps}>
        {pool.levels.map((level) => (
          <li key={level.name} data-state={level.active ? 'current' : level.state}>
            <span>
              {level.name}: {money(level.pool_amount)}
            </span>
            <span className={styles.stepState}>{t(`state.${level.state}`)}</span>
            {level.threshold > 0 ? (
              <span className={styles.levelOpens}>{t('opensAt', { amount: money(level.threshold) })}</span>
            ) : null}
          </li>
        ))}
      </ol>
      <p className={styles.stepsHeading}>{t('prizes')}</p>
      <ol className={styles.prizes}>
        {cup.prize_shares.map((percent, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a place is its position in the shares
          <li key={index}>{t('prize', { position: index + 1, percent })}</li>
        ))}
      </ol>
      {cup.activated ? (
        <p className={styles.detail}>
          {cup.position === null
            ? t('youUnranked', { amount: money(cup.farmed_amount) })
            : t('you', { amount: money(cup.farmed_amount), position: cup.position })}
        </p>
      ) : null}
      <RatingHeading id={headingId} className={styles.stepsHeading}>
        {t('rating')}
      </RatingHeading>
      <TournamentRating campaignId={campaignId} headingId={headingId} money={money} />
    </div>
  );
}

/** The rating's table: place, player (masked but the player's own), stakes and prizes won. */
function TournamentRating({
  campaignId,
  headingId,
  money,
}: {
  campaignId: number;
  headingId: string;
  money: (minor: number) => string;
}) {
  const t = useTranslations('bonuses.tournament');
  const locale = useLocale();
  const player = useSession().player;
  const rating = useQuery(tournamentRatingOptions(campaignId, player?.id ?? null, locale), queryClient);
  if (rating.isError) return <p role="alert">{t('ratingError')}</p>;
  if (!rating.data) return null;
  if (rating.data.length === 0) return <p>{t('ratingEmpty')}</p>;
  const name = (row: LeaderboardRow) => (row.current_user ? t('youRow') : row.email);
  return (
    <div className={styles.ratingWrap}>
      <table className={styles.rating} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('columns.position')}</th>
            <th scope="col">{t('columns.player')}</th>
            <th scope="col">{t('columns.staked')}</th>
            <th scope="col">{t('columns.prizes')}</th>
          </tr>
        </thead>
        <tbody>
          {rating.data.map((row) => (
            <tr key={row.position} aria-current={row.current_user ? 'true' : undefined}>
              <td>{row.position}</td>
              <td>{name(row)}</td>
              <td>{money(row.farmed_amount)}</td>
              <td>{row.farmed_freebets_count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
