import { describe, expect, it } from 'vitest';
import { checkSpecIds } from '../../../scripts/spec-ids.mjs';

// Made-up prefixes (ZQ, ZQX, ZW): ids of the real SPEC.md here would count as citations when the checker
// reads this file.
const spec = [
  '# rules',
  'Prose may refer to ZQ1 and ZQX2.',
  '| id | rule | spec |',
  '|---|---|---|',
  '| ZQ1 | A rule. | §1 |',
  '| ZQ2 | Another rule, see ZQ1. | §1 |',
  '| ZQX2 | A rule of a longer prefix. | §2 |',
  '| ZW1 | Vocabulary. | §3 |',
  '',
].join('\n');
const allowList = { ZW1: 'vocabulary' };
const test = (text: string) => ({ path: 'a.test.ts', text });

describe('check-spec-ids', () => {
  it('passes when every id is defined once and cited, or allow-listed', () => {
    const result = checkSpecIds({
      spec,
      allowList,
      testFiles: [test("it('[ZQ1] [ZQ2]', () => {});\n// ZQX2: a comment cites too")],
    });
    expect(result).toEqual({ problems: [], defined: 4, cited: 3, allowListed: 1 });
  });

  it('names an id defined twice, and one no test cites', () => {
    const twice = `${spec}| id | rule | spec |\n|---|---|---|\n| ZQ2 | A second rule. | §4 |\n`;
    const { problems } = checkSpecIds({ spec: twice, allowList, testFiles: [test('[ZQ1] [ZQ2]')] });
    expect(problems).toEqual([
      'ZQ2 is defined 2 times in SPEC.md (lines 6, 11): give each rule its own id',
      'ZQX2 (SPEC.md line 7) is cited by no test: write one that names it, or allow-list it with a reason',
    ]);
  });

  it('names a citation SPEC.md does not define, by file and line, and nothing of other prefixes', () => {
    const text = "[ZQ1] [ZQ2] [ZQX2]\nit('[ZQ3] HTTP 404, ISO DE, T1, ZQ1_MAX, xZQ1, ZQX', () => {});";
    const { problems } = checkSpecIds({ spec, allowList, testFiles: [test(text)] });
    expect(problems).toEqual(['a.test.ts:2 cites ZQ3, which SPEC.md does not define']);
  });

  it('names a table row without an id, a stale cross-reference and a stale allow-list', () => {
    const broken = spec.replace('| ZQ2 | Another rule, see ZQ1.', '| ZQ-2 | Another rule, see ZQ9.');
    const { problems } = checkSpecIds({
      spec: broken,
      allowList: { ...allowList, ZQ1: 'vocabulary', ZQ7: 'gone', ZQX2: ' ' },
      testFiles: [test('[ZQ1]')],
    });
    expect(problems).toEqual([
      'SPEC.md line 6: "ZQ-2" is not an id (letters then digits, e.g. CAT1)',
      'SPEC.md line 6 refers to ZQ9, which it does not define',
      'allow-list: ZQ1 is cited by a test now: remove it from the list',
      'allow-list: ZQ7 is not defined in SPEC.md: remove it',
      'allow-list: ZQX2 gives no reason why no test cites it',
    ]);
  });
});
