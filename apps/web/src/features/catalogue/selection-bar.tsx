import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { fetchCounters, fetchSports } from '@/lib/backend/catalog';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import { SportIcon } from '@/ui/icons/icon';
import { BlockError } from './block-error';
import styles from './catalogue.module.css';
import { href } from './links';
import { load } from './load';
import { SportTypeConfig } from './scope';

const SelectionBarConfig = z.strictObject({
  /** The most sports shown, the operator's order (sport priority). */
  limit: z.number().int().min(1).max(50).default(20),
  sportType: SportTypeConfig,
});

/**
 * The selection bar of spec §2.4: the sports with matches to bet on as one row of icons the thumb scrolls
 * sideways (a phone's home page), each with its live count; the page's own sport is marked.
 */
async function SelectionBar({
  config,
  context,
}: {
  config: z.infer<typeof SelectionBarConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const result = await load(
    Promise.all([
      fetchSports(context.locale, config.sportType),
      fetchCounters({ match_status: [0, 1], type: ['match'], sport_type: config.sportType }, context.locale),
      fetchCounters({ match_status: [1], type: ['match'], sport_type: config.sportType }, context.locale),
    ]),
  );
  if (!result.ok) return <BlockError locale={context.locale} title={t('selectionBar.label')} />;
  const [sports, open, live] = result.data;
  const openIds = new Set(open.sports.filter((entry) => entry.count > 0).map((entry) => entry.id));
  const liveCounts = new Map(live.sports.map((entry) => [entry.id, entry.count]));
  const shown = sports.filter((sport) => openIds.has(sport.id)).slice(0, config.limit);
  if (shown.length === 0) return null;
  return (
    <nav className={styles.selectionBar} aria-label={t('selectionBar.label')}>
      <ul>
        {shown.map((sport) => {
          const liveCount = liveCounts.get(sport.id) ?? 0;
          return (
            <li key={sport.id}>
              <Link
                className={styles.selectionItem}
                href={href.sport(context, sport.key)}
                prefetch={false}
                aria-current={context.sport?.id === sport.id ? 'page' : undefined}
              >
                <span className={styles.selectionIcon}>
                  <SportIcon sportKey={sport.key} className={styles.sportIcon} />
                  {liveCount > 0 ? (
                    <span className={styles.selectionLive}>
                      <span aria-hidden="true">{liveCount}</span>
                      <span className="visually-hidden">{t('sportList.live', { count: liveCount })}</span>
                    </span>
                  ) : null}
                </span>
                <span className={styles.selectionName}>{sport.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const selectionBarBlock = defineBlock({
  type: 'selection_bar',
  config: SelectionBarConfig,
  Component: SelectionBar,
});
