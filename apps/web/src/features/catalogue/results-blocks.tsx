import type { Match } from '@sportsbook/contract/entities/match';
import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Page } from '@sportsbook/contract/http/pagination';
import { dayInZone, upcomingDays, validTimeZone } from '@sportsbook/core/catalog/events-filter';
import { MATCH_STATUS, type MatchStatus } from '@sportsbook/core/catalog/match-status';
import { chosenDay, dayWindow, RESULT_STATUSES, recentDays } from '@sportsbook/core/catalog/results-schedule';
import { sportsHref } from '@sportsbook/core/routing/paths';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { z } from 'zod';
import { fetchCounters, fetchMatches, fetchSports } from '@/lib/backend/catalog';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { BlockError } from './block-error';
import styles from './catalogue.module.css';
import { DayNavigation, param, SportNavigation } from './day-navigation';
import { EventList } from './event-list';
import { FIRST_SCREEN_ROWS } from './first-screen';
import { load } from './load';
import { listPage, Pagination } from './pagination';
import { ResultGroups } from './result-rows';
import { matchScope, SportTypeConfig } from './scope';
import { ZoneInUrl } from './zone-in-url';

/*
 * The results and schedule of spec §2.1 and §2.4: finished matches by day and sport with their final and
 * period scores (`results`, and the short `result_events`), and the matches coming up by day (`schedule`).
 * Days are the bettor's (`tz`, core EVF5) and every day and sport has its own URL.
 */

const resultStatuses = RESULT_STATUSES as readonly MatchStatus[];
const upcomingStatuses: readonly MatchStatus[] = [MATCH_STATUS.prematch];

/** A day's list, as the URL asks for it: the sports of the day with their counts, the chosen one, a page. */
interface DayList {
  readonly sports: { sport: Sport; count: number }[];
  readonly sportKey: string | undefined;
  readonly list: Page<Match>;
}

/** The sports that have matches in `window`, with how many, in the backend's sport order. */
async function sportsWithMatches(
  context: PageContext,
  statuses: readonly MatchStatus[],
  window: { startFrom: string; startTo: string },
  sportType: Sport['type'] | undefined,
): Promise<{ sport: Sport; count: number }[]> {
  const [counters, sports] = await Promise.all([
    fetchCounters(
      {
        match_status: [...statuses],
        type: ['match'],
        start_from: window.startFrom,
        start_to: window.startTo,
        ...(sportType ? { sport_type: sportType } : {}),
      },
      context.locale,
    ),
    fetchSports(context.locale, sportType),
  ]);
  const counts = new Map(counters.sports.map((entry) => [entry.id, entry.count]));
  return sports
    .filter((sport) => (counts.get(sport.id) ?? 0) > 0)
    .map((sport) => ({ sport, count: counts.get(sport.id) ?? 0 }));
}

/**
 * Reads a day's list: its sports, then the matches of the sport the URL chose (when the day has it; on a
 * sport, category or league page, that page's), a page at a time.
 */
async function loadDayList(
  context: PageContext,
  query: {
    statuses: readonly MatchStatus[];
    window: { startFrom: string; startTo: string };
    sportType: Sport['type'] | undefined;
    sortBy: readonly string[];
    limit: number;
  },
): Promise<DayList> {
  const sports = await sportsWithMatches(context, query.statuses, query.window, query.sportType);
  const wanted = param(context.searchParams, 'sport');
  const sportKey = context.sport
    ? context.sport.key
    : sports.some(({ sport }) => sport.key === wanted)
      ? wanted
      : undefined;
  const scope = context.sport || context.category || context.tournament ? matchScope(context, undefined) : {};
  const list = await fetchMatches(
    {
      ...(query.sportType ? { sport_type: query.sportType } : {}),
      ...scope,
      ...(sportKey && !context.sport ? { sport_key: sportKey } : {}),
      type: ['match'],
      match_status: query.statuses,
      start_from: query.window.startFrom,
      start_to: query.window.startTo,
      sort_by: query.sortBy,
      page: listPage(context.searchParams),
      limit: query.limit,
    },
    context.locale,
  );
  return { sports, sportKey, list };
}

