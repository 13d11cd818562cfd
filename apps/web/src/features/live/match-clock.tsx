'use client';

import type { MatchClock as Clock, Match } from '@sportsbook/contract/entities/match';
import { useTranslations } from 'next-intl';
import { useLayoutEffect, useRef } from 'react';
import { advanceClock, formatClockTime } from '@/lib/live/clock-time';
import { useLiveMatch } from '@/lib/live/live-store';
import { subscribeNow } from '@/lib/live/now-store';
import { serverNow } from '@/lib/time/server-clock';
import styles from './live.module.css';

type ClockWords = ReturnType<typeof useTranslations<'live.clock'>>;

/** The clock's texts at `now` (null: as published, which is what the server renders). */
function clockTexts(clock: Clock, now: number | null, t: ClockWords) {
  const at = advanceClock(clock, now);
  const countdown = at.remaining_time_in_period !== null;
  const main = countdown ? at.remaining_time_in_period : at.match_time;
  const time = main === null ? null : formatClockTime(main);
  const stoppage = at.stoppage_time === null ? null : formatClockTime(at.stoppage_time);
  // Time left in the whole match, where the feed counts it and it says more than the period's countdown.
  const matchLeft =
    at.remaining_time !== null && at.remaining_time !== at.remaining_time_in_period
      ? formatClockTime(at.remaining_time)
      : null;
  return {
    time,
    dateTime: main === null ? '' : `PT${main}S`,
    spoken: time === null ? '' : countdown ? t('remaining', { time }) : t('played', { time }),
    stoppage: stoppage === null ? '' : `+${stoppage}`,
    stoppageSpoken: stoppage === null ? '' : t('stoppage', { time: stoppage }),
    matchLeft: matchLeft === null ? '' : t('matchRemaining', { time: matchLeft }),
  };
}

function write(element: HTMLElement | null, text: string): void {
  if (element && element.textContent !== text) element.textContent = text;
}

/**
 * The match clock, live: running time, or time left in the period for countdown sports, with stoppage
 * time played and announced; `detailed` (the match page) adds the time left in the match. All clocks of a page tick on one shared 1 s timer, and a tick writes the
 * clock's text directly: a live page with hundreds of clocks re-renders none of them each second (React
 * renders a clock only when its match changes).
 */
export function MatchClock({ match: initial, detailed = false }: { match: Match; detailed?: boolean }) {
  const t = useTranslations('live.clock');
  const match = useLiveMatch(initial.id, initial);
  const clock = match.clock;
  const timeRef = useRef<HTMLTimeElement>(null);
  const spokenRef = useRef<HTMLSpanElement>(null);
  const stoppageRef = useRef<HTMLSpanElement>(null);
  const stoppageSpokenRef = useRef<HTMLSpanElement>(null);
  const matchLeftRef = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    if (!clock || clock.stopped) return;
    const tick = () => {
      // The clock runs on from the server's clock_updated_at: by the server's clock, not the device's.
      const texts = clockTexts(clock, serverNow(), t);
      if (texts.time === null) return;
      write(timeRef.current, texts.time);
      timeRef.current?.setAttribute('datetime', texts.dateTime);
      write(spokenRef.current, texts.spoken);
      write(stoppageRef.current, texts.stoppage);
      write(stoppageSpokenRef.current, texts.stoppageSpoken);
      write(matchLeftRef.current, texts.matchLeft);
    };
    tick();
    return subscribeNow(tick);
  }, [clock, t]);

  if (!clock) return null;
  // As published: the server's text, which hydration must find; the effect above advances it at once.
  const texts = clockTexts(clock, null, t);
  if (texts.time === null) return null;
  return (
    <span className={styles.clock}>
      <time ref={timeRef} dateTime={texts.dateTime} aria-hidden="true">
        {texts.time}
      </time>
      <span ref={spokenRef} className={styles.visuallyHidden}>
        {texts.spoken}
      </span>
      {clock.stoppage_time !== null && (
        <span className={styles.stoppage}>
          <span ref={stoppageRef} aria-hidden="true">
            {texts.stoppage}
          </span>
          <span ref={stoppageSpokenRef} className={styles.visuallyHidden}>
            {texts.stoppageSpoken}
          </span>
        </span>
      )}
      {detailed && texts.matchLeft ? (
        <span ref={matchLeftRef} className={styles.matchLeft}>
          {texts.matchLeft}
        </span>
      ) : null}
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
