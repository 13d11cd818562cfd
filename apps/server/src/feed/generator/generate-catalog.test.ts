import { PROVIDERS } from '@sportsbook/core/catalog/providers';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketTemplate } from '../../catalog/market-templates';
import { NAME_LOCALES } from '../../catalog/market-vocabulary';
import { competitorIdOfOutcome, OUTRIGHT_WINNER_MARKET_ID } from '../../catalog/more-market-templates';
import { type GeneratedCatalog, generateCatalog } from './generate-catalog';
import { countCatalog } from './seed-catalog';

const NOW = Date.parse('2026-11-21T15:30:00.000Z');
const HOUR = 3_600_000;

describe('the demo catalogue at full scale', () => {
  let catalog: GeneratedCatalog;
  const marketsOf = new Map<number, GeneratedCatalog['markets'][number][]>();

  beforeAll(() => {
    catalog = generateCatalog({ seed: 20_261_122, now: NOW });
    for (const market of catalog.markets)
      marketsOf.set(market.matchId, [...(marketsOf.get(market.matchId) ?? []), market]);
  });

  const games = () => catalog.matches.filter((m) => m.type === 'match');

  it('has the sizes the product needs: 600+ matches, 60+ live, 40+ categories, 80+ tournaments', () => {
    const counts = countCatalog(catalog);
    expect(counts.sports).toBe(12);
    expect(counts.categories).toBeGreaterThanOrEqual(40);
    expect(counts.tournaments).toBeGreaterThanOrEqual(80);
    expect(counts.matches).toBeGreaterThanOrEqual(600);
    expect(counts.liveMatches).toBeGreaterThanOrEqual(60);
    expect(counts.outrights).toBeGreaterThanOrEqual(3);
  });

  it('names every sport in the six locales, football first, e-sports as cyber, all three providers', () => {
    expect([...catalog.sports].sort((a, b) => b.priority - a.priority)[0]?.key).toBe('football');
    for (const sport of catalog.sports) {
      for (const locale of NAME_LOCALES) expect(sport.names?.[locale], `${sport.key} ${locale}`).toBeTruthy();
      expect(sport.type).toBe(['cs2', 'dota2'].includes(sport.key) ? 'cyber' : 'regular');
    }
    expect(catalog.sports.find((s) => s.key === 'football')?.names?.de).toBe('Fußball');
    expect(new Set(catalog.sports.map((s) => s.provider))).toEqual(new Set(PROVIDERS));
    expect(catalog.sports.find((s) => s.key === 'table-tennis')?.provider).toBe('betconstruct');
  });

  it('gives countries their codes and international categories none', () => {
    expect(catalog.categories.find((c) => c.slug === 'england')?.countryCode).toBe('GB-ENG');
    expect(catalog.categories.find((c) => c.slug === 'international-clubs')?.countryCode).toBeNull();
    expect(catalog.categories.filter((c) => c.countryCode).length).toBeGreaterThanOrEqual(40);
  });

  it('spreads matches from a few hours ago to a week ahead, live ones already started', () => {
    for (const match of games()) {
      const start = Date.parse(match.startTime);
      if (match.status === 1) {
        expect(start).toBeLessThan(NOW);
        expect(start).toBeGreaterThan(NOW - 6 * HOUR);
      } else {
        expect(match.status).toBe(0);
        expect(start).toBeGreaterThan(NOW);
        expect(start).toBeLessThanOrEqual(NOW + 7 * 24 * HOUR);
      }
    }
  });

  it('gives every match 10 to 200 markets, exactly one balanced line per market type, never a status 0 one', () => {
    for (const match of games()) {
      const book = marketsOf.get(match.id) ?? [];
      expect(book.length, match.slug).toBeGreaterThanOrEqual(10);
      expect(book.length, match.slug).toBeLessThanOrEqual(200);
      const balanced = new Map<number, number>();
      for (const market of book) {
        if (market.mostBalanced) {
          balanced.set(market.marketId, (balanced.get(market.marketId) ?? 0) + 1);
          expect(market.status).not.toBe(0);
        }
        if (marketTemplate(market.marketId)?.phase === 'live') expect(match.status).toBe(1);
        if (market.nextBetStop) expect(match.status).toBe(1);
      }
      for (const id of new Set(book.map((m) => m.marketId)))
        expect(balanced.get(id), `${match.slug} ${id}`).toBe(1);
    }
    const statuses = new Set(catalog.markets.map((m) => m.status));
    expect(statuses).toEqual(new Set([1, -1, 0]));
    expect(Math.max(...games().map((m) => marketsOf.get(m.id)?.length ?? 0))).toBeGreaterThan(170);
    // Asian quarter lines, which settlement has to split into half wins and half refunds.
    const specifiers = new Set(catalog.markets.map((m) => `${m.marketId}/${m.specifier}`));
    expect(specifiers.has('18/total=2.25')).toBe(true);
    expect(specifiers.has('16/hcp=-0.75')).toBe(true);
  });

  it('has season outrights whose one market lists their competitors', () => {
    const outrights = catalog.matches.filter((m) => m.type === 'season');
    expect(outrights.map((o) => o.title)).toContain('Premier League 2026/27 - Winner');
    for (const outright of outrights) {
      expect(outright.competitorIds?.length).toBeGreaterThanOrEqual(8);
      expect(Date.parse(outright.endDate ?? '')).toBeGreaterThan(NOW);
      const book = marketsOf.get(outright.id) ?? [];
      expect(book.map((m) => m.marketId)).toEqual([OUTRIGHT_WINNER_MARKET_ID]);
      expect(book[0]?.outcomes.map((o) => competitorIdOfOutcome(o.id)).sort()).toEqual(
        [...(outright.competitorIds ?? [])].sort(),
      );
    }
  });

  it('keeps slugs unique and advertises no video or provider statistics (nothing serves them yet)', () => {
    expect(new Set(catalog.matches.map((m) => m.slug)).size).toBe(catalog.matches.length);
    for (const match of catalog.matches) {
      expect(match.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-\d+$/);
      expect(match.hasVideo).toBe(false);
      expect(match.hasProviderStats).toBe(false);
    }
    expect(new Set(games().map((m) => m.betsCount)).size).toBeGreaterThan(100);
  });

  it('gives live matches scores that add up period by period', () => {
    for (const match of games().filter((m) => m.status === 1)) {
      expect(match.stage).toBeTruthy();
      expect(match.totalScore).not.toBeNull();
      const periods = match.periodScores ?? [];
      expect(periods.length).toBeGreaterThan(0);
      const sport = catalog.sports.find((s) => s.id === match.sportId)?.key ?? '';
      if (['tennis', 'volleyball', 'table-tennis', 'cs2', 'dota2'].includes(sport)) continue;
      const sum = periods.reduce((acc, p) => ({ home: acc.home + p.home, away: acc.away + p.away }), {
        home: 0,
        away: 0,
      });
      expect(sum, match.slug).toEqual(match.totalScore);
    }
  });

  it('names competitors uniquely within a sport with short abbreviations', () => {
    const seen = new Set<string>();
    for (const competitor of catalog.competitors) {
      const key = `${competitor.sportId}:${competitor.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(competitor.abbreviation.length).toBeGreaterThanOrEqual(2);
      expect(competitor.abbreviation.length).toBeLessThanOrEqual(8);
      expect(competitor.badge?.primary).toMatch(/^#[0-9A-F]{6}$/);
    }
  });
});

describe('generation', () => {
  it('gives the same catalogue, row for row, for the same seed and the same now', () => {
    const first = generateCatalog({ seed: 7, now: NOW, scale: 0.1 });
    const second = generateCatalog({ seed: 7, now: NOW, scale: 0.1 });
    expect(second).toEqual(first);
  });

  it('gives another catalogue for another seed', () => {
    const first = generateCatalog({ seed: 7, now: NOW, scale: 0.1 });
    const other = generateCatalog({ seed: 8, now: NOW, scale: 0.1 });
    expect(other.competitors.map((c) => c.name)).not.toEqual(first.competitors.map((c) => c.name));
  });
});
