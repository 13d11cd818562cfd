#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then runs the reference backend and the web app together.
// Ports: web PORT (3000), backend SERVER_PORT (4000). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webPort = process.env.PORT ?? '3000';
const serverPort = process.env.SERVER_PORT ?? '4000';

await import('./build-if-stale.mjs');

const env = { ...process.env, SERVER_PORT: serverPort, NEXT_TELEMETRY_DISABLED: '1' };
const children = [];
let stopping = false;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(
    children.map(
      (child) => new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve())),
    ),
  ).then(() => process.exit(code));
}

function launch(name, args, cwd, extraEnv = {}) {
  const child = spawn(process.execPath, args, {
    cwd: join(root, cwd),
    stdio: 'inherit',
    env: { ...env, ...extraEnv },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitForBackend() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      // A bounded wait: a connection accepted while the backend is still starting must not hang the start.
      const response = await fetch(`http://127.0.0.1:${serverPort}/healthz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('the backend did not answer /healthz within 120 s');
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// Host messaging (spec §7.4): unless the operator names its host origins, the backend's own origin may frame
// the product, so its demo host page (/demo-host) works out of the box. The backend needs them too: its
// cashier, framed inside the framed product, must allow the host as an ancestor.
const hostOrigins =
  process.env.HOST_ORIGINS ?? `http://localhost:${serverPort},http://127.0.0.1:${serverPort}`;
// The backend resolves DATA_DIR against the repository root, whatever folder npm start ran from.
launch('backend', ['dist/main.mjs'], 'apps/server', {
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? '.data'),
  HOST_ORIGINS: hostOrigins,
});
await waitForBackend();
// The web app's own server (apps/web/src/server/web-server.ts): Next behind a step that sets the client's
// address and scheme from the connection (TRUSTED_PROXIES names the proxies whose word it takes).
launch('web', ['dist/web-server.mjs'], 'apps/web', {
  PORT: webPort,
  BACKEND_URL: process.env.BACKEND_URL ?? `http://127.0.0.1:${serverPort}`,
  HOST_ORIGINS: hostOrigins,
});
console.log(
  `[start] Sportsbook: http://localhost:${webPort}/sports  (API http://localhost:${serverPort}/api/v2, OpenAPI /api/docs/openapi.json)`,
);
console.log(`[start] Demo host page (the product embedded): http://localhost:${serverPort}/demo-host`);
