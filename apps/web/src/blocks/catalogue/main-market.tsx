'use client';

import type { MatchMarketSummary } from '@sportsbook/contract/entities/match';
import { memo, useRef } from 'react';
import { OutcomeButton } from '../../odds/outcome-button';
import styles from './catalogue.module.css';

function structureOf(market: MatchMarketSummary | null): string {
  return market ? `${market.id}|${market.specifier}|${market.outcomes.map((o) => o.id).join(',')}` : '';
}

/** Outrights can have dozens of outcomes: a listing row shows the favourites, the event page shows all. */
const ROW_OUTCOMES = 4;

function shortlist(market: MatchMarketSummary | null): MatchMarketSummary | null {
  if (!market || market.outcomes.length <= ROW_OUTCOMES) return market;
  const favourites = [...market.outcomes].sort((a, b) => a.odds - b.odds).slice(0, ROW_OUTCOMES - 1);
  return { ...market, outcomes: favourites };
}

/**
 * The outcome buttons of a market summary. The buttons read their odds from the live store themselves, so
 * this re-renders only when the market's shape (line or outcomes) changes, never on an odds tick.
 */
export function MarketOutcomes({
  matchId,
  market,
  label,
  emptyLabel,
}: {
  matchId: number;
  market: MatchMarketSummary | null;
  label: string;
  emptyLabel: string;
}) {
  const kept = useRef<{ key: string; market: MatchMarketSummary | null }>({ key: '', market: null });
  const key = structureOf(market);
  if (kept.current.key !== key || kept.current.market === null)
    kept.current = { key, market: shortlist(market) };
  return <Outcomes matchId={matchId} market={kept.current.market} label={label} emptyLabel={emptyLabel} />;
}

const Outcomes = memo(function Outcomes({
  matchId,
  market,
  label,
  emptyLabel,
}: {
  matchId: number;
  market: MatchMarketSummary | null;
  label: string;
  emptyLabel: string;
}) {
  if (!market || market.outcomes.length === 0) {
    return <span className={styles.noOdds}>{emptyLabel}</span>;
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div className={styles.outcomes} role="group" aria-label={label} data-count={market.outcomes.length}>
      {market.outcomes.map((outcome) => (
        <OutcomeButton key={outcome.id} matchId={matchId} market={market} outcome={outcome} />
      ))}
    </div>
  );
});
