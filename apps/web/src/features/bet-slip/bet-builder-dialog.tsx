'use client';

import type { Market } from '@sportsbook/contract/entities/market';
import { outcomeLayout, specifierLabel } from '@sportsbook/core/catalog/market-view';
import { type Selection, selectionFromOutcome } from '@sportsbook/core/ticket/selection';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { liveStore } from '@/lib/live/live-store';
import { useOddsText } from '@/lib/odds/odds-text';
import { queryClient } from '@/lib/query/app-query-client';
import { useSettled } from '@/lib/time/use-settled';
import { Dialog } from '@/ui/dialog/dialog';
import { DisclosureButton, DisclosureRow } from '@/ui/disclosure/disclosure';
import { customBetMarketsOptions } from './api/custom-bet-markets';
import { type BuilderPick, customBetOddsOptions, pickKey } from './api/custom-bet-odds';
import builderStyles from './bet-builder.module.css';
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

/** Market types open when the builder opens (besides those holding a pick): the first few, as served. */
const OPEN_AT_FIRST = 2;

/** One market type of the builder (e.g. Total goals) with its lines, in the order served. */
interface MarketType {
  readonly id: number;
  readonly name: string;
  readonly lines: readonly Market[];
}

function marketTypes(markets: readonly Market[]): MarketType[] {
  const byId = new Map<number, Market[]>();
  for (const market of markets) {
    const lines = byId.get(market.id);
    if (lines) lines.push(market);
    else byId.set(market.id, [market]);
  }
  return [...byId.values()].map((lines) => ({
    id: (lines[0] as Market).id,
    name: (lines[0] as Market).name,
    lines,
  }));
}

/** Text as a search compares it: accents dropped, lower case in the page's language. */
function folded(text: string, locale: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

/**
 * The market types, lines and outcomes a search keeps: an outcome stays when every word of the query is in
 * its market's name, its line or its own name ("corners over" finds the Over outcomes of Total corners).
 */
function searched(types: readonly MarketType[], query: string, locale: string): MarketType[] {
  const words = folded(query, locale).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...types];
  const kept: MarketType[] = [];
  for (const type of types) {
    const lines: Market[] = [];
    for (const line of type.lines) {
      const context = `${type.name} ${specifierLabel(line.specifier)}`;
      const outcomes = line.outcomes.filter((outcome) => {
        const text = folded(`${context} ${outcome.name}`, locale);
        return words.every((word) => text.includes(word));
      });
      if (outcomes.length > 0) lines.push({ ...line, outcomes });
    }
    if (lines.length > 0) kept.push({ ...type, lines });
  }
  return kept;
}

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
  const oddsText = useOddsText();
  const searchId = useId();
  const [query, setQuery] = useState('');
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
  const types = useMemo(() => (markets ? marketTypes(markets) : []), [markets]);
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
          <>
            <div className={builderStyles.search}>
              <label htmlFor={searchId}>{t('search')}</label>
              <input
                id={searchId}
                type="search"
                value={query}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <BuilderMarkets
              types={types}
              query={query}
              chosen={chosen}
              picks={picks}
              oddsText={oddsText}
              onToggle={toggle}
            />
          </>
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
              {t('price', { odds: oddsText(price.odds) })}{' '}
              <span className={styles.note}>{t('independent', { odds: oddsText(price.independent) })}</span>
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

/**
 * The builder's markets grouped by market type, each a disclosure (the first few and those holding a pick
 * open at first), filtered by the search: while a search runs every market type that has a match is open
 * and its heading is plain text, with the count of matching outcomes said politely.
 */
function BuilderMarkets({
  types,
  query,
  chosen,
  picks,
  oddsText,
  onToggle,
}: {
  types: readonly MarketType[];
  query: string;
  chosen: ReadonlySet<string>;
  picks: readonly Pick[];
  oddsText: (decimal: number) => string;
  onToggle: (pick: Pick) => void;
}) {
  const t = useTranslations('slip.ui.builder');
  const locale = useLocale();
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () =>
      new Set([
        ...types.slice(0, OPEN_AT_FIRST).map((type) => type.id),
        ...picks.map((pick) => pick.marketId),
      ]),
  );
  const searching = query.trim() !== '';
  const shown = useMemo(() => searched(types, query, locale), [types, query, locale]);
  const found = shown.reduce(
    (sum, type) => sum + type.lines.reduce((count, line) => count + line.outcomes.length, 0),
    0,
  );
  // A pick made from search results keeps its market type open once the search is cleared.
  const choose = (pick: Pick) => {
    onToggle(pick);
    setOpen((current) => (current.has(pick.marketId) ? current : new Set([...current, pick.marketId])));
  };
  const toggleOpen = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <>
      <p className={builderStyles.found} role="status">
        {searching ? t('found', { count: found }) : ''}
      </p>
      <div className={builderStyles.markets}>
        {shown.map((type) => {
          const headingId = `${idPrefix}-${type.id}`;
          const bodyId = `${headingId}-body`;
          const expanded = searching || open.has(type.id);
          const picked = picks.filter((pick) => pick.marketId === type.id).length;
          const badge =
            picked > 0 ? (
              <span className={builderStyles.chosen}>{t('chosen', { count: picked })}</span>
            ) : null;
          return (
            <section key={type.id} className={builderStyles.market} aria-labelledby={headingId}>
              <h3 className={builderStyles.marketTitle} id={headingId}>
                {searching ? (
                  <DisclosureRow>
                    <span dir="auto">{type.name}</span>
                    {badge}
                  </DisclosureRow>
                ) : (
                  <DisclosureButton
                    expanded={expanded}
                    controls={bodyId}
                    onToggle={() => toggleOpen(type.id)}
                  >
                    <span dir="auto">{type.name}</span>
                    {badge}
                  </DisclosureButton>
                )}
              </h3>
              <div id={bodyId} className={builderStyles.lines} hidden={!expanded}>
                {type.lines.map((market) => {
                  const line = type.lines.length > 1 || searching ? specifierLabel(market.specifier) : '';
                  return (
                    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
                    <div
                      key={market.specifier}
                      role="group"
                      aria-label={line ? `${type.name} ${line}` : type.name}
                      className={builderStyles.line}
                    >
                      {line ? (
                        <span className={builderStyles.lineLabel} dir="ltr">
                          {line}
                        </span>
                      ) : null}
                      <div
                        className={builderStyles.outcomes}
                        data-layout={outcomeLayout(market.outcomes.length)}
                      >
                        {market.outcomes.map((outcome) => {
                          const pick = {
                            marketId: market.id,
                            specifier: market.specifier,
                            outcomeId: outcome.id,
                          };
                          const pressed = chosen.has(keyOf(pick));
                          const closed = market.status !== 1 || !outcome.active;
                          return (
                            <button
                              key={outcome.id}
                              type="button"
                              className={builderStyles.outcome}
                              aria-pressed={pressed}
                              aria-disabled={(closed && !pressed) || undefined}
                              onClick={() => {
                                if (!closed || pressed) choose(pick);
                              }}
                            >
                              <span className={builderStyles.outcomeName} dir="auto">
                                {outcome.name}
                              </span>
                              <span className={builderStyles.odds}>{oddsText(outcome.odds)}</span>
                            </button>
                          );
                        })}
                      </div>
                    </div>
                  );
                })}
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
