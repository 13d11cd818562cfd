#!/usr/bin/env node
// `npm run check:spec`: every rule id of packages/core/SPEC.md is defined once and cited by a test (or
// allow-listed with a reason in packages/core/SPEC.untested.json), and every id a test cites exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSpecIds } from './spec-ids.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SPEC = 'packages/core/SPEC.md';
const ALLOW_LIST = 'packages/core/SPEC.untested.json';
/** Where tests live: every workspace, the web app's sources only (not its build output). */
const TEST_ROOTS = ['packages', 'apps/server', 'apps/web/src', 'e2e', 'bench'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.next', '.data', 'coverage']);
const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(directory) {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : testFilesUnder(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

const testFiles = TEST_ROOTS.flatMap((testRoot) => testFilesUnder(join(root, testRoot)))
  .sort()
  .map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));

const result = checkSpecIds({
  spec: readFileSync(join(root, SPEC), 'utf8'),
  allowList: JSON.parse(readFileSync(join(root, ALLOW_LIST), 'utf8')),
  testFiles,
});

if (result.problems.length > 0) {
  console.error(`${SPEC}: ${result.problems.length} problem(s) with rule ids`);
  for (const problem of result.problems) console.error(`  ${problem}`);
  console.error(`Allow-list (ids no test can check, each with a reason): ${ALLOW_LIST}`);
  process.exit(1);
}
process.stdout.write(
  `${SPEC}: ${result.defined} rule ids, each defined once; ${result.cited} cited by tests ` +
    `(${testFiles.length} test files), ${result.allowListed} allow-listed; no test cites an unknown id\n`,
);
