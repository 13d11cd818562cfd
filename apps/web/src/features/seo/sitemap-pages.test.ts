import { beforeEach, describe, expect, it, vi } from 'vitest';

const catalog = vi.hoisted(() => ({
  fetchSports: vi.fn(),
  fetchCategories: vi.fn(),
  fetchTournaments: vi.fn(),
  fetchMatches: vi.fn(),
}));
vi.mock('@/lib/backend/catalog', () => catalog);
vi.mock('@/lib/errors/report', () => ({ reportError: vi.fn() }));

const { SITEMAP_REVALIDATE_MS, sitemapCatalogue, sitemapPages } = await import('./sitemap-pages');

const sport = { key: 'football' };
const site = { locales: ['en', 'de'], pages: {} } as unknown as Parameters<typeof sitemapPages>[0];

function answer() {
  catalog.fetchSports.mockResolvedValue([sport]);
  catalog.fetchCategories.mockResolvedValue([{ slug: 'england', sport }]);
  catalog.fetchTournaments.mockResolvedValue([{ slug: 'premier-league', sport }]);
  catalog.fetchMatches.mockResolvedValue({ data: [{ slug: 'arsenal-chelsea-12', sport }] });
}

describe('the sitemap pages', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    answer();
  });

  it('lists the information pages the operator placed content on, unless marked not indexable', async () => {
    const withInfo = {
      ...site,
      pages: {
        general_rules: { blocks: [{ type: 'text' }] },
        about: { blocks: [{ type: 'text' }], seo: { indexable: false } },
        help_center: { blocks: [] },
      },
    } as unknown as Parameters<typeof sitemapPages>[0];
    const paths = (await sitemapPages(withInfo, new Date('2030-01-01T00:00:00Z'))).map((page) => page.path);
    expect(paths).toContain('/general-rules');
    expect(paths).not.toContain('/about');
    expect(paths).not.toContain('/help-center');
    expect(paths).not.toContain('/terms-and-conditions');
  });

  it('lists the schedule and results where the site places their blocks, unless marked not indexable', async () => {
    const listed = (pages: object) =>
      sitemapPages(
        { ...site, pages } as unknown as Parameters<typeof sitemapPages>[0],
        new Date('2030-01-05'),
      );
    const both = (
      await listed({
        schedule: { blocks: [{ type: 'schedule' }] },
        results: { blocks: [{ type: 'results' }] },
      })
    ).map((page) => page.path);
    expect(both).toEqual(expect.arrayContaining(['/schedule', '/results']));
    const hidden = (
      await listed({
        schedule: { blocks: [{ type: 'schedule' }], seo: { indexable: false } },
        results: { blocks: [] },
      })
    ).map((page) => page.path);
    expect(hidden).not.toContain('/schedule');
    expect(hidden).not.toContain('/results');
  });

  it('lists the custom pages unless marked not indexable', async () => {
    const withCustom = {
      ...site,
      customPages: [
        { path: '/welcome', title: 'Welcome', blocks: [], style: {}, layout: 'single' },
        {
          path: '/staff-only',
          title: 'Staff',
          blocks: [],
          style: {},
          layout: 'single',
          seo: { indexable: false },
        },
      ],
    } as unknown as Parameters<typeof sitemapPages>[0];
    const paths = (await sitemapPages(withCustom, new Date('2030-01-06'))).map((page) => page.path);
    expect(paths).toContain('/welcome');
    expect(paths).not.toContain('/staff-only');
  });

  it('lists the fixed pages, sports, categories, leagues and upcoming matches', async () => {
    const pages = await sitemapPages(site, new Date('2030-01-01T00:00:00Z'));
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/live',
      '/cybersport',
      '/football',
      '/football/england',
      '/football/premier-league',
      '/football/arsenal-chelsea-12',
    ]);
  });

  it('leaves out the categories when category pages are not indexable', async () => {
    const closed = { ...site, pages: { category: { seo: { indexable: false } } } } as typeof site;
    const pages = await sitemapPages(closed, new Date('2030-02-01T00:00:00Z'));
    expect(pages.map((page) => page.path)).not.toContain('/football/england');
    expect(pages.map((page) => page.path)).toContain('/football/premier-league');
  });

  it('reads the catalogue once per revalidation period, shared by concurrent requests', async () => {
    const start = new Date('2030-03-01T00:00:00Z').getTime();
    await Promise.all([sitemapCatalogue('pl', new Date(start)), sitemapCatalogue('pl', new Date(start))]);
    await sitemapCatalogue('pl', new Date(start + SITEMAP_REVALIDATE_MS - 1));
    expect(catalog.fetchSports).toHaveBeenCalledTimes(1);
    await sitemapCatalogue('pl', new Date(start + SITEMAP_REVALIDATE_MS));
    expect(catalog.fetchSports).toHaveBeenCalledTimes(2);
  });

  it('keeps no failed read: the next request reads again, and the fixed pages are listed meanwhile', async () => {
    catalog.fetchCategories.mockRejectedValueOnce(new Error('backend down'));
    const now = new Date('2030-04-01T00:00:00Z');
    const pages = await sitemapPages({ ...site, locales: ['it'] } as typeof site, now);
    expect(pages.map((page) => page.path)).toEqual(['/', '/live', '/cybersport']);
    await sitemapCatalogue('it', now);
    expect(catalog.fetchCategories).toHaveBeenCalledTimes(2);
  });
});
