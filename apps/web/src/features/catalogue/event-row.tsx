'use client';

import type { Match } from '@sportsbook/contract/entities/match';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { MatchClock } from '@/features/live';
import { useLiveMatch } from '@/lib/live/live-store';
import { LocalTime } from '@/ui/time/local-time';
import catalogueStyles from './catalogue.module.css';
import styles from './event-rows.module.css';
import { FavouriteStar } from './favourite-star';
import { MarketOutcomes } from './main-market';
import { stageName } from './stage-name';

export interface EventRowProps {
  readonly initial: Match;
  /** The match page. */
  readonly href: string;
  /** Show the league next to the teams (rows not grouped by league). */
  readonly showLeague?: boolean;
}

/**
 * One event of a listing: its favourite star, start time or live clock and score, the teams (a link to the match page), the
 * outcome buttons of its main and secondary markets (each a group named after its market, under the list's
 * column headings) and the count of further markets. Re-renders when its match changes (score, clock,
 * status); odds ticks only re-render the buttons they change.
 */
export const EventRow = memo(function EventRow({ initial, href, showLeague }: EventRowProps) {
  const match = useLiveMatch(initial.id, initial);
  const t = useTranslations('catalogue');
  const live = match.status === MATCH_STATUS.live;
  const shown = (match.main_market ? 1 : 0) + (match.secondary_market ? 1 : 0);
  const more = Math.max(0, match.available_markets_count - shown);
  const score = match.total_score;
  // A break (half time, a pause) says so instead of a stopped clock; overtime and the like show both.
  const stage = live ? stageName(match, t) : undefined;
  const special = stage && !stage.isPeriod ? stage.name : undefined;
  return (
    <li className={styles.row} data-live={live || undefined}>
      <FavouriteStar type="match" id={match.id} name={match.name} className={styles.fav} />
      <div className={styles.when}>
        {live ? (
          <>
            <span className={catalogueStyles.liveBadge}>{t('event.live')}</span>
            {special && match.clock?.stopped ? null : <MatchClock match={match} />}
            {special ? <span>{special}</span> : null}
          </>
        ) : match.status === MATCH_STATUS.prematch ? (
          <LocalTime iso={match.start_time} />
        ) : (
          <span>{t(`status.${statusKey(match.status)}`)}</span>
        )}
      </div>
      <Link className={styles.teams} href={href} prefetch={false}>
        {match.home && match.away ? (
          <>
            <span className={styles.team} dir="auto">
              {match.home.name}
            </span>
            <span className={styles.team} dir="auto">
              {match.away.name}
            </span>
          </>
        ) : (
          <span className={styles.team} dir="auto">
            {match.name}
          </span>
        )}
        {showLeague ? (
          <span className={styles.league}>
            {match.category.name} · {match.tournament.name}
          </span>
        ) : null}
      </Link>
      {score && (live || match.status !== MATCH_STATUS.prematch) ? (
        <div className={styles.score} role="img" aria-label={t('event.score', score)}>
          <span>{score.home}</span>
          <span>{score.away}</span>
        </div>
      ) : (
        <div className={styles.score} aria-hidden="true" />
      )}
      <div className={styles.markets}>
        {match.main_market || match.secondary_market ? (
          <>
            <MarketOutcomes matchId={match.id} market={match.main_market} />
            <MarketOutcomes matchId={match.id} market={match.secondary_market} />
          </>
        ) : (
          <MarketOutcomes matchId={match.id} market={null} emptyLabel={t('event.noOdds')} />
        )}
      </div>
      {/* Named by its visible text first (what a voice user says), then the match it leads to. */}
      <Link className={styles.more} href={href} prefetch={false}>
        {t('event.markets', { count: more })}
        <span className="visually-hidden">, {match.name}</span>
      </Link>
    </li>
  );
});

/** The message key of a match status number (spec §3). */
export function statusKey(status: number): string {
  switch (status) {
    case MATCH_STATUS.prematch:
      return 'prematch';
    case MATCH_STATUS.live:
      return 'live';
    case MATCH_STATUS.stopped:
      return 'stopped';
    case MATCH_STATUS.closed:
      return 'closed';
    case MATCH_STATUS.finished:
      return 'finished';
    default:
      return 'notCovered';
  }
}
