#!/usr/bin/env node
// Builds what is missing or stale (the backend, the web app, the web server), and nothing else: `npm start`
// runs it first, and the browser tests once before the first of them starts the product.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time (ms) under the given paths, skipping build output and dependencies. */
function newest(paths) {
  let latest = 0;
  const walk = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (['node_modules', 'dist', '.next', '.data'].includes(entry)) continue;
        walk(join(path, entry));
      }
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const path of paths) walk(join(root, path));
  return latest;
}

function builtAt(path) {
  const full = join(root, path);
  return existsSync(full) ? statSync(full).mtimeMs : 0;
}

function run(label, command, args, cwd) {
  console.log(`[start] ${label}`);
  const result = spawnSync(command, args, {
    cwd: join(root, cwd),
    stdio: 'inherit',
    env: { ...process.env },
  });
  if (result.status !== 0) {
    console.error(`[start] ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

const shared = ['packages/core/src', 'packages/contract/src'];
if (builtAt('apps/server/dist/main.mjs') < newest([...shared, 'apps/server/src', 'apps/server/drizzle'])) {
  run('building the backend', process.execPath, ['build.mjs'], 'apps/server');
}
if (
  builtAt('apps/web/.next/BUILD_ID') <
  newest([...shared, 'apps/web/src', 'apps/web/messages', 'apps/web/sites', 'apps/web/next.config.ts'])
) {
  run(
    'building the web app',
    process.execPath,
    [join(root, 'node_modules/next/dist/bin/next'), 'build'],
    'apps/web',
  );
}
if (
  builtAt('apps/web/dist/web-server.mjs') <
  // The server's bundle takes in src/server and the framing rule of the security policy.
  newest([
    ...shared,
    'apps/web/src/server',
    'apps/web/src/lib/embedding/host-config.ts',
    'apps/web/build-server.mjs',
  ])
) {
  run('building the web server', process.execPath, ['build-server.mjs'], 'apps/web');
}
