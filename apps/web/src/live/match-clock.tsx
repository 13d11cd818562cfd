'use client';

import type { Match } from '@sportsbook/contract/entities/match';
import { useTranslations } from 'next-intl';
import { advanceClock, formatClockTime } from './clock-time';
import styles from './live.module.css';
import { useLiveMatch } from './live-store';
import { useNow } from './now-store';

/**
 * The match clock, live: running time, or time left in the period for countdown sports, with stoppage
 * time played and announced. All clocks of a page tick on one shared 1 s timer.
 */
export function MatchClock({ match: initial }: { match: Match }) {
  const t = useTranslations('live.clock');
  const match = useLiveMatch(initial.id, initial);
  const now = useNow();
  if (!match.clock) return null;
  const clock = advanceClock(match.clock, now);
  const countdown = clock.remaining_time_in_period !== null;
  const main = countdown ? clock.remaining_time_in_period : clock.match_time;
  if (main === null) return null;
  const time = formatClockTime(main);
  return (
    <span className={styles.clock}>
      <time dateTime={`PT${main}S`} aria-hidden="true">
        {time}
      </time>
      <span className={styles.visuallyHidden}>
        {countdown ? t('remaining', { time }) : t('played', { time })}
      </span>
      {clock.stoppage_time !== null && (
        <span className={styles.stoppage}>
          <span aria-hidden="true">+{formatClockTime(clock.stoppage_time)}</span>
          <span className={styles.visuallyHidden}>
            {t('stoppage', { time: formatClockTime(clock.stoppage_time) })}
          </span>
        </span>
      )}
      {clock.stoppage_time_announced !== null && (
        <span className={styles.announced}>
          {t('announced', { minutes: Math.round(clock.stoppage_time_announced / 60) })}
        </span>
      )}
      {clock.stopped && <span className={styles.stopped}>{t('stopped')}</span>}
    </span>
  );
}

/** The live total score (and the game score where the sport has one), e.g. "2 – 1". */
export function MatchScore({ match: initial }: { match: Match }) {
  const t = useTranslations('live.score');
  const match = useLiveMatch(initial.id, initial);
  const score = match.total_score;
  if (!score) return null;
  const home = match.home?.name ?? '';
  const away = match.away?.name ?? '';
  return (
    <span className={styles.score}>
      <span aria-hidden="true">
        {score.home} – {score.away}
      </span>
      <span className={styles.visuallyHidden}>
        {t('total', { home, away, homeScore: score.home, awayScore: score.away })}
      </span>
      {match.game_score && (
        <span className={styles.gameScore}>
          <span aria-hidden="true">
            ({match.game_score.home} – {match.game_score.away})
          </span>
          <span className={styles.visuallyHidden}>
            {t('game', { homeScore: match.game_score.home, awayScore: match.game_score.away })}
          </span>
        </span>
      )}
    </span>
  );
}
