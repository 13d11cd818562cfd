'use client';

import type { Market } from '@sportsbook/contract/entities/market';
import { isOpenMarket } from '@sportsbook/core/catalog/market-status';
import {
  COLLAPSED_MARKETS_COOKIE_DAYS,
  type LineTable,
  lineTable,
  mainLineIndex,
  outcomeLayout,
  serializeCollapsedMarkets,
  specifierLabel,
} from '@sportsbook/core/catalog/market-view';
import { useTranslations } from 'next-intl';
import { type MouseEvent, memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { OutcomeButton } from '@/features/odds';
import { useLiveMarkets } from '@/lib/live/live-store';
import { writeCookie } from '@/lib/privacy/consent-store';
import { STORED_KEYS } from '@/lib/privacy/stored-keys';
import { Channel } from '@/lib/realtime/realtime-provider';
import { DisclosureButton } from '@/ui/disclosure/disclosure';
import styles from './catalogue.module.css';

export interface MarketGroupTab {
  readonly key: string;
  readonly name: string;
}

/**
 * What a market card shows that is not a price: its lines, names, statuses and balance marks. Odds ticks
 * leave it unchanged, so a tick re-renders no card (each button follows its own price in the live store).
 */
function structureOf(lines: readonly Market[]): string {
  return lines
    .map(
      (line) =>
        `${line.specifier}|${line.name}|${line.status}|${line.most_balanced}|${line.outcomes
          .map((outcome) => `${outcome.id}:${outcome.name}:${outcome.active}`)
          .join(',')}`,
    )
    .join('\n');
}

interface CardProps {
  readonly lines: readonly Market[];
  readonly structure: string;
  readonly collapsed: boolean;
  readonly onToggle: (marketId: number) => void;
}

/** One line's outcomes (a market without a line, or a line that does not read as a table). */
function LineOutcomes({ line, label }: { line: Market; label: string }) {
  const t = useTranslations('catalogue.eventMarkets');
  const open = isOpenMarket(line.status);
  const layout = outcomeLayout(line.outcomes.length);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div
      className={styles.marketLine}
      data-suspended={open ? undefined : true}
      role="group"
      aria-label={label ? `${line.name} ${label}` : line.name}
    >
      {label ? (
        <span className={styles.specifier} dir="ltr">
          {label}
        </span>
      ) : null}
      {open ? null : <span className={styles.suspended}>{t('suspended')}</span>}
      <div className={styles.outcomes} data-layout={layout}>
        {line.outcomes.map((outcome) => (
          <OutcomeButton key={outcome.id} matchId={line.match_id} market={line} outcome={outcome} stacked />
        ))}
      </div>
    </div>
  );
}

/**
 * Lines that read as a table (core MKV3): the outcomes' common names as column headings, a row per line
 * labelled with the line when the cells do not carry it, prices in the cells.
 */
