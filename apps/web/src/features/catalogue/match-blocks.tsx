import { parseCollapsedMarkets } from '@sportsbook/core/catalog/market-view';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { BetBuilderButton } from '@/features/bet-slip';
import { fetchCustomBetEnabled, fetchMarketGroups, fetchMatchMarkets } from '@/lib/backend/catalog';
import { LiveMatches } from '@/lib/live/live-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { BlockError } from './block-error';
import styles from './catalogue.module.css';
import { EventMarketsView } from './event-markets-view';
import { load } from './load';
import { MatchHeaderView } from './match-header-view';

const EmptyConfig = z.strictObject({});

/** The match page header (a match page block: renders nothing elsewhere). */
function MatchHeader({ context }: { config: z.infer<typeof EmptyConfig>; context: PageContext }) {
  if (!context.match) return null;
  return (
    <LiveMatches matches={[context.match]}>
      <MatchHeaderView initial={context.match} />
    </LiveMatches>
  );
}

export const matchHeaderBlock = defineBlock({
  type: 'match_header',
  config: EmptyConfig,
  Component: MatchHeader,
});

const EventMarketsConfig = z.strictObject({
  /** The market group open first (a group key of settings' market groups, or `all`). */
  defaultGroup: z.string().min(1).default('main'),
});

/** Every market of the page's match, grouped by market group (settings' market groups, localised). */
async function EventMarkets({
  config,
  context,
}: {
  config: z.infer<typeof EventMarketsConfig>;
  context: PageContext;
}) {
  const match = context.match;
  if (!match) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const [result, jar] = await Promise.all([
    load(
      Promise.all([
        fetchMatchMarkets(match.id, context.locale),
        fetchMarketGroups(context.locale),
        fetchCustomBetEnabled(context.locale),
      ]),
    ),
    cookies(),
  ]);
  if (!result.ok) return <BlockError locale={context.locale} title={t('eventMarkets.title')} />;
  const [markets, groupsByKey, customBetEnabled] = result.data;
  // The market types the bettor collapsed (core MKV6): rendered collapsed from the first paint.
  const collapsed = [...parseCollapsedMarkets(jar.get(STORED_KEYS.collapsedMarkets.name)?.value)];
  const present = new Set(markets.flatMap((market) => market.market_groups));
  const groups = Object.values(groupsByKey)
    .filter((group) => present.has(group.key))
    .sort((a, b) => b.priority - a.priority || a.name.localeCompare(b.name, context.locale))
    .map(({ key, name }) => ({ key, name }));
  const requested = context.searchParams.group;
  const wanted = typeof requested === 'string' ? requested : config.defaultGroup;
  const initialGroup = wanted === 'all' || present.has(wanted) ? wanted : (groups[0]?.key ?? 'all');
  const id = `${context.pageId}-markets`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <div className={styles.blockHeader}>
        <h2 className={styles.blockTitle} id={id}>
          {t('eventMarkets.title')}{' '}
          <span className={styles.count}>{t('eventMarkets.count', { count: markets.length })}</span>
        </h2>
        <BetBuilderButton
          matchId={match.id}
          bettable={match.status === 0 || match.status === 1}
          offered={customBetEnabled}
        />
      </div>
      <LiveMatches matches={[match]} markets={{ matchId: match.id, markets }}>
        <EventMarketsView
          matchId={match.id}
          initial={markets}
          groups={groups}
          initialGroup={initialGroup}
          initialCollapsed={collapsed}
        />
      </LiveMatches>
    </section>
  );
}

export const eventMarketsBlock = defineBlock({
  type: 'event_markets',
  config: EventMarketsConfig,
  Component: EventMarkets,
});
