import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Builds what is stale once, before the first test file starts the product (its build time is not a test's). */
export default function buildOnce(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building the product failed (exit ${build.status})`);
}
