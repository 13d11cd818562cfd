'use client';

import { formatOdds } from '@sportsbook/core/odds/odds-format';
import { type Selection, selectionFromOutcome } from '@sportsbook/core/ticket/selection';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { liveStore } from '@/lib/live/live-store';
import { useOddsType } from '@/lib/odds/odds-type-store';
import { queryClient } from '@/lib/query/app-query-client';
import { useSettled } from '@/lib/time/use-settled';
import { Dialog } from '@/ui/dialog/dialog';
import { customBetMarketsOptions } from './api/custom-bet-markets';
import { type BuilderPick, customBetOddsOptions, pickKey } from './api/custom-bet-odds';
import styles from './slip.module.css';
import { dispatchTicket } from './slip-engine';
import { openSlip } from './slip-panel-state';
import { closeBetBuilder, getSlip } from './slip-store';

type Pick = BuilderPick;
const keyOf = pickKey;

/** The price is asked once the picks have stayed the same this long. */
const PRICE_AFTER_MS = 250;

/** Most outcomes one custom bet takes (the contract's limit). */
const MAX_PICKS = 12;

type Price =
  | { readonly kind: 'none' }
  | { readonly kind: 'pricing' }
  | { readonly kind: 'priced'; readonly odds: number; readonly independent: number }
  | { readonly kind: 'refused'; readonly messageKey: string };

/**
 * The bet builder, or custom-bet modal (spec §2.2, §4): outcomes of one match combined into one bet, priced
 * by the backend with their correlation (POST /bets/custom/odds), then put in the slip as a custom bet. It
 * opens from the match page (and its #betBuilder anchor) and when the slip's first bet is a custom bet.
 */
export function BetBuilderDialog({ matchId }: { matchId: number }) {
  const t = useTranslations('slip.ui.builder');
  const locale = useLocale();
  const oddsType = useOddsType();
  const marketsQuery = useQuery(customBetMarketsOptions(locale, matchId), queryClient);
  const markets = marketsQuery.data ?? null;
  const loadFailed = marketsQuery.isError || marketsQuery.data === null;
  // A custom bet of this match already in the slip is edited, not started again.
  const [picks, setPicks] = useState<readonly Pick[]>(() => {
    const bet = getSlip().ticket.bets[0];
    return bet?.betType === 'custom_bet' && bet.selections[0]?.matchId === matchId
      ? bet.selections.map(({ marketId, specifier, outcomeId }) => ({ marketId, specifier, outcomeId }))
      : [];
  });
  const chosen = useMemo(() => new Set(picks.map(keyOf)), [picks]);
  const asked = useSettled(picks, PRICE_AFTER_MS);
  const settled = asked.map(keyOf).join('|') === picks.map(keyOf).join('|');
  const priceQuery = useQuery(
    { ...customBetOddsOptions(locale, matchId, asked), enabled: settled && asked.length >= 2 },
    queryClient,
  );
  const price: Price =
    picks.length < 2
      ? { kind: 'none' }
      : !settled || priceQuery.isPending
        ? { kind: 'pricing' }
        : priceQuery.data?.kind === 'priced'
          ? priceQuery.data
          : { kind: 'refused', messageKey: priceQuery.data ? 'notCombinable' : 'priceFailed' };

  const toggle = (pick: Pick) =>
    setPicks((current) =>
      chosen.has(keyOf(pick))
        ? current.filter((known) => keyOf(known) !== keyOf(pick))
        : current.length >= MAX_PICKS
          ? current
          : [...current, pick],
    );

  const addToSlip = () => {
    const match = liveStore.match(matchId);
    if (!match || !markets || price.kind !== 'priced') return;
    const selections: Selection[] = [];
    for (const pick of picks) {
      const market = markets.find((m) => m.id === pick.marketId && m.specifier === pick.specifier);
      const outcome = market?.outcomes.find((o) => o.id === pick.outcomeId);
      if (!market || !outcome) return;
      selections.push(selectionFromOutcome({ ...match, provider: market.provider }, market, outcome, true));
    }
    dispatchTicket({ type: 'customBetComposed', selections, customOdds: price.odds });
    closeBetBuilder();
    openSlip('BET_SLIP');
  };

  const match = liveStore.match(matchId);
  return (
    <Dialog title={t('title')} onClose={closeBetBuilder} size="medium">
      <div className={styles.builder}>
        {match ? <p className={styles.note}>{match.name}</p> : null}
        {loadFailed ? (
          <p className={styles.betError} role="alert">
            {t('unavailable')}
          </p>
        ) : markets === null ? (
          <p className={styles.note}>{t('loading')}</p>
        ) : markets.length === 0 ? (
          <p className={styles.note}>{t('noMarkets')}</p>
        ) : (
          <div className={styles.builderMarkets}>
            {markets.map((market) => (
              // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
              <div
                key={`${market.id}/${market.specifier}`}
                role="group"
                aria-label={market.name}
                className={styles.builderMarket}
              >
                <p className={styles.builderMarketName}>{market.name}</p>
                <div className={styles.builderOutcomes}>
                  {market.outcomes.map((outcome) => {
                    const pick = { marketId: market.id, specifier: market.specifier, outcomeId: outcome.id };
                    const pressed = chosen.has(keyOf(pick));
                    const closed = market.status !== 1 || !outcome.active;
                    return (
                      <button
                        key={outcome.id}
                        type="button"
                        className={styles.builderOutcome}
                        aria-pressed={pressed}
                        aria-disabled={(closed && !pressed) || undefined}
                        onClick={() => {
                          if (!closed || pressed) toggle(pick);
                        }}
                      >
                        <span dir="auto">{outcome.name}</span>
                        <span className={styles.builderOdds}>{formatOdds(outcome.odds, oddsType)}</span>
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
          </div>
        )}
        <div className={styles.builderPrice} role="status" aria-live="polite">
          {price.kind === 'none' ? (
            <p className={styles.note}>{t('pickTwo')}</p>
          ) : price.kind === 'pricing' ? (
            <p className={styles.note}>{t('pricing')}</p>
          ) : price.kind === 'refused' ? (
            <p className={styles.betError}>{t(price.messageKey)}</p>
          ) : (
            <p>
              {t('price', { odds: formatOdds(price.odds, oddsType) })}{' '}
              <span className={styles.note}>
                {t('independent', { odds: formatOdds(price.independent, oddsType) })}
              </span>
            </p>
          )}
        </div>
        <button type="button" className={styles.place} disabled={price.kind !== 'priced'} onClick={addToSlip}>
          {t('add', { count: picks.length })}
        </button>
      </div>
    </Dialog>
  );
}
