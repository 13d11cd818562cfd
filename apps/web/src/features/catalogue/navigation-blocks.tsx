import type { Sport } from '@sportsbook/contract/entities/sport';
import type { Tournament } from '@sportsbook/contract/entities/tournament';
import type { CountersResponse } from '@sportsbook/contract/sportsbook/catalog-calls';
import { EVENT_TYPES, type SportType } from '@sportsbook/core/catalog/providers';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import {
  fetchCategories,
  fetchCounters,
  fetchCustomBetEnabled,
  fetchSports,
  fetchTournaments,
} from '@/lib/backend/catalog';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { SportIcon } from '@/ui/icons/icon';
import { BlockError } from './block-error';
import styles from './catalogue.module.css';
import { FavouriteSports } from './favourite-sports';
import { href } from './links';
import { load } from './load';
import { SportTypeConfig } from './scope';
import { Tabs } from './tabs';

const OUTRIGHT_TYPES = EVENT_TYPES.filter((type) => type !== 'match');

function countsById(counts: CountersResponse['sports']): Map<number, number> {
  return new Map(counts.map((entry) => [entry.id, entry.count]));
}

// ---- sport list -------------------------------------------------------------------------------------------

const SPORT_LIST_TABS = ['top', 'all', 'favorites', 'outrights', 'betbuilder'] as const;

const SportListConfig = z.strictObject({
  /** Tabs of spec §2.4 this product has, in order; the first is open. */
  tabs: z
    .array(z.enum(SPORT_LIST_TABS))
    .min(1)
    .refine((tabs) => new Set(tabs).size === tabs.length, 'tabs must not repeat')
    .default(['top', 'all', 'favorites', 'outrights', 'betbuilder']),
  /** How many sports the top tab shows. */
  topCount: z.number().int().min(1).max(50).default(8),
  sportType: SportTypeConfig,
});

