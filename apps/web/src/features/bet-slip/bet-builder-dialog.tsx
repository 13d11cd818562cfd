'use client';

import type { Market } from '@sportsbook/contract/entities/market';
import { customBetMarkets, customBetOdds } from '@sportsbook/contract/sportsbook/bet-calls';
import { formatOdds } from '@sportsbook/core/odds/odds-format';
import { type Selection, selectionFromOutcome } from '@sportsbook/core/ticket/selection';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { ApiCallError, browserCall } from '@/lib/api/browser-call';
import { reportError } from '@/lib/errors/report';
import { liveStore } from '@/lib/live/live-store';
import { useOddsType } from '@/lib/odds/odds-type-store';
import { bearerToken } from '@/lib/player/session-actions';
import { Dialog } from '@/ui/dialog/dialog';
import styles from './slip.module.css';
import { dispatchTicket } from './slip-engine';
import { openSlip } from './slip-panel-state';
import { closeBetBuilder, getSlip } from './slip-store';

/** A chosen outcome of the builder: market (id and specifier) and outcome. */
interface Pick {
  readonly marketId: number;
  readonly specifier: string;
  readonly outcomeId: string;
}

const keyOf = (pick: Pick) => `${pick.marketId}/${pick.specifier}/${pick.outcomeId}`;

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
  const [markets, setMarkets] = useState<readonly Market[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // A custom bet of this match already in the slip is edited, not started again.
  const [picks, setPicks] = useState<readonly Pick[]>(() => {
    const bet = getSlip().ticket.bets[0];
    return bet?.betType === 'custom_bet' && bet.selections[0]?.matchId === matchId
      ? bet.selections.map(({ marketId, specifier, outcomeId }) => ({ marketId, specifier, outcomeId }))
      : [];
  });
  const [price, setPrice] = useState<Price>({ kind: 'none' });

  useEffect(() => {
    let live = true;
    browserCall(customBetMarkets, { locale, params: { matchId } }).then(
      (answer) => live && setMarkets(answer.data.filter((market) => market.status !== 0)),
      (error: unknown) => {
        if (!live) return;
        if (!(error instanceof ApiCallError && error.status === 404))
          reportError(error, { where: 'bet builder markets' });
        setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [locale, matchId]);

  const chosen = useMemo(() => new Set(picks.map(keyOf)), [picks]);
  const picksKey = picks.map(keyOf).join('|');
  // Picks are compared by their key: a new array with the same picks is no new price.
  // biome-ignore lint/correctness/useExhaustiveDependencies: picksKey stands for picks
  useEffect(() => {
    if (picks.length < 2) {
      setPrice({ kind: 'none' });
      return;
    }
    setPrice({ kind: 'pricing' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const answer = await browserCall(customBetOdds, {
            locale,
            token: await bearerToken(locale),
            body: {
              match_id: matchId,
              selections: picks.map((pick) => ({
                market_id: pick.marketId,
                specifier: pick.specifier,
                outcome_id: pick.outcomeId,
              })),
            },
            signal: controller.signal,
          });
          setPrice({ kind: 'priced', odds: answer.odds, independent: answer.independent_odds });
        } catch (error) {
          if (controller.signal.aborted) return;
          const refused = error instanceof ApiCallError && error.status === 422;
          if (!refused) reportError(error, { where: 'bet builder price' });
          setPrice({ kind: 'refused', messageKey: refused ? 'notCombinable' : 'priceFailed' });
        }
      })();
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [picksKey, locale, matchId]);

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
