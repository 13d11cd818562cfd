// Bundles the web app's server (src/server/web-server.ts) into dist/web-server.mjs; Next and every other
// npm package stay external and load from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/web-server.ts'],
  outfile: 'dist/web-server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
console.log('built apps/web/dist/web-server.mjs');
