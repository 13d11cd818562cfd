// The rule ids of packages/core/SPEC.md against the tests that cite them. Pure (text in, problems out), so
// check-spec-ids.mjs does the reading and packages/core/src/spec-ids.test.ts runs it on fixtures.

/** An id is upper-case letters then digits (CAT1, BWIN3, ERRF10), alone in the first cell of a rule row. */
const ID_SHAPE = /^[A-Z]+[0-9]+$/;

/** Cells of a Markdown table row, or null when the line is no table row. */
function cellsOf(line) {
  const trimmed = line.trim();
  if (!trimmed.startsWith('|')) return null;
  return trimmed
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/**
 * The ids SPEC.md defines: the first cell of each row of a table headed `| id | ... |`. A row there whose first
 * cell is not an id is reported rather than skipped, so a typo cannot drop a rule from the check.
 */
export function parseSpec(text) {
  const definitions = [];
  const problems = [];
  /** The rest of each line, where SPEC.md refers to other rules ("(CAT4)", "ACC1–ACC5"). */
  const prose = [];
  let inRuleTable = false;
  text.split('\n').forEach((line, index) => {
    const lineNumber = index + 1;
    const cells = cellsOf(line);
    if (!cells) {
      inRuleTable = false;
      prose.push({ line: lineNumber, text: line });
      return;
    }
    const first = cells[0] ?? '';
    if (first === 'id') {
      inRuleTable = true;
      return;
    }
    if (!inRuleTable || /^:?-+:?$/.test(first)) return;
    if (ID_SHAPE.test(first)) definitions.push({ id: first, line: lineNumber });
    else
      problems.push(`SPEC.md line ${lineNumber}: "${first}" is not an id (letters then digits, e.g. CAT1)`);
    prose.push({ line: lineNumber, text: cells.slice(1).join(' | ') });
  });
  return { definitions, problems, prose };
}

/**
 * A citation is a token of one of SPEC.md's own prefixes followed by digits, standing alone (not inside a
 * longer word such as `PAY1_LIMIT` or `xCAT1`). Other id-like tokens (HTTP codes, ISO codes, `T1`) have no
 * such prefix and are never read as citations. A range such as `FDH1–FDH4` cites its two ends only: each
 * rule is covered by a test that names it.
 */
export function citationPattern(prefixes) {
  if (prefixes.length === 0) return /(?!)/g;
  const alternatives = [...new Set(prefixes)].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(`(?<![A-Za-z0-9_])(?:${alternatives})[0-9]+(?![A-Za-z0-9_])`, 'g');
}

/** Every citation in `text`, with its line number. */
export function findCitations(text, pattern) {
  const citations = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(pattern)) citations.push({ id: match[0], line: index + 1 });
  });
  return citations;
}

/**
 * Problems of SPEC.md's ids, in a stable order, empty when all is well:
 * - an id defined twice;
 * - an id no test cites, unless `allowList` names it with a reason (vocabulary, nothing to test yet);
 * - a test, or SPEC.md itself, citing an id SPEC.md does not define;
 * - an allow-list entry that is stale (no such id, a test cites it now) or gives no reason.
 * `testFiles` are `{ path, text }`; paths are only echoed in messages.
 */
export function checkSpecIds({ spec, allowList, testFiles }) {
  const { definitions, problems: rowProblems, prose } = parseSpec(spec);
  const problems = [...rowProblems];

  const linesById = new Map();
  for (const { id, line } of definitions) linesById.set(id, [...(linesById.get(id) ?? []), line]);
  for (const [id, lines] of linesById)
    if (lines.length > 1)
      problems.push(
        `${id} is defined ${lines.length} times in SPEC.md (lines ${lines.join(', ')}): give each rule its own id`,
      );

  const pattern = citationPattern(definitions.map(({ id }) => id.replace(/[0-9]+$/, '')));
  const cited = new Set();
  for (const { path, text } of testFiles)
    for (const { id, line } of findCitations(text, pattern)) {
      if (linesById.has(id)) cited.add(id);
      else problems.push(`${path}:${line} cites ${id}, which SPEC.md does not define`);
    }
  for (const { line, text } of prose)
    for (const { id } of findCitations(text, pattern))
      if (!linesById.has(id)) problems.push(`SPEC.md line ${line} refers to ${id}, which it does not define`);

  for (const [id, lines] of linesById) {
    if (cited.has(id) || id in allowList) continue;
    problems.push(
      `${id} (SPEC.md line ${lines[0]}) is cited by no test: write one that names it, or allow-list it with a reason`,
    );
  }
  for (const [id, reason] of Object.entries(allowList)) {
    if (!linesById.has(id)) problems.push(`allow-list: ${id} is not defined in SPEC.md: remove it`);
    else if (cited.has(id))
      problems.push(`allow-list: ${id} is cited by a test now: remove it from the list`);
    if (typeof reason !== 'string' || reason.trim() === '')
      problems.push(`allow-list: ${id} gives no reason why no test cites it`);
  }

  return {
    problems,
    defined: linesById.size,
    cited: cited.size,
    allowListed: Object.keys(allowList).length,
  };
}
