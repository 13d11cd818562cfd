'use client';

import type { Market, Outcome } from '@sportsbook/contract/entities/market';
import type { Match, MatchMarketSummary } from '@sportsbook/contract/entities/match';
import type { OddsType } from '@sportsbook/core/odds/odds-type';
import { outcomeKey, selectionFromOutcome } from '@sportsbook/core/ticket/selection';
import { useTranslations } from 'next-intl';
import { memo, useCallback, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { pickOutcome, useIsSelected } from '@/features/bet-slip';
import { reportError } from '@/lib/errors/report';
import { liveStore } from '@/lib/live/live-store';
import { announce } from '@/lib/odds/odds-announcer';
import { oddsText } from '@/lib/odds/odds-text';
import { useOddsType } from '@/lib/odds/odds-type-store';
import { usePricesStale } from '@/lib/realtime/feed-store';
import styles from './odds.module.css';

export interface OutcomeButtonProps {
  readonly matchId: number;
  /** The outcome's market: a full market, or a match's main/secondary market summary. */
  readonly market: Market | MatchMarketSummary;
  /** The outcome as server-rendered; live odds and state come from the live store. */
  readonly outcome: Outcome;
  /** The match, when the caller has it (fills the selection's match fields; else the live store's). */
  readonly match?: Match | undefined;
  /** The name above the price (listing rows, narrow columns) rather than beside it. */
  readonly stacked?: boolean | undefined;
  /**
   * What the button shows instead of the outcome's name, where the page already says the rest (a column
   * heading, the teams of a listing row): "1", "X", "2", a handicap's "-0.5", or '' for the price alone. The
   * full name stays in the accessible name (read before the price), so every word shown is in the name.
   */
  readonly label?: string | undefined;
}

type Direction = 'up' | 'down';

/** The last odds shown and the direction of the last change (`count` restarts the arrow's animation). */
interface Flash {
  odds: number;
  direction: Direction | null;
  count: number;
}

/** Displayed odds per format (and word for evens): live pages show the same few hundred prices again and again. */
const displayCache = new Map<string, Map<number, string>>();
const CACHE_LIMIT = 4_096;

function display(odds: number, type: OddsType, evens: string): string {
  const cacheKey = `${type} ${evens}`;
  let cache = displayCache.get(cacheKey);
  if (!cache) {
    cache = new Map();
    displayCache.set(cacheKey, cache);
  }
  let text = cache.get(odds);
  if (text === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    text = oddsText(odds, type, evens);
    cache.set(odds, text);
  }
  return text;
}

/**
 * The arrow's one attribute: direction and animation name together ("up-a", "down-b"…), so a change is a
 * single attribute write. The glyph and its spoken word ("odds rising") are the stylesheet's generated
 * content, the word from the `--odds-rising` / `--odds-falling` properties the shell sets per locale.
 */
const flashOf = (direction: Direction | null, count: number): string | undefined =>
  direction ? `${direction}-${count % 2 === 0 ? 'a' : 'b'}` : undefined;

/** Writes `text` into an element holding one text node, touching the DOM only when it differs. */
function writeText(element: HTMLElement | null, text: string): void {
  if (!element) return;
  const node = element.firstChild;
  if (node && node.nodeType === Node.TEXT_NODE && node.nextSibling === null) {
    if ((node as Text).data !== text) (node as Text).data = text;
  } else if (element.textContent !== text) element.textContent = text;
}

function OutcomeButtonImpl({ matchId, market, outcome: initial, match, stacked, label }: OutcomeButtonProps) {
  const t = useTranslations('live.odds');
  const marketId = market.id;
  const specifier = market.specifier;
  const outcomeId = initial.id;
  const fallbackSuspended = market.status !== 1 || !initial.active;

  const storeKey = useMemo(
    () => liveStore.outcomeKey(matchId, marketId, specifier, outcomeId),
    [matchId, marketId, specifier, outcomeId],
  );
  // The first render draws what the server rendered (hydration must find it, even when a publication reached
  // the store before this button hydrated); the layout effect below then shows the store's price at once.
  const mounted = useRef(false);
  const live = mounted.current ? liveStore.outcomeAt(storeKey) : undefined;
  const outcome = live?.outcome ?? initial;
  const suspended = live?.suspended ?? fallbackSuspended;
  // Only a change of availability re-renders the button (below); odds ticks are written straight into its
  // text, without React, as a plain-DOM board would.
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const oddsType = useOddsType();
  const knownMatch = match ?? liveStore.match(matchId);
  const key = outcomeKey({
    matchUrnId: knownMatch?.urn_id ?? ('match_urn_id' in market ? market.match_urn_id : `match:${matchId}`),
    marketId,
    outcomeId,
    specifier,
  });
  const selected = useIsSelected(key);
  // The live feed is not live, or just back and the page not read again (core FEED4): the price is shown
  // as it was, marked stale in words (its accessible name says so), not by colour alone.
  const stale = usePricesStale();

  const flash = useRef<Flash | null>(null);
  if (flash.current === null) flash.current = { odds: outcome.odds, direction: null, count: 0 };
  const { direction, count } = flash.current;

  // What the store listener needs from the last render.
  const evens = t('evens');
  const rendered = useRef({ oddsType, evens, selected, key, suspended, t, marketName: market.name });
  rendered.current = { oddsType, evens, selected, key, suspended, t, marketName: market.name };
  const oddsRef = useRef<HTMLSpanElement>(null);
  const arrowRef = useRef<HTMLSpanElement>(null);

  /** Shows the store's current odds (and the direction of a change); `tick`: a change just published. */
  const sync = useCallback(
    (tick: boolean) => {
      const now = liveStore.outcomeAt(storeKey);
      const state = flash.current;
      if (!now || !state) return;
      const r = rendered.current;
      if (now.suspended !== r.suspended) {
        rerender();
        return;
      }
      const odds = now.outcome.odds;
      const text = display(odds, r.oddsType, r.evens);
      writeText(oddsRef.current, text);
      if (state.odds === odds) return;
      const next: Flash = { odds, direction: odds > state.odds ? 'up' : 'down', count: state.count + 1 };
      flash.current = next;
      const arrow = arrowRef.current;
      const name = flashOf(next.direction, next.count);
      if (arrow && name) arrow.dataset.flash = name;
      // Only a new price of a followed (chosen) outcome is news.
      if (tick && r.selected) {
        announce(r.key, r.t('changed', { outcome: now.outcome.name, market: r.marketName, odds: text }));
      }
    },
    [storeKey],
  );
  useLayoutEffect(() => liveStore.subscribeOutcomeAt(storeKey, () => sync(true)), [storeKey, sync]);
  // After any render (format switch, selection, availability): the DOM shows what the store holds now.
  useLayoutEffect(() => {
    mounted.current = true;
    sync(false);
  });

  const blocked = suspended && !selected;
  return (
    <button
      type="button"
      className={stacked ? `${styles.outcome} ${styles.stacked}` : styles.outcome}
      aria-pressed={selected}
      aria-disabled={blocked || undefined}
      data-stale={stale || undefined}
      data-outcome-id={outcomeId}
      onClick={() => {
        if (blocked) return;
        // The match as the page knows it now (status, names); the price as the live store has it.
        const current = liveStore.match(matchId) ?? knownMatch;
        if (!current) {
          reportError(new Error(`outcome ${key} picked on a page that does not know its match`));
          return;
        }
        const now = liveStore.outcomeAt(storeKey);
        const provider = 'provider' in market ? market.provider : current.provider;
        pickOutcome(
          selectionFromOutcome(
            { ...current, provider },
            { ...market, market_groups: 'market_groups' in market ? market.market_groups : [] },
            now?.outcome ?? outcome,
            liveStore.providerStatuses()[provider] !== 'inactive',
          ),
        );
      }}
    >
      {label === undefined || label === outcome.name ? (
        <span className={styles.name} dir="auto">
          {outcome.name}
        </span>
      ) : (
        <OutcomeLabel label={label} name={outcome.name} />
      )}
      <span className={styles.price}>
        <span ref={oddsRef}>{display(flash.current.odds, oddsType, evens)}</span>
        <span ref={arrowRef} className={styles.arrow} data-flash={flashOf(direction, count)} />
        {suspended ? (
          <span className={styles.suspended}>{t('suspended')}</span>
        ) : stale ? (
          <span className={styles.stale}>
            <span aria-hidden="true">⏸ </span>
            {t('stale')}
          </span>
        ) : null}
        {stale ? <span className={styles.visuallyHidden}> – {t('staleDescription')}</span> : null}
      </span>
    </button>
  );
}

/**
 * A short label shown for an outcome whose full name is read rather than shown: the name is in the accessible
 * name before the price; a label that is part of the name ("-0.5" of "Wigan City (-0.5)") is not read twice.
 */
function OutcomeLabel({ label, name }: { label: string; name: string }) {
  // Spaces inside: the name reads as words apart from the label and the price.
  const hidden = (
    <span className={styles.visuallyHidden} dir="auto">
      {label === '' ? `${name} ` : ` ${name}`}
    </span>
  );
  if (label === '') return hidden;
  const inName = name.includes(label);
  // The wrapper has no direction of its own: the name inside is the button's one `dir="auto"` text.
  return (
    <span className={styles.name}>
      {/* A line ("-0.5", "+1") reads left to right in every page, its sign before the number. */}
      <span aria-hidden={inName || undefined} dir={/^[+\-\u2212]?\d/.test(label) ? 'ltr' : undefined}>
        {label}
      </span>
      {hidden}
    </span>
  );
}

/**
 * A price to choose (spec §4 "selecting an outcome"): its accessible name is the outcome's name and the
 * odds as displayed (active odds format), and every word it shows is in that name; pressed when chosen;
 * suspended, or stale while the live feed is not (core FEED4), shown in words; a rise or fall shows an arrow
 * for about 3 s and, for a chosen outcome, is announced politely. Parents re-rendering with new market
 * objects do not re-render it: live values come from the live store, and an odds tick rewrites only the
 * price text and the arrow (no React render).
 */
export const OutcomeButton = memo(
  OutcomeButtonImpl,
  (a, b) =>
    a.matchId === b.matchId &&
    a.match === b.match &&
    a.stacked === b.stacked &&
    a.label === b.label &&
    a.market.id === b.market.id &&
    a.market.specifier === b.market.specifier &&
    a.market.name === b.market.name &&
    a.market.status === b.market.status &&
    a.outcome.id === b.outcome.id &&
    a.outcome.name === b.outcome.name &&
    a.outcome.odds === b.outcome.odds &&
    a.outcome.active === b.outcome.active,
);
