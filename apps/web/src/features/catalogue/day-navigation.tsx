import type { Sport } from '@sportsbook/contract/entities/sport';
import { getTranslations } from 'next-intl/server';
import styles from './catalogue.module.css';

type SearchParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A search parameter's single value (the first of a repeated one). */
export function param(searchParams: SearchParams, name: string): string | undefined {
  const value = searchParams[name];
  return typeof value === 'string' ? value : value?.[0];
}

/** The current query with `changes` applied (undefined removes) and the page reset: a link of a day or sport. */
export function queryHref(searchParams: SearchParams, changes: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (name === 'page' || name in changes || value === undefined) continue;
    for (const item of typeof value === 'string' ? [value] : value) query.append(name, item);
  }
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : '?';
}

/** "Today", "Yesterday", "Tomorrow", else the weekday and date in the page's language. */
async function dayLabel(day: string, today: string, locale: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'catalogue.days' });
  const offset = Math.round((Date.parse(day) - Date.parse(today)) / 86_400_000);
  if (offset === 0) return t('today');
  if (offset === -1) return t('yesterday');
  if (offset === 1) return t('tomorrow');
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The days a results or schedule list offers, as links (each day has its own URL, works without JavaScript);
 * the chosen one is the current page. `days[0]` or `days[last]` is today.
 */
export async function DayNavigation({
  label,
  days,
  today,
  chosen,
  searchParams,
  locale,
}: {
  label: string;
  days: readonly string[];
  today: string;
  chosen: string;
  searchParams: SearchParams;
  locale: string;
}) {
  const labels = await Promise.all(days.map((day) => dayLabel(day, today, locale)));
  return (
    <nav className={styles.chips} aria-label={label}>
      <ul>
        {days.map((day, index) => (
          <li key={day}>
            <a
              className={styles.chip}
              href={queryHref(searchParams, { date: day === today ? undefined : day })}
              aria-current={day === chosen ? 'page' : undefined}
            >
              <time dateTime={day}>{labels[index]}</time>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The sports a day's list has matches of, with how many, and "All sports" first. */
export function SportNavigation({
  label,
  allLabel,
  sports,
  chosen,
  searchParams,
}: {
  label: string;
  allLabel: string;
  sports: readonly { sport: Sport; count: number }[];
  chosen: string | undefined;
  searchParams: SearchParams;
}) {
  if (sports.length < 2) return null;
  return (
    <nav className={styles.chips} aria-label={label}>
      <ul>
        <li>
          <a
            className={styles.chip}
            href={queryHref(searchParams, { sport: undefined })}
            aria-current={chosen === undefined ? 'page' : undefined}
          >
            {allLabel}
          </a>
        </li>
        {sports.map(({ sport, count }) => (
          <li key={sport.id}>
            <a
              className={styles.chip}
              href={queryHref(searchParams, { sport: sport.key })}
              aria-current={chosen === sport.key ? 'page' : undefined}
            >
              {sport.name}&nbsp;<span className={styles.count}>{count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
