import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseSiteConfig, SiteConfigError } from '@/lib/site/site-config';
import demo from '../../../sites/demo.json';
import { infoPageServed } from './info-blocks';
import { ArticleConfig, FaqConfig, FooterConfig, INFO_LINKS } from './info-configs';

const schemas = new Map<string, z.ZodType>([
  ['footer', FooterConfig],
  ['article', ArticleConfig],
  ['faq', FaqConfig],
]);

const FOOTER = {
  licence: 'Operated by Example Ltd under licence 123.',
  helpline: { name: 'Helpline', phone: '+44 808 8020 133', href: 'https://help.example.org/' },
};

/** The problems of a site configuration with these footer and page blocks (empty when it validates). */
function problems(footer: unknown, pages: Record<string, unknown> = {}): string[] {
  const site = {
    name: 'Test',
    locales: ['en'],
    layout: { footer: [{ type: 'footer', config: footer }] },
    pages,
  };
  try {
    parseSiteConfig(site, 'test.json', schemas);
    return [];
  } catch (error) {
    if (error instanceof SiteConfigError) return [...error.problems];
    throw error;
  }
}

describe('information blocks in the site configuration', () => {
  it('fills the footer defaults: every page linked, 18+', () => {
    const parsed = FooterConfig.parse(FOOTER);
    expect(parsed).toMatchObject({
      links: [...INFO_LINKS],
      minimumAge: 18,
      extraLinks: [],
      saferGambling: [],
    });
  });

  it('names the path of every bad footer field', () => {
    expect(problems(FOOTER)).toEqual([]);
    const bad = problems({
      ...FOOTER,
      links: ['about', 'about'],
      minimumAge: 12,
      helpline: { name: 'Helpline', phone: 'call us', href: 'javascript:alert(1)' },
      saferGambling: [{ label: 'X', href: 'http://plain.example/' }],
    });
    expect(bad.map((problem) => problem.split(':')[0])).toEqual([
      'layout.footer[0].config.links',
      'layout.footer[0].config.minimumAge',
      'layout.footer[0].config.helpline.phone',
      'layout.footer[0].config.helpline.href',
      'layout.footer[0].config.saferGambling[0].href',
    ]);
    expect(problems({ helpline: FOOTER.helpline })[0]).toMatch(/^layout\.footer\[0\]\.config\.licence:/);
  });

  it('checks the content of the information pages', () => {
    const article = { type: 'article', config: { sections: [{ heading: 'Rules', paragraphs: ['Text.'] }] } };
    expect(problems(FOOTER, { general_rules: { blocks: [article] } })).toEqual([]);
    const empty = { type: 'article', config: { sections: [] } };
    const badDate = {
      type: 'article',
      config: { updated: '1 May', sections: [{ heading: 'A', paragraphs: ['B'] }] },
    };
    const noAnswer = {
      type: 'faq',
      config: { groups: [{ heading: 'A', items: [{ question: 'Q?', answer: [] }] }] },
    };
    expect(
      problems(FOOTER, {
        about: { blocks: [empty] },
        terms_and_conditions: { blocks: [badDate] },
        help_center: { blocks: [noAnswer] },
      }).map((problem) => problem.split(':')[0]),
    ).toEqual([
      'pages.about.blocks[0].config.sections',
      'pages.terms_and_conditions.blocks[0].config.updated',
      'pages.help_center.blocks[0].config.groups[0].items[0].answer',
    ]);
    // An unknown page id is refused by the site schema itself.
    expect(problems(FOOTER, { imprint: { blocks: [] } })[0]).toMatch(/^pages/);
  });

  it('links only the pages the operator filled', () => {
    const site = parseSiteConfig(
      { name: 'Test', locales: ['en'], pages: { about: { blocks: [{ type: 'article', config: {} }] } } },
      'test.json',
    );
    expect(INFO_LINKS.filter((link) => infoPageServed(site, link))).toEqual([
      'about',
      'responsible_gambling',
      'transactions',
    ]);
  });

  it('gives the demo brand a footer on every page and content on every information page', () => {
    // The whole registry checks it in composition/shell/registry.test.ts; here, the information blocks.
    const site = parseSiteConfig(demo, 'apps/web/sites/demo.json');
    expect(site.layout.footer.map((block) => block.type)).toEqual(['footer']);
    for (const block of [
      ...site.layout.footer,
      ...Object.values(site.pages).flatMap((page) => page.blocks),
    ]) {
      const schema = schemas.get(block.type);
      if (schema) expect(schema.safeParse(block.config).error).toBeUndefined();
    }
    for (const link of INFO_LINKS) expect(infoPageServed(site, link), link).toBe(true);
  });
});
