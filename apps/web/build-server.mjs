// Bundles the web app's server (src/server/web-server.ts) into dist/web-server.mjs. The project's own
// packages (TypeScript source: core's proxy list) are bundled in; Next and every other npm package stay
// external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@sportsbook/'));

await build({
  entryPoints: ['src/server/web-server.ts'],
  outfile: 'dist/web-server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('built apps/web/dist/web-server.mjs');
