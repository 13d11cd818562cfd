import type { Match } from '@sportsbook/contract/entities/match';
import { playedPeriods } from '@sportsbook/core/catalog/results-schedule';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LocalTime } from '@/ui/time/local-time';
import styles from './catalogue.module.css';
import type { ListContext } from './event-groups';
import { groupBy } from './first-screen';
import { href } from './links';
import resultStyles from './results.module.css';

/** One finished match: when it started, who played, the final score and each period's (core RES5). */
async function ResultRow({ match, context }: { match: Match; context: ListContext }) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue.results' });
  const { home, away } = match;
  const periods = playedPeriods(match.period_scores);
  const score = match.total_score;
  return (
    <li className={resultStyles.row} data-match-id={match.id}>
      <span className={resultStyles.time}>
        <LocalTime iso={match.start_time} style="time" />
      </span>
      <Link className={resultStyles.teams} href={href.match(context, match)} prefetch={false}>
        {home && away ? (
          <>
            <span>{home.name}</span>
            <span className="visually-hidden"> – </span>
            <span>{away.name}</span>
          </>
        ) : (
          <span>{match.name}</span>
        )}
      </Link>
      {score ? (
        <span className={resultStyles.score}>
          <span aria-hidden="true" className={resultStyles.scoreLines}>
            <span>{score.home}</span>
            <span>{score.away}</span>
          </span>
          <span className="visually-hidden">
            {`${t('final')} ${t('score', { home: score.home, away: score.away })}`}
          </span>
        </span>
      ) : (
        <span className={resultStyles.noScore}>{t('noScore')}</span>
      )}
      {periods.length > 1 ? (
        <span className={resultStyles.periods}>
          <span className="visually-hidden">{t('periods')}: </span>
          {periods.map((period, index) => (
            <span key={period.number} className={resultStyles.period}>
              <span title={period.name} aria-hidden="true">
                {period.home}:{period.away}
              </span>
              <span className="visually-hidden">
                {period.name} {t('score', { home: period.home, away: period.away })}
                {index < periods.length - 1 ? ', ' : ''}
              </span>
            </span>
          ))}
        </span>
      ) : null}
    </li>
  );
}

/** Finished matches grouped by sport and league, in the order the backend lists them. */
export async function ResultGroups({
  matches,
  context,
  level,
  idPrefix,
}: {
  matches: readonly Match[];
  context: ListContext;
  level: 2 | 3;
  /** Keeps heading ids apart when a page holds two lists (results and the latest results). */
  idPrefix: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return groupBy(matches, (match) => String(match.tournament.id)).map(({ key, items }) => {
    const first = items[0] as Match;
    const id = `${context.pageId}-${idPrefix}-${key}`;
    return (
      <section key={key} className={styles.group} aria-labelledby={id}>
        <Heading className={styles.groupTitle} id={id}>
          <span className={styles.groupCategory}>
            {first.sport.name} · {first.category.name}
          </span>{' '}
          {first.tournament.name}
        </Heading>
        <ul className={resultStyles.rows}>
          {items.map((match) => (
            <ResultRow key={match.id} match={match} context={context} />
          ))}
        </ul>
      </section>
    );
  });
}
