'use client';

import type { MatchMarketSummary } from '@sportsbook/contract/entities/match';
import { listingLabel } from '@sportsbook/core/catalog/market-view';
import { memo, useRef } from 'react';
import { OutcomeButton } from '@/features/odds';
import styles from './event-rows.module.css';

function structureOf(market: MatchMarketSummary | null): string {
  return market
    ? `${market.id}|${market.specifier}|${market.name}|${market.outcomes.map((o) => `${o.id}:${o.name}`).join(',')}`
    : '';
}

/** Outrights can have dozens of outcomes: a listing row shows the favourites, the event page shows all. */
const ROW_OUTCOMES = 4;

function shortlist(market: MatchMarketSummary | null): MatchMarketSummary | null {
  if (!market || market.outcomes.length <= ROW_OUTCOMES) return market;
  const favourites = [...market.outcomes].sort((a, b) => a.odds - b.odds).slice(0, ROW_OUTCOMES - 1);
  return { ...market, outcomes: favourites };
}

/**
 * The outcome buttons of a market summary in a listing row, in a group named after the market (so a
 * screen reader hears which market a price belongs to; the column heading above is only visual). Result
 * prices show 1, X, 2 (core MKV5: the teams are written beside them, and a narrow column would cut their
 * names to a letter), the full name staying in each button's accessible name. The
 * buttons read their odds from the live store themselves, so this re-renders only when the market's shape
 * (line, names or outcomes) changes, never on an odds tick. Without a market: `emptyLabel` when given,
 * else an empty cell that keeps the columns aligned.
 */
export function MarketOutcomes({
  matchId,
  market,
  emptyLabel,
}: {
  matchId: number;
  market: MatchMarketSummary | null;
  emptyLabel?: string | undefined;
}) {
  const kept = useRef<{ key: string; market: MatchMarketSummary | null }>({ key: '', market: null });
  const key = structureOf(market);
  if (kept.current.key !== key || kept.current.market === null)
    kept.current = { key, market: shortlist(market) };
  return <Outcomes matchId={matchId} market={kept.current.market} emptyLabel={emptyLabel} />;
}

const Outcomes = memo(function Outcomes({
  matchId,
  market,
  emptyLabel,
}: {
  matchId: number;
  market: MatchMarketSummary | null;
  emptyLabel?: string | undefined;
}) {
  if (!market || market.outcomes.length === 0) {
    return emptyLabel ? <span className={styles.noOdds}>{emptyLabel}</span> : <span aria-hidden="true" />;
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div
      className={styles.outcomes}
      role="group"
      aria-label={market.name}
      data-count={market.outcomes.length}
    >
      {market.outcomes.map((outcome) => (
        <OutcomeButton
          key={outcome.id}
          matchId={matchId}
          market={market}
          outcome={outcome}
          label={listingLabel(market, outcome)}
          stacked
        />
      ))}
    </div>
  );
});
