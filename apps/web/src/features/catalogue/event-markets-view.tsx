'use client';

import type { Market } from '@sportsbook/contract/entities/market';
import { isOpenMarket } from '@sportsbook/core/catalog/market-status';
import { useTranslations } from 'next-intl';
import { type MouseEvent, memo, useId, useMemo, useState } from 'react';
import { OutcomeButton } from '@/features/odds';
import { useLiveMarkets } from '@/lib/live/live-store';
import { Channel } from '@/lib/realtime/realtime-provider';
import styles from './catalogue.module.css';

export interface MarketGroupTab {
  readonly key: string;
  readonly name: string;
}

/** `total=2.5` → `2.5`; `hcp=-1|variant=x` → `-1 · x`. */
function specifierLabel(specifier: string): string {
  return specifier
    .split('|')
    .map((part) => part.split('=').slice(1).join('=') || part)
    .join(' · ');
}

const sameMarkets = (a: { markets: readonly Market[] }, b: { markets: readonly Market[] }) =>
  a.markets.length === b.markets.length && a.markets.every((market, index) => market === b.markets[index]);

/** One market type of the match (e.g. Total goals) with a line per specifier. */
const MarketCard = memo(function MarketCard({
  markets,
  suspendedLabel,
}: {
  markets: readonly Market[];
  suspendedLabel: string;
}) {
  const id = useId();
  const first = markets[0];
  if (!first) return null;
  return (
    <section className={styles.market} aria-labelledby={id}>
      <h3 className={styles.marketTitle} id={id}>
        {first.name}
      </h3>
      {markets.map((market) => {
        const open = isOpenMarket(market.status);
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
          <div
            key={market.specifier}
            className={styles.marketLine}
            data-suspended={open ? undefined : true}
            role="group"
            aria-label={market.specifier ? `${first.name} ${specifierLabel(market.specifier)}` : first.name}
          >
            {market.specifier ? (
              <span className={styles.specifier}>{specifierLabel(market.specifier)}</span>
            ) : null}
            {open ? null : <span className={styles.suspended}>{suspendedLabel}</span>}
            <div
              className={market.outcomes.length > 3 ? styles.outcomesWrap : styles.outcomes}
              data-count={market.outcomes.length}
            >
              {market.outcomes.map((outcome) => (
                <OutcomeButton key={outcome.id} matchId={market.match_id} market={market} outcome={outcome} />
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}, sameMarkets);

/**
 * Every market of a match grouped by market group (tabs that are also links, so they work without
 * JavaScript), live from the match channel; status 0 markets never show, suspended ones say so.
 */
export function EventMarketsView({
  matchId,
  initial,
  groups,
  initialGroup,
}: {
  matchId: number;
  initial: readonly Market[];
  groups: readonly MarketGroupTab[];
  initialGroup: string;
}) {
  const t = useTranslations('catalogue');
  const markets = useLiveMarkets(matchId, initial);
  const [group, setGroup] = useState(initialGroup);
  const cards = useMemo(() => {
    const byType = new Map<number, Market[]>();
    for (const market of markets) {
      if (market.status === 0) continue;
      if (group !== 'all' && !market.market_groups.includes(group)) continue;
      const list = byType.get(market.id);
      if (list) list.push(market);
      else byType.set(market.id, [market]);
    }
    return [...byType.values()];
  }, [markets, group]);
  const tabs: MarketGroupTab[] = [{ key: 'all', name: t('eventMarkets.all') }, ...groups];
  const choose = (key: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setGroup(key);
    const url = new URL(window.location.href);
    url.searchParams.set('group', key);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <div className={styles.eventMarkets}>
      <Channel kind={{ match: matchId }} />
      <nav className={styles.chips} aria-label={t('eventMarkets.groups')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <a
                className={styles.chip}
                href={`?group=${encodeURIComponent(tab.key)}`}
                aria-current={tab.key === group ? 'true' : undefined}
                onClick={choose(tab.key)}
              >
                {tab.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {cards.length === 0 ? (
        <p className={styles.empty}>{t('eventMarkets.empty')}</p>
      ) : (
        <div className={styles.marketGrid}>
          {cards.map((list) => (
            <MarketCard key={list[0]?.id} markets={list} suspendedLabel={t('eventMarkets.suspended')} />
          ))}
        </div>
      )}
    </div>
  );
}
