import {
  dayStartInZone,
  EVENT_SORTS,
  EVENT_TIME_WINDOWS,
  eventsFilterFromParams,
  upcomingDays,
} from '@sportsbook/core/catalog/events-filter';
import { formatDate } from '@sportsbook/core/locale/formats';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { defineBlock } from '@/lib/site/block';
import type { PageContext } from '@/lib/site/page-context';
import styles from './catalogue.module.css';
import { TimeZoneField } from './time-zone-field';

const EventsFilterConfig = z.strictObject({
  /** How many days the day choice offers, from today. */
  days: z.number().int().min(1).max(14).default(7),
});

/**
 * The events filter (spec §3 list query parameters time, date, sortBy, isBettable): a GET form, so it works
 * without JavaScript and every filtered listing has its own URL. The prematch listing reads the same params.
 */
async function EventsFilter({
  config,
  context,
}: {
  config: z.infer<typeof EventsFilterConfig>;
  context: PageContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const filter = eventsFilterFromParams(context.searchParams);
  const id = `${context.pageId}-events-filter`;
  return (
    <form className={styles.filter} method="get" aria-labelledby={id}>
      <h2 className={styles.visuallyHidden} id={id}>
        {t('eventsFilter.title')}
      </h2>
      <label className={styles.field}>
        <span>{t('eventsFilter.time')}</span>
        <select name="time" defaultValue={filter.time ?? ''}>
          <option value="">{t('eventsFilter.anyTime')}</option>
          {EVENT_TIME_WINDOWS.map((window) => (
            <option key={window} value={window}>
              {t('eventsFilter.hours', { count: Number.parseInt(window, 10) })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('eventsFilter.date')}</span>
        <select name="date" defaultValue={filter.date ?? ''}>
          <option value="">{t('eventsFilter.anyDay')}</option>
          {upcomingDays(Date.now(), config.days, filter.timeZone).map((day) => (
            <option key={day} value={day}>
              {formatDate(dayStartInZone(day, filter.timeZone ?? 'UTC') + 12 * 3_600_000, 'weekdayDate', {
                locale: context.locale,
                timeZone: filter.timeZone ?? 'UTC',
              })}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('eventsFilter.sortBy')}</span>
        <select name="sortBy" defaultValue={filter.sortBy}>
          {EVENT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`eventsFilter.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.check}>
        <input type="checkbox" name="isBettable" value="true" defaultChecked={filter.isBettable} />
        <span>{t('eventsFilter.isBettable')}</span>
      </label>
      <TimeZoneField initial={filter.timeZone} />
      <div className={styles.filterActions}>
        <button className={styles.button} type="submit">
          {t('eventsFilter.apply')}
        </button>
        <a className={styles.linkButton} href="?">
          {t('eventsFilter.reset')}
        </a>
      </div>
    </form>
  );
}

export const eventsFilterBlock = defineBlock({
  type: 'events_filter',
  config: EventsFilterConfig,
  Component: EventsFilter,
});
