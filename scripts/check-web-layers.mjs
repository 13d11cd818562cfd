#!/usr/bin/env node
// Checks the layers of apps/web/src (docs/architecture.md, "The web app"): app routes and the web server →
// composition → features → shared base (ui → lib). Each folder imports only its own layer or those below; a
// feature is used from outside only through its public faces (index.ts; pages.ts, the screens routes render;
// server.ts, what only server code may load); the folder import graph has no cycle. Biome's
// noRestrictedImports rules say the same per file as the code is written; this check also sees cycles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/src');
const RANK = { lib: 0, ui: 1, features: 2, composition: 3 };
const ENTRY_RANK = 4; // app/, server/ and the files Next loads from src/ itself

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [relative(SRC, path)] : [];
  });
}

/** The folder a file belongs to: `features/bet-slip`, `lib/player`, `app`, or a top-level file itself. */
export function unitOf(path) {
  const parts = path.split('/');
  if (parts[0] in RANK) return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
  return parts.length > 1 ? parts[0] : path;
}

function rankOf(unit) {
  return RANK[unit.split('/')[0]] ?? ENTRY_RANK;
}

const IMPORT = /(?:\bfrom|\bimport|\bvi\.mock|\bvi\.importActual)\s*\(?\s*['"]([^'"]+)['"]/g;

function resolveTarget(file, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = normalize(join(dirname(file), specifier));
  else return null;
  if (base.startsWith('..')) return null; // messages and site files beside src
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      if (statSync(join(SRC, candidate)).isFile()) return candidate;
    } catch {}
  }
  return base;
}

export function checkLayers(files, read) {
  const problems = [];
  const edges = new Map();
  for (const file of files) {
    const isTest = /\.test\.tsx?$/.test(file);
    const from = unitOf(file);
    for (const [, specifier] of read(file).matchAll(IMPORT)) {
      const target = resolveTarget(file, specifier);
      if (target === null) continue;
      const to = unitOf(target);
      if (to === from) continue;
      if (specifier.startsWith('.'))
        problems.push(`${file}: imports ${specifier} across folders; write @/${target}`);
      if (isTest) continue; // a test may reach into what it tests
      if (rankOf(to) > rankOf(from)) problems.push(`${file}: ${from} may not import ${to}, a layer above it`);
      if (to.startsWith('features/') && !/\/(index|pages|server)\.tsx?$/.test(target)) {
        problems.push(
          `${file}: imports ${target}; use the feature's public faces @/${to}, @/${to}/pages or @/${to}/server`,
        );
      }
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from).add(to);
    }
  }
  // A cycle between folders, found by depth-first search.
  const state = new Map();
  const stack = [];
  const visit = (unit) => {
    state.set(unit, 'open');
    stack.push(unit);
    for (const next of edges.get(unit) ?? []) {
      if (state.get(next) === 'open') {
        problems.push(
          `import cycle between folders: ${[...stack.slice(stack.indexOf(next)), next].join(' → ')}`,
        );
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(unit, 'done');
  };
  for (const unit of [...edges.keys()].sort()) if (!state.has(unit)) visit(unit);
  return { problems, edges };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, edges } = checkLayers(sourceFiles(SRC), (file) => readFileSync(join(SRC, file), 'utf8'));
  if (problems.length > 0) {
    console.error(`apps/web/src breaks its layers (${problems.length}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  const count = [...edges.values()].reduce((sum, targets) => sum + targets.size, 0);
  console.log(`apps/web/src: ${edges.size} folders, ${count} folder imports, layered and without a cycle`);
}
