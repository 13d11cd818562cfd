import { describe, expect, it } from 'vitest';
import { formatSpecifier, parseSpecifier, renderName } from './market-names';
import { localised, MARKET_TEMPLATES, NAME_LOCALES, SPORT_MARKETS } from './market-templates';

const context = (locale: string, specifiers: Record<string, string> = {}) => ({
  locale,
  specifiers,
  competitor1: 'Arsenal',
  competitor2: 'Chelsea',
});

describe('market names', () => {
  it('renders competitors, signed handicaps and values', () => {
    expect(renderName('{$competitor1} ({+hcp})', context('en', { hcp: '-1.5' }))).toBe('Arsenal (-1.5)');
    expect(renderName('{$competitor2} ({-hcp})', context('en', { hcp: '-1.5' }))).toBe('Chelsea (+1.5)');
    expect(renderName('{$competitor2} ({-hcp})', context('en', { hcp: '0' }))).toBe('Chelsea (0)');
    expect(renderName('Over {total}', context('en', { total: '2.5' }))).toBe('Over 2.5');
  });

  it('writes ordinals per locale', () => {
    const name = (locale: string, n: string) => renderName('{!goalnr} goal', context(locale, { goalnr: n }));
    expect(['1', '2', '3', '4', '11', '12', '13', '21', '22'].map((n) => name('en', n))).toEqual([
      '1st goal',
      '2nd goal',
      '3rd goal',
      '4th goal',
      '11th goal',
      '12th goal',
      '13th goal',
      '21st goal',
      '22nd goal',
    ]);
    expect(name('de', '2')).toBe('2. goal');
  });

  it('leaves unknown placeholders visible rather than inventing a value', () => {
    expect(renderName('Over {total}', context('en'))).toBe('Over {total}');
  });

  it('round-trips specifiers in a stable order', () => {
    expect(parseSpecifier('total=2.5|setnr=1')).toEqual({ total: '2.5', setnr: '1' });
    expect(formatSpecifier({ total: 2.5, setnr: 1 })).toBe('setnr=1|total=2.5');
    expect(parseSpecifier('')).toEqual({});
  });

  it('names every market of every sport in every locale, with every placeholder filled', () => {
    for (const sport of Object.values(SPORT_MARKETS)) {
      for (const id of sport.markets) {
        const template = MARKET_TEMPLATES[id];
        expect(template, `market ${id}`).toBeDefined();
        if (!template) continue;
        const specifiers = Object.fromEntries(
          template.specifiers.map((key) => [key, key === 'hcp' ? '-1' : '2']),
        );
        for (const locale of NAME_LOCALES) {
          expect(renderName(localised(template.name, locale), context(locale, specifiers))).not.toMatch(
            /[{}]/,
          );
          if (typeof template.outcomes === 'string') continue;
          for (const outcome of template.outcomes) {
            expect(renderName(localised(outcome.name, locale), context(locale, specifiers))).not.toMatch(
              /[{}]/,
            );
          }
        }
      }
    }
  });
});
