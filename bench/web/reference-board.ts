import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** The reference board's HTML with its script (reference-board.js and the centrifuge client) bundled in. */
export async function referenceBoardHtml(): Promise<string> {
  const bundled = await build({
    entryPoints: [fileURLToPath(new URL('./reference-board.js', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    platform: 'browser',
    write: false,
  });
  const script = bundled.outputFiles[0]?.text ?? '';
  const html = await readFile(new URL('./reference-board.html', import.meta.url), 'utf8');
  return html.replace('<script>/*BOARD_SCRIPT*/</script>', () => `<script type="module">${script}</script>`);
}
