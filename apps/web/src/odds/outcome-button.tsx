'use client';

import type { Market, Outcome } from '@sportsbook/contract/entities/market';
import type { Match, MatchMarketSummary } from '@sportsbook/contract/entities/match';
import { formatOdds } from '@sportsbook/core/odds/odds-format';
import { useTranslations } from 'next-intl';
import { memo, useEffect, useRef } from 'react';
import { liveStore, useLiveOutcome } from '../live/live-store';
import {
  matchUrnOf,
  outcomeKey,
  selectionOf,
  toggleSelection,
  useIsSelected,
} from '../selection/selection-store';
import styles from './odds.module.css';
import { announce } from './odds-announcer';
import { useOddsType } from './odds-type-store';

export interface OutcomeButtonProps {
  readonly matchId: number;
  /** The outcome's market: a full market, or a match's main/secondary market summary. */
  readonly market: Market | MatchMarketSummary;
  /** The outcome as server-rendered; live odds and state come from the live store. */
  readonly outcome: Outcome;
  /** The match, when the caller has it (fills the selection's match fields; else the live store's). */
  readonly match?: Match | undefined;
}

interface Flash {
  odds: number;
  direction: 'up' | 'down' | null;
  count: number;
}

function OutcomeButtonImpl({ matchId, market, outcome: initial, match }: OutcomeButtonProps) {
  const t = useTranslations('live.odds');
  const live = useLiveOutcome(matchId, market.id, market.specifier, initial.id);
  const outcome = live?.outcome ?? initial;
  const suspended = live ? live.suspended : market.status !== 1 || !initial.active;
  const oddsType = useOddsType();
  const knownMatch = match ?? liveStore.match(matchId);
  const key = outcomeKey({
    matchUrnId: matchUrnOf(matchId, market, knownMatch),
    marketId: market.id,
    outcomeId: initial.id,
    specifier: market.specifier,
  });
  const selected = useIsSelected(key);
  const display = formatOdds(outcome.odds, oddsType);

  // The direction of the last change, derived while rendering; the arrow's CSS animation hides it after 3 s.
  const flash = useRef<Flash>({ odds: outcome.odds, direction: null, count: 0 });
  if (flash.current.odds !== outcome.odds) {
    flash.current = {
      odds: outcome.odds,
      direction: outcome.odds > flash.current.odds ? 'up' : 'down',
      count: flash.current.count + 1,
    };
  }
  const { direction, count } = flash.current;

  // Only a new price of a followed (chosen) outcome is news; other re-renders announce nothing.
  const announced = useRef(count);
  useEffect(() => {
    if (announced.current === count) return;
    announced.current = count;
    if (selected) announce(key, t('changed', { outcome: outcome.name, market: market.name, odds: display }));
  });

  const blocked = suspended && !selected;
  return (
    <button
      type="button"
      className={styles.outcome}
      aria-pressed={selected}
      aria-disabled={blocked || undefined}
      data-outcome-id={outcome.id}
      onClick={() => {
        if (blocked) return;
        toggleSelection(selectionOf({ matchId, match: knownMatch, market, outcome, suspended }));
      }}
    >
      <span className={styles.name}>{outcome.name}</span>
      <span className={styles.price}>
        <span>{display}</span>
        {direction && (
          <span key={count} className={`${styles.arrow} ${direction === 'up' ? styles.up : styles.down}`}>
            <span aria-hidden="true">{direction === 'up' ? '▲' : '▼'}</span>
            <span className={styles.visuallyHidden}>{t(direction === 'up' ? 'rising' : 'falling')}</span>
          </span>
        )}
        {suspended && <span className={styles.suspended}>{t('suspended')}</span>}
      </span>
    </button>
  );
}

/**
 * A price to choose (spec §4 "selecting an outcome"): its accessible name is the outcome's name and the
 * odds as displayed (active odds format); pressed when chosen; suspended shown in words; a rise or fall
 * shows an arrow for about 3 s and, for a chosen outcome, is announced politely. Parents re-rendering
 * with new market objects do not re-render it: live values come from the live store.
 */
export const OutcomeButton = memo(
  OutcomeButtonImpl,
  (a, b) =>
    a.matchId === b.matchId &&
    a.match === b.match &&
    a.market.id === b.market.id &&
    a.market.specifier === b.market.specifier &&
    a.market.name === b.market.name &&
    a.market.status === b.market.status &&
    a.outcome.id === b.outcome.id &&
    a.outcome.name === b.outcome.name &&
    a.outcome.odds === b.outcome.odds &&
    a.outcome.active === b.outcome.active,
);
