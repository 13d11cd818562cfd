import {
  eventsFilterFromParams,
  eventsFilterWindow,
  eventsSortTerms,
} from '@sportsbook/core/catalog/events-filter';
import { MATCH_STATUS } from '@sportsbook/core/catalog/match-status';
import { EVENT_TYPES } from '@sportsbook/core/catalog/providers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { fetchAllMatches, fetchMatches } from '@/lib/backend/catalog';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { BlockError } from './block-error';
import styles from './catalogue.module.css';
import { EventList } from './event-list';
import { FIRST_SCREEN_ROWS } from './first-screen';
import { href } from './links';
import { load } from './load';
import { listPage, Pagination } from './pagination';
import { matchScope, SportTypeConfig } from './scope';

const OUTRIGHT_TYPES = EVENT_TYPES.filter((type) => type !== 'match');

function Section({
  id,
  title,
  count,
  action,
  children,
}: {
  id: string;
  title: string;
  count?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.block} aria-labelledby={id}>
      <header className={styles.blockHeader}>
        <h2 className={styles.blockTitle} id={id}>
          {title}
          {count ? <span className={styles.count}> {count}</span> : null}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

/**
 * Rows of a list the server draws (whole leagues while fewer are drawn); the browser fetches and draws the
 * rest right after hydration. A render costs what it draws, so the default is a first screen; 0 leaves the
 * whole list to the browser (a list below the fold), 500 draws every row on the server.
 */
const ServerRowsConfig = z.number().int().min(0).max(500).default(FIRST_SCREEN_ROWS);

// ---- live events ------------------------------------------------------------------------------------------

const LiveEventsConfig = z.strictObject({
  /** At most this many live events; 0 = every live event (the live page). */
  limit: z.number().int().min(0).max(5000).default(0),
  groupBy: z.enum(['sport', 'tournament', 'none']).default('sport'),
  sportType: SportTypeConfig,
  /** Link to the live page under the list (when it shows only some). */
  showAllLink: z.boolean().default(false),
  serverRows: ServerRowsConfig,
});

async function LiveEvents({
  config,
  context,
}: {
  config: z.infer<typeof LiveEventsConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  // The page's order and "only open for betting" apply here too; time and day are about start times.
  const filter = eventsFilterFromParams(context.searchParams);
  const inScope = matchScope(context, config.sportType);
  const scope = {
    ...inScope,
    match_status: [1] as const,
    type: ['match'] as const,
    sort_by: eventsSortTerms(filter.sortBy),
    bettable: filter.isBettable ? true : undefined,
  };
  const result = await load(
    config.limit === 0
      ? fetchAllMatches(scope, context.locale).then((data) => ({ data, total: data.length }))
      : fetchMatches({ ...scope, limit: Math.min(config.limit, 500) }, context.locale).then((page) => ({
          data: page.data,
          total: page.pagination.total,
        })),
  );
  if (!result.ok) return <BlockError locale={context.locale} title={t('liveEvents.title')} />;
  const { data, total } = result.data;
  const id = `${context.pageId}-live-events`;
  return (
    <Section
      id={id}
      title={t('liveEvents.title')}
      count={t('liveEvents.count', { count: total })}
      action={
        config.showAllLink && context.pageId !== 'in_play' ? (
          <Link className={styles.headerLink} href={href.live(context)} prefetch={false}>
            {t('liveEvents.all')}
          </Link>
        ) : undefined
      }
    >
      {data.length === 0 ? (
        <p className={styles.empty}>{t('liveEvents.empty')}</p>
      ) : (
        <EventList
          matches={data}
          context={context}
          grouping={config.groupBy}
          idPrefix="live"
          statuses={[MATCH_STATUS.live]}
          firstScreen={config.serverRows}
          // A list of every live match of its scope takes in the ones that start.
          admits={total <= data.length && !filter.isBettable ? inScope : undefined}
        />
      )}
    </Section>
  );
}

export const liveEventsBlock = defineBlock({
  type: 'live_events',
  config: LiveEventsConfig,
  Component: LiveEvents,
});

// ---- prematch events --------------------------------------------------------------------------------------

const PrematchEventsConfig = z.strictObject({
  /** Events per page (the page's `page` parameter of spec §3 pages through the rest). */
  limit: z.number().int().min(1).max(500).default(100),
  sportType: SportTypeConfig,
  serverRows: ServerRowsConfig,
});

async function PrematchEvents({
  config,
  context,
}: {
  config: z.infer<typeof PrematchEventsConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const filter = eventsFilterFromParams(context.searchParams);
  const window = eventsFilterWindow(filter, Date.now());
  const page = listPage(context.searchParams);
  const result = await load(
    fetchMatches(
      {
        ...matchScope(context, config.sportType),
        match_status: [0],
        type: ['match'],
        sort_by: eventsSortTerms(filter.sortBy),
        start_from: window.startFrom,
        start_to: window.startTo,
        bettable: filter.isBettable ? true : undefined,
        page,
        limit: config.limit,
      },
      context.locale,
    ),
  );
  if (!result.ok) return <BlockError locale={context.locale} title={t('prematchEvents.title')} />;
  const { data, pagination } = result.data;
  const id = `${context.pageId}-prematch-events`;
  return (
    <Section id={id} title={t('prematchEvents.title')} count={String(pagination.total)}>
      {data.length === 0 ? (
        <p className={styles.empty}>{t('prematchEvents.empty')}</p>
      ) : (
        <EventList
          matches={data}
          context={context}
          grouping={filter.sortBy === 'league' && !context.tournament ? 'tournament' : 'none'}
          idPrefix="prematch"
          statuses={[MATCH_STATUS.prematch]}
          firstScreen={config.serverRows}
        />
      )}
      <Pagination
        label={t('prematchEvents.pages')}
        page={pagination.page}
        lastPage={pagination.last_page}
        searchParams={context.searchParams}
        locale={context.locale}
      />
    </Section>
  );
}

export const prematchEventsBlock = defineBlock({
  type: 'prematch_events',
  config: PrematchEventsConfig,
  Component: PrematchEvents,
});

// ---- top events -------------------------------------------------------------------------------------------

const TopEventsConfig = z.strictObject({
  limit: z.number().int().min(1).max(50).default(10),
  sportType: SportTypeConfig,
});

/** The most bet-on open events (live or prematch) of the page's scope. */
async function TopEvents({
  config,
  context,
}: {
  config: z.infer<typeof TopEventsConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const result = await load(
    fetchMatches(
      {
        ...matchScope(context, config.sportType),
        match_status: [0, 1],
        type: ['match'],
        bettable: true,
        sort_by: ['-bets_count', 'start_time'],
        limit: config.limit,
      },
      context.locale,
    ),
  );
  if (!result.ok) return <BlockError locale={context.locale} title={t('topEvents.title')} />;
  const id = `${context.pageId}-top-events`;
  return (
    <Section id={id} title={t('topEvents.title')}>
      {result.data.data.length === 0 ? (
        <p className={styles.empty}>{t('topEvents.empty')}</p>
      ) : (
        // data-top-events: a framing host hears of clicks on these events (spec §7.4 top-event-clicked).
        <div data-top-events="">
          <EventList
            matches={result.data.data}
            context={context}
            grouping="none"
            idPrefix="top"
            statuses={[MATCH_STATUS.prematch, MATCH_STATUS.live]}
          />
        </div>
      )}
    </Section>
  );
}

export const topEventsBlock = defineBlock({
  type: 'top_events',
  config: TopEventsConfig,
  Component: TopEvents,
});

// ---- outrights --------------------------------------------------------------------------------------------

const OutrightsConfig = z.strictObject({
  limit: z.number().int().min(1).max(500).default(50),
  sportType: SportTypeConfig,
});

/** Outrights (season, stage and tournament winners) of the page's scope, where they exist. */
async function Outrights({
  config,
  context,
}: {
  config: z.infer<typeof OutrightsConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const result = await load(
    fetchMatches(
      {
        ...matchScope(context, config.sportType),
        match_status: [0, 1],
        type: OUTRIGHT_TYPES,
        limit: config.limit,
      },
      context.locale,
    ),
  );
  if (!result.ok) return <BlockError locale={context.locale} title={t('outrights.title')} />;
  const outrights = result.data.data;
  // Outrights are listed where they exist: a page without any shows nothing rather than an empty block.
  if (outrights.length === 0) return null;
  return (
    <Section id={`${context.pageId}-outrights`} title={t('outrights.title')}>
      <EventList
        matches={outrights}
        context={context}
        grouping="none"
        idPrefix="outrights"
        statuses={[MATCH_STATUS.prematch, MATCH_STATUS.live]}
      />
    </Section>
  );
}

export const outrightsBlock = defineBlock({
  type: 'outrights',
  config: OutrightsConfig,
  Component: Outrights,
});