function SportLinks({
  sports,
  context,
  live,
  label,
  liveLabel,
  anchor,
}: {
  sports: readonly Sport[];
  context: PageContext;
  live: Map<number, number>;
  label: (sport: Sport) => string;
  /** "12 live": what the red badge's number means, for screen readers. */
  liveLabel: (count: number) => string;
  anchor?: string;
}) {
  return (
    <ul className={styles.navList}>
      {sports.map((sport) => {
        const liveCount = live.get(sport.id) ?? 0;
        const current = context.sport?.id === sport.id;
        return (
          <li key={sport.id}>
            <Link
              className={styles.navLink}
              href={`${href.sport(context, sport.key)}${anchor ?? ''}`}
              prefetch={false}
              aria-current={current ? 'page' : undefined}
            >
              <SportIcon sportKey={sport.key} className={styles.sportIcon} />
              <span className={styles.navName}>{sport.name}</span>
              {liveCount > 0 ? (
                <span className={styles.liveCount}>
                  <span aria-hidden="true">{liveCount}</span>
                  <span className={styles.visuallyHidden}>{liveLabel(liveCount)}</span>
                </span>
              ) : null}
              <span className={styles.navCount}>{label(sport)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Sports with their event and live counts (POST /counters), in tabs: top, all, favorites (the player's starred
 * sports, picked in the browser from the open ones), outrights.
 */
async function SportList({
  config,
  context,
}: {
  config: z.infer<typeof SportListConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const sportType: SportType | undefined = config.sportType;
  const result = await load(
    Promise.all([
      fetchSports(context.locale, sportType),
      fetchCounters({ match_status: [0, 1], type: ['match'], sport_type: sportType }, context.locale),
      fetchCounters({ match_status: [1], sport_type: sportType }, context.locale),
      fetchCounters({ match_status: [0, 1], type: OUTRIGHT_TYPES, sport_type: sportType }, context.locale),
      fetchCustomBetEnabled(context.locale),
    ]),
  );
  if (!result.ok) return <BlockError locale={context.locale} title={t('sportList.label')} />;
  const [sports, all, live, outrights, customBets] = result.data;
  const events = countsById(all.sports);
  const liveCounts = countsById(live.sports);
  const outrightCounts = countsById(outrights.sports);
  const open = sports.filter(
    (sport) => (events.get(sport.id) ?? 0) + (outrightCounts.get(sport.id) ?? 0) > 0,
  );
  const eventsLabel = (sport: Sport) => t('sportList.events', { count: events.get(sport.id) ?? 0 });
  const panels = {
    top: open.slice(0, config.topCount),
    all: open,
    outrights: open.filter((sport) => (outrightCounts.get(sport.id) ?? 0) > 0),
    // The sports whose matches offer the bet builder (spec §3 custom bets), while the operator offers it.
    betbuilder: open.filter((sport) => sport.bet_builder === true && (events.get(sport.id) ?? 0) > 0),
  };
  // Without the bet builder (off, or no sport offers it) its tab would only ever say it is empty: left out.
  const tabs = config.tabs.filter(
    (tab) => tab !== 'betbuilder' || (customBets && panels.betbuilder.length > 0),
  );
  if (tabs.length === 0) return null;
  return (
    <nav className={styles.block} aria-label={t('sportList.label')}>
      <Tabs label={t('sportList.label')} tabs={tabs.map((id) => ({ id, label: t(`sportList.tabs.${id}`) }))}>
        {tabs.map((tab) =>
          tab === 'favorites' ? (
            <FavouriteSports
              key={tab}
              locale={context.locale}
              sports={open.map((sport) => {
                const liveCount = liveCounts.get(sport.id) ?? 0;
                return {
                  id: sport.id,
                  key: sport.key,
                  name: sport.name,
                  href: href.sport(context, sport.key),
                  current: context.sport?.id === sport.id,
                  liveCount,
                  liveLabel: t('sportList.live', { count: liveCount }),
                  countLabel: eventsLabel(sport),
                };
              })}
            />
          ) : panels[tab].length === 0 ? (
            <p key={tab} className={styles.empty}>
              {t(tab === 'outrights' ? 'sportList.emptyOutrights' : 'sportList.empty')}
            </p>
          ) : (
            <SportLinks
              key={tab}
              sports={panels[tab]}
              context={context}
              live={liveCounts}
              liveLabel={(count) => t('sportList.live', { count })}
              anchor={tab === 'outrights' ? `#sport-outrights` : undefined}
              label={
                tab === 'outrights'
                  ? (sport) => t('sportList.outrights', { count: outrightCounts.get(sport.id) ?? 0 })
                  : eventsLabel
              }
            />
          ),
        )}
      </Tabs>
    </nav>
  );
}

export const sportListBlock = defineBlock({
  type: 'sport_list',
  config: SportListConfig,
  Component: SportList,
});

// ---- top leagues ------------------------------------------------------------------------------------------

const TopLeaguesConfig = z.strictObject({
  limit: z.number().int().min(1).max(50).default(10),
  /** Outside a sport page, at most this many leagues per sport, so the list spans sports. */
  perSport: z.number().int().min(1).max(50).default(2),
  sportType: SportTypeConfig,
});
type TopLeaguesConfig = z.infer<typeof TopLeaguesConfig>;

/** Open leagues by priority: of the page's sport, else the best few of each sport in sport order. */
async function topLeagues(config: TopLeaguesConfig, context: PageContext) {
  const sportKey = context.sport?.key;
  const [tournaments, counters] = await Promise.all([
    fetchTournaments({ sportKey, sportType: sportKey ? undefined : config.sportType }, context.locale),
    fetchCounters(
      {
        match_status: [0, 1],
        sport_id: context.sport?.id,
        sport_type: sportKey ? undefined : config.sportType,
      },
      context.locale,
    ),
  ]);
  const counts = countsById(counters.tournaments);
  const open = tournaments.filter((tournament) => (counts.get(tournament.id) ?? 0) > 0);
  if (sportKey) return { leagues: open.slice(0, config.limit), counts };
  const perSport = new Map<number, number>();
  const leagues: Tournament[] = [];
  for (const tournament of open) {
    const taken = perSport.get(tournament.sport.id) ?? 0;
    if (taken >= config.perSport) continue;
    perSport.set(tournament.sport.id, taken + 1);
    leagues.push(tournament);
  }
  // Tournaments come by league priority; sports should keep their own order.
  const sports = await fetchSports(context.locale);
  const sportRank = new Map(sports.map((sport, index) => [sport.id, index]));
  leagues.sort(
    (a, b) => (sportRank.get(a.sport.id) ?? 0) - (sportRank.get(b.sport.id) ?? 0) || b.priority - a.priority,
  );
  return { leagues: leagues.slice(0, config.limit), counts };
}

async function TopLeagues({ config, context }: { config: TopLeaguesConfig; context: PageContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const result = await load(topLeagues(config, context));
  if (!result.ok) return <BlockError locale={context.locale} title={t('topLeagues.title')} />;
  const { leagues, counts } = result.data;
  const id = `${context.pageId}-top-leagues`;
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 className={styles.blockTitle} id={id}>
        {t('topLeagues.title')}
      </h2>
      {leagues.length === 0 ? (
        <p className={styles.empty}>{t('topLeagues.empty')}</p>
      ) : (
        <ul className={styles.navList}>
          {leagues.map((league) => (
            <li key={league.id}>
              <Link
                className={styles.navLink}
                href={href.inSport(context, league.sport.key, league.slug)}
                prefetch={false}
                aria-current={context.tournament?.id === league.id ? 'page' : undefined}
              >
                <span className={styles.navName}>
                  {league.name}
                  <span className={styles.navSub}>
                    {context.sport ? league.category.name : `${league.sport.name} · ${league.category.name}`}
                  </span>
                </span>
                <span className={styles.navCount}>{counts.get(league.id) ?? 0}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const topLeaguesBlock = defineBlock({
  type: 'top_leagues',
  config: TopLeaguesConfig,
  Component: TopLeagues,
});

async function NavigationTopLeagues({ config, context }: { config: TopLeaguesConfig; context: PageContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const result = await load(topLeagues(config, context));
  if (!result.ok) return <BlockError locale={context.locale} title={t('navigationTopLeagues.label')} />;
  if (result.data.leagues.length === 0) return null;
  return (
    <nav className={styles.chips} aria-label={t('navigationTopLeagues.label')}>
      <ul>
        {result.data.leagues.map((league) => (
          <li key={league.id}>
            <Link
              className={styles.chip}
              href={href.inSport(context, league.sport.key, league.slug)}
              prefetch={false}
              aria-current={context.tournament?.id === league.id ? 'page' : undefined}
            >
              {league.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const navigationTopLeaguesBlock = defineBlock({
  type: 'navigation_top_leagues',
  config: TopLeaguesConfig,
  Component: NavigationTopLeagues,
});

// ---- leagues ----------------------------------------------------------------------------------------------

const LeaguesConfig = z.strictObject({
  /** How many categories start expanded. */
  expanded: z.number().int().min(0).max(100).default(3),
  sportType: SportTypeConfig,
});

/** The categories of the page's sport (or sport type) and their open leagues, with event counts. */
async function Leagues({ config, context }: { config: z.infer<typeof LeaguesConfig>; context: PageContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const sportKey = context.sport?.key;
  const sportType = sportKey ? undefined : config.sportType;
  const result = await load(
    Promise.all([
      fetchCategories({ sportKey, sportType }, context.locale),
      fetchTournaments({ sportKey, sportType, categoryId: context.category?.id }, context.locale),
      fetchCounters(
        { match_status: [0, 1], sport_id: context.sport?.id, sport_type: sportType },
        context.locale,
      ),
    ]),
  );
  const title = context.category
    ? t('leagues.titleOf', { name: context.category.name })
    : context.sport
      ? t('leagues.titleOf', { name: context.sport.name })
      : t('leagues.title');
  if (!result.ok) return <BlockError locale={context.locale} title={title} />;
  const [categories, tournaments, counters] = result.data;
  const categoryCounts = countsById(counters.categories);
  const leagueCounts = countsById(counters.tournaments);
  const openLeagues = tournaments.filter((league) => (leagueCounts.get(league.id) ?? 0) > 0);
  const shown = (context.category ? categories.filter((c) => c.id === context.category?.id) : categories)
    .map((category) => ({
      category,
      leagues: openLeagues.filter((league) => league.category.id === category.id),
    }))
    .filter((entry) => entry.leagues.length > 0);
  const id = `${context.pageId}-leagues`;
  const leagueLinks = (leagues: readonly Tournament[]) => (
    <ul className={styles.navList}>
      {leagues.map((league) => (
        <li key={league.id}>
          <Link
            className={styles.navLink}
            href={href.inSport(context, league.sport.key, league.slug)}
            prefetch={false}
            aria-current={context.tournament?.id === league.id ? 'page' : undefined}
          >
            <span className={styles.navName}>{league.name}</span>
            <span className={styles.navCount}>{leagueCounts.get(league.id) ?? 0}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <section className={styles.block} aria-labelledby={id}>
      <h2 className={styles.blockTitle} id={id}>
        {title}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.empty}>{t('leagues.empty')}</p>
      ) : context.category ? (
        leagueLinks(shown[0]?.leagues ?? [])
      ) : (
        <ul className={styles.categories}>
          {shown.map(({ category, leagues }, index) => (
            <li key={category.id}>
              <details className={styles.category} open={index < config.expanded}>
                <summary className={styles.categorySummary}>
                  <span className={styles.navName}>{category.name}</span>
                  <span className={styles.navCount}>
                    {t('leagues.events', { count: categoryCounts.get(category.id) ?? 0 })}
                  </span>
                </summary>
                <Link
                  className={styles.categoryLink}
                  href={href.inSport(context, category.sport.key, category.slug)}
                  prefetch={false}
                >
                  {category.name}: {category.sport.name}
                </Link>
                {leagueLinks(leagues)}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const leaguesBlock = defineBlock({ type: 'leagues', config: LeaguesConfig, Component: Leagues });