/**
 * A day's list under its heading (none with `showTitle` false, where the page's own heading says it): the
 * days, the sports (not on a sport's own page), the list or why it is empty, and the pages.
 */
async function DayListFrame({
  context,
  namespace,
  showTitle,
  days,
  chosenDay: day,
  loaded,
  children,
}: {
  context: PageContext;
  namespace: 'results' | 'schedule';
  showTitle: boolean;
  days: readonly string[];
  chosenDay: string;
  loaded: DayList;
  children: React.ReactNode;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: `catalogue.${namespace}` });
  const common = await getTranslations({ locale: context.locale, namespace: 'catalogue.results' });
  const id = `${context.pageId}-${namespace}`;
  const { sports, sportKey, list } = loaded;
  const content = (
    <>
      <Suspense fallback={null}>
        <ZoneInUrl />
      </Suspense>
      <DayNavigation
        label={t('days')}
        days={days}
        today={days[0] as string}
        chosen={day}
        searchParams={context.searchParams}
        locale={context.locale}
      />
      {context.sport ? null : (
        <SportNavigation
          label={t('sports')}
          allLabel={common('allSports')}
          sports={sports}
          chosen={sportKey}
          searchParams={context.searchParams}
        />
      )}
      {list.data.length === 0 ? <p className={styles.empty}>{t('empty')}</p> : children}
      <Pagination
        label={t('pages')}
        page={list.pagination.page}
        lastPage={list.pagination.last_page}
        searchParams={context.searchParams}
        locale={context.locale}
      />
    </>
  );
  if (!showTitle) return <div className={styles.block}>{content}</div>;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 className={styles.blockTitle} id={id}>
        {t('title')}
      </h2>
      {content}
    </section>
  );
}

/** The day the URL chose among `offered`, and the time zone days are cut in. */
function listDay(context: PageContext, offered: readonly string[]) {
  const timeZone = validTimeZone(param(context.searchParams, 'tz'));
  return { timeZone, day: chosenDay(param(context.searchParams, 'date'), offered) as string };
}

// ---- results ----------------------------------------------------------------------------------------------

const ResultsConfig = z.strictObject({
  /**
   * Days offered: today and the ones before. The reference backend keeps closed matches RESULTS_KEEP_HOURS (48
   * by default), so yesterday is whole and today as far as it went; more days need a longer keep.
   */
  days: z.number().int().min(1).max(31).default(2),
  /** Results per page (the `page` parameter pages through the rest). */
  limit: z.number().int().min(1).max(500).default(100),
  sportType: SportTypeConfig,
  /** A heading over the block (off on the results page, whose own heading says it). */
  title: z.boolean().default(true),
});

async function Results({ config, context }: { config: z.infer<typeof ResultsConfig>; context: PageContext }) {
  const offered = recentDays(Date.now(), config.days, validTimeZone(param(context.searchParams, 'tz')));
  const { timeZone, day } = listDay(context, offered);
  const loaded = await load(
    loadDayList(context, {
      statuses: resultStatuses,
      window: dayWindow(day, timeZone),
      sportType: config.sportType,
      sortBy: [
        '-sport_priority',
        'sport_id',
        '-category_priority',
        '-tournament_priority',
        'tournament_id',
        '-start_time',
      ],
      limit: config.limit,
    }),
  );
  if (!loaded.ok) {
    const t = await getTranslations({ locale: context.locale, namespace: 'catalogue.results' });
    return <BlockError locale={context.locale} title={t('title')} />;
  }
  return (
    <DayListFrame
      context={context}
      namespace="results"
      showTitle={config.title}
      days={offered}
      chosenDay={day}
      loaded={loaded.data}
    >
      <ResultGroups
        matches={loaded.data.list.data}
        context={context}
        level={config.title ? 3 : 2}
        idPrefix="results"
      />
    </DayListFrame>
  );
}

export const resultsBlock = defineBlock({ type: 'results', config: ResultsConfig, Component: Results });

