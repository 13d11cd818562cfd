'use client';

import type { Competitor, Match } from '@sportsbook/contract/entities/match';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { useTranslations } from 'next-intl';
import { MatchClock } from '@/features/live';
import { useLiveMatch } from '@/lib/live/live-store';
import { Channel } from '@/lib/realtime/realtime-provider';
import { ResizedImage } from '@/ui/images/resized-image';
import { LocalTime } from '@/ui/time/local-time';
import styles from './catalogue.module.css';
import { statusKey } from './event-row';
import { FavouriteStar } from './favourite-star';
import { logoSrc } from './links';
import { stageName } from './stage-name';

function Team({
  competitor,
  serving,
  servingLabel,
}: {
  competitor: Competitor;
  serving: boolean;
  servingLabel: string;
}) {
  const src = logoSrc(competitor.logo);
  return (
    <div className={styles.headerTeam}>
      {/* Through the resizing proxy: avif/webp at 1x and 2x instead of the backend's SVG (spec §7.5). */}
      {src ? <ResizedImage className={styles.logo} src={src} alt="" width={48} height={48} /> : null}
      <span className={styles.headerTeamName} dir="auto">
        {competitor.name}
      </span>
      {serving ? (
        <span className={styles.serving} role="img" aria-label={servingLabel}>
          •
        </span>
      ) : null}
    </div>
  );
}

/** The match page header: teams with logos, score, period scores, clock and status, live from the match channel. */
export function MatchHeaderView({ initial }: { initial: Match }) {
  const match = useLiveMatch(initial.id, initial);
  const t = useTranslations('catalogue');
  const tScore = useTranslations('live.score');
  const live = match.status === MATCH_STATUS.live;
  const { home, away, total_score: score } = match;
  const stage = stageName(match, t)?.name;
  return (
    <header className={styles.matchHeader} data-live={live || undefined}>
      <Channel kind={{ match: match.id }} />
      <div className={styles.matchTop}>
        <p className={styles.matchLeague}>
          {match.sport.name} · {match.category.name} · {match.tournament.name}
        </p>
        <FavouriteStar type="match" id={match.id} name={match.name} tone="dark" />
      </div>
      {home && away ? (
        <>
          <h1 className={styles.matchTitle}>
            <span className={styles.visuallyHidden}>{match.name}</span>
            <Team
              competitor={home}
              serving={match.current_server === 'home'}
              servingLabel={t('match.serving')}
            />
            <span className={styles.headerScore} aria-live="off">
              {score && match.status !== MATCH_STATUS.prematch ? (
                <span role="img" aria-label={t('event.score', score)}>
                  {score.home}
                  <span aria-hidden="true"> : </span>
                  {score.away}
                </span>
              ) : (
                <span aria-hidden="true">–</span>
              )}
            </span>
            <Team
              competitor={away}
              serving={match.current_server === 'away'}
              servingLabel={t('match.serving')}
            />
          </h1>
          {match.game_score ? (
            <p className={styles.gameScore}>
              <span aria-hidden="true">
                {match.game_score.home} : {match.game_score.away}
              </span>
              <span className={styles.visuallyHidden}>
                {tScore('game', { homeScore: match.game_score.home, awayScore: match.game_score.away })}
              </span>
            </p>
          ) : null}
        </>
      ) : (
        <h1 className={styles.outrightTitle}>{match.name}</h1>
      )}
      <p className={styles.matchStatus}>
        {live ? (
          <span className={styles.liveBadge}>{t('status.live')}</span>
        ) : (
          <span>{t(`status.${statusKey(match.status)}`)}</span>
        )}
        {live && stage ? <span>{stage}</span> : null}
        {live ? <MatchClock match={match} detailed /> : null}
        {match.status === MATCH_STATUS.prematch ? (
          <span>
            {t('match.starts')} <LocalTime iso={match.start_time} />
          </span>
        ) : null}
        {match.end_date ? (
          <span>
            {t('match.ends')} <LocalTime iso={match.end_date} style="date" />
          </span>
        ) : null}
        {match.stadium ? (
          <span>
            {match.stadium}
            {match.city ? `, ${match.city}` : ''}
          </span>
        ) : null}
      </p>
      {home && away && match.period_scores.length > 0 ? (
        <table className={styles.periods}>
          <caption className={styles.visuallyHidden}>{t('match.periodScores')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('match.competitor')}</th>
              {match.period_scores.map((period) => (
                <th scope="col" key={period.period_key}>
                  {period.name}
                </th>
              ))}
              {score ? <th scope="col">{t('match.total')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{side === 'home' ? home.abbreviation : away.abbreviation}</th>
                {match.period_scores.map((period) => (
                  <td key={period.period_key}>{period[side]}</td>
                ))}
                {score ? <td className={styles.periodTotal}>{score[side]}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {!home && match.competitors.length > 0 ? (
        <p className={styles.matchLeague}>
          {t('outrights.competitors', { count: match.competitors.length })}
        </p>
      ) : null}
    </header>
  );
}