function LinesTable({
  lines,
  table,
  labelledBy,
}: {
  lines: readonly { line: Market; row: LineTable['rows'][number] }[];
  table: LineTable;
  labelledBy: string;
}) {
  const t = useTranslations('catalogue.eventMarkets');
  const rowLabels = lines.some(({ row }) => row.label !== '');
  return (
    <table className={styles.lineTable} aria-labelledby={labelledBy} data-columns={table.columns.length}>
      <thead>
        <tr>
          {rowLabels ? (
            <th scope="col" className={styles.lineHead}>
              <span className={styles.visuallyHidden}>{t('line')}</span>
            </th>
          ) : null}
          {table.columns.map((column) => (
            <th key={column} scope="col" className={styles.columnHead} dir="auto">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map(({ line, row }) => (
          <tr key={line.specifier} data-suspended={isOpenMarket(line.status) ? undefined : true}>
            {rowLabels ? (
              <th scope="row" className={styles.lineHead} dir="ltr">
                {row.label}
              </th>
            ) : null}
            {line.outcomes.map((outcome, index) => (
              <td key={outcome.id}>
                <OutcomeButton
                  matchId={line.match_id}
                  market={line}
                  outcome={outcome}
                  label={row.cells[index] ?? ''}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One market type of the match (e.g. Total goals): a disclosure whose button is its name (collapsed state
 * kept by the page), its main line (core MKV1) and, on request, its alternative lines; lines that read as a
 * table (MKV3) are one, other lines show their outcomes side by side or in a wrapping grid (MKV4).
 */
const MarketCard = memo(
  function MarketCard({ lines, collapsed, onToggle }: CardProps) {
    const t = useTranslations('catalogue.eventMarkets');
    const headingId = useId();
    const bodyId = useId();
    const [allLines, setAllLines] = useState(false);
    const first = lines[0];
    const main = mainLineIndex(lines);
    const table = useMemo(() => lineTable(lines), [lines]);
    if (!first) return null;
    const shown = allLines ? lines.map((_, index) => index) : [main];
    const alternatives = lines.length - 1;
    return (
      <section className={styles.market} aria-labelledby={headingId} data-collapsed={collapsed || undefined}>
        <h3 className={styles.marketTitle} id={headingId}>
          <DisclosureButton expanded={!collapsed} controls={bodyId} onToggle={() => onToggle(first.id)}>
            <span dir="auto">{first.name}</span>
          </DisclosureButton>
        </h3>
        <div id={bodyId} className={styles.marketBody} hidden={collapsed}>
          {table ? (
            <LinesTable
              table={table}
              labelledBy={headingId}
              lines={shown.map((index) => ({
                line: lines[index] as Market,
                row: table.rows[index] as LineTable['rows'][number],
              }))}
            />
          ) : (
            shown.map((index) => {
              const line = lines[index] as Market;
              return (
                <LineOutcomes
                  key={line.specifier}
                  line={line}
                  label={lines.length > 1 ? specifierLabel(line.specifier) : ''}
                />
              );
            })
          )}
          {alternatives > 0 ? (
            <button
              type="button"
              className={styles.moreLines}
              aria-expanded={allLines}
              aria-controls={bodyId}
              onClick={() => setAllLines((current) => !current)}
            >
              {allLines ? t('fewerLines') : t('moreLines', { count: alternatives })}
            </button>
          ) : null}
        </div>
      </section>
    );
  },
  (a, b) => a.structure === b.structure && a.collapsed === b.collapsed && a.onToggle === b.onToggle,
);

/**
 * Every market of a match grouped by market group (tabs that are also links, so they work without
 * JavaScript), live from the match channel; status 0 markets never show, suspended ones say so. Each market
 * type collapses (remembered in the `collapsedMarkets` cookie, a preference: the server renders it collapsed
 * on the next visit) and shows its main line with the others on request.
 */
export function EventMarketsView({
  matchId,
  initial,
  groups,
  initialGroup,
  initialCollapsed,
}: {
  matchId: number;
  initial: readonly Market[];
  groups: readonly MarketGroupTab[];
  initialGroup: string;
  /** The market types the bettor collapsed (core MKV6), as the server read them from the cookie. */
  initialCollapsed: readonly number[];
}) {
  const t = useTranslations('catalogue');
  const markets = useLiveMarkets(matchId, initial);
  const [group, setGroup] = useState(initialGroup);
  const [collapsed, setCollapsed] = useState<readonly number[]>(initialCollapsed);
  const collapsedNow = useRef(collapsed);
  collapsedNow.current = collapsed;
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
  // The lines each card was last drawn with, per market type: kept while only prices change.
  const kept = useRef(new Map<number, { structure: string; lines: readonly Market[] }>());
  const toggle = useCallback((marketId: number) => {
    const current = collapsedNow.current;
    // The latest collapsed last: the cookie keeps the latest ones (core MKV6).
    const next = current.includes(marketId)
      ? current.filter((id) => id !== marketId)
      : [...current, marketId];
    collapsedNow.current = next;
    setCollapsed(next);
    // Refused without consent for preferences: the choice then lasts for this page only.
    writeCookie(STORED_KEYS.collapsedMarkets, serializeCollapsedMarkets(next), COLLAPSED_MARKETS_COOKIE_DAYS);
  }, []);
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
          {cards.map((lines) => {
            const id = (lines[0] as Market).id;
            const structure = structureOf(lines);
            const previous = kept.current.get(id);
            const drawn = previous?.structure === structure ? previous.lines : lines;
            kept.current.set(id, { structure, lines: drawn });
            return (
              <MarketCard
                key={id}
                lines={drawn}
                structure={structure}
                collapsed={collapsed.includes(id)}
                onToggle={toggle}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