// ---- result events ----------------------------------------------------------------------------------------

const ResultEventsConfig = z.strictObject({
  /** The latest this many results of the page's scope (its sport, league...), newest first. */
  limit: z.number().int().min(1).max(50).default(5),
  sportType: SportTypeConfig,
  /** A link to the results page under the list. */
  showAllLink: z.boolean().default(true),
});

async function ResultEvents({
  config,
  context,
}: {
  config: z.infer<typeof ResultEventsConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue.results' });
  const loaded = await load(
    fetchMatches(
      {
        ...matchScope(context, config.sportType),
        type: ['match'],
        match_status: resultStatuses,
        start_to: new Date().toISOString(),
        sort_by: ['-start_time'],
        limit: config.limit,
      },
      context.locale,
    ),
  );
  if (!loaded.ok) return <BlockError locale={context.locale} title={t('latest')} />;
  const matches: Match[] = loaded.data.data;
  const id = `${context.pageId}-result-events`;
  const all = sportsHref('/results', context.locale, context.routing);
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 className={styles.blockTitle} id={id}>
        {t('latest')}
      </h2>
      {matches.length === 0 ? (
        <p className={styles.empty}>{t('latestEmpty')}</p>
      ) : (
        <ResultGroups matches={matches} context={context} level={3} idPrefix="latest-results" />
      )}
      {config.showAllLink && context.pageId !== 'results' ? (
        <Link className={styles.headerLink} href={all} prefetch={false}>
          {t('all')}
        </Link>
      ) : null}
    </section>
  );
}

export const resultEventsBlock = defineBlock({
  type: 'result_events',
  config: ResultEventsConfig,
  Component: ResultEvents,
});

// ---- schedule ---------------------------------------------------------------------------------------------

const ScheduleConfig = z.strictObject({
  /** Days offered: today and the ones after (the catalogue holds the week ahead). */
  days: z.number().int().min(1).max(14).default(7),
  /** Matches per page (the `page` parameter pages through the rest). */
  limit: z.number().int().min(1).max(500).default(100),
  sportType: SportTypeConfig,
  /** Rows the server draws; the browser draws the rest (as in the other event lists). */
  serverRows: z.number().int().min(0).max(500).default(FIRST_SCREEN_ROWS),
  /** A heading over the block (off on the schedule page, whose own heading says it). */
  title: z.boolean().default(true),
});

async function Schedule({
  config,
  context,
}: {
  config: z.infer<typeof ScheduleConfig>;
  context: PageContext;
}) {
  const now = Date.now();
  const offered = upcomingDays(now, config.days, validTimeZone(param(context.searchParams, 'tz')));
  const { timeZone, day } = listDay(context, offered);
  const whole = dayWindow(day, timeZone);
  // Today's list starts now: what kicked off is live, no longer coming up.
  const window =
    day === dayInZone(now, timeZone ?? 'UTC')
      ? { ...whole, startFrom: new Date(Math.max(now, Date.parse(whole.startFrom))).toISOString() }
      : whole;
  const loaded = await load(
    loadDayList(context, {
      statuses: upcomingStatuses,
      window,
      sportType: config.sportType,
      sortBy: ['start_time', '-tournament_priority'],
      limit: config.limit,
    }),
  );
  if (!loaded.ok) {
    const t = await getTranslations({ locale: context.locale, namespace: 'catalogue.schedule' });
    return <BlockError locale={context.locale} title={t('title')} />;
  }
  return (
    <DayListFrame
      context={context}
      namespace="schedule"
      showTitle={config.title}
      days={offered}
      chosenDay={day}
      loaded={loaded.data}
    >
      <EventList
        matches={loaded.data.list.data}
        context={context}
        grouping="none"
        idPrefix="schedule"
        statuses={upcomingStatuses}
        firstScreen={config.serverRows}
      />
    </DayListFrame>
  );
}

export const scheduleBlock = defineBlock({ type: 'schedule', config: ScheduleConfig, Component: Schedule });
