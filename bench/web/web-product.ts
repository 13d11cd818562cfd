import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BenchChild } from '../support/bench-child';
import { freePort } from '../support/free-port';
import type { WebBackendCommand, WebBackendOptions, WebBackendReady } from './web-protocol';

/*
 * The product under the web benchmarks: the backend (`web-backend.ts`, the app as `main.ts` builds it) and
 * the built web app under its own server, on free ports, as `npm start` runs them. While a benchmark runs it
 * holds /tmp/web-build.lock (the lock every engineer's `next build` and browser tests take), so builds and
 * other browser runs do not share the two cores with the measurement. Do not wrap `npm run bench` in flock.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const LOCK_FILE = '/tmp/web-build.lock';
/**
 * Where the built web app is: this checkout (built here when stale), or BENCH_WEB_ROOT, a checkout whose
 * `apps/web/.next` is already built (measured as it is, never rebuilt), e.g. to measure a snapshot while
 * the working tree does not build.
 */
const webRoot = process.env.BENCH_WEB_ROOT ?? root;

export interface WebProduct {
  readonly webUrl: string;
  /** The web server's process id (for its memory). */
  readonly webPid: number;
  readonly backend: BenchChild<WebBackendCommand>;
  readonly ready: WebBackendReady;
  stop(): Promise<void>;
}

/** Holds the shared build lock until `release()` (or until this process dies: the holder's stdin closes). */
async function acquireLock(): Promise<{ release(): void }> {
  const holder = spawn('flock', [LOCK_FILE, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.once('exit', (code) => reject(new Error(`flock exited with ${code}`)));
    holder.stdout?.once('data', () => resolve());
  });
  return { release: () => holder.stdin?.end() };
}

/** Newest modification time (ms) under the given paths, skipping build output and dependencies. */
function newest(paths: readonly string[]): number {
  let latest = 0;
  const walk = (path: string) => {
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

/** Builds the web app when its build is older than its sources (what `npm start` does). */
function ensureWebBuild(log: (line: string) => void): void {
  if (webRoot !== root) {
    log(`measuring the web build in ${webRoot} (BENCH_WEB_ROOT)`);
    return;
  }
  const buildId = join(root, 'apps/web/.next/BUILD_ID');
  const built = existsSync(buildId) ? statSync(buildId).mtimeMs : 0;
  const sources = newest([
    'packages/core/src',
    'packages/contract/src',
    'apps/web/src',
    'apps/web/messages',
    'apps/web/sites',
    'apps/web/next.config.ts',
  ]);
  if (built < sources) {
    log('the web build is stale: next build');
    const result = spawnSync(process.execPath, [join(root, 'node_modules/next/dist/bin/next'), 'build'], {
      cwd: join(root, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (result.status !== 0) throw new Error(`next build failed (${result.status})`);
  }
  const server = join(root, 'apps/web/dist/web-server.mjs');
  const serverBuilt = existsSync(server) ? statSync(server).mtimeMs : 0;
  const serverSources = ['packages/core/src', 'apps/web/src/server', 'apps/web/build-server.mjs'];
  if (serverBuilt >= newest(serverSources)) return;
  log('the web server is stale: build-server.mjs');
  const serverBuild = spawnSync(process.execPath, ['build-server.mjs'], {
    cwd: join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (serverBuild.status !== 0) throw new Error(`build-server.mjs failed (${serverBuild.status})`);
}

/**
 * The command that serves the web app as `npm start` does: its own server (apps/web/dist/web-server.mjs) in
 * front of Next; `next start` for a snapshot (BENCH_WEB_ROOT) older than that server.
 */
function webCommand(webPort: number): string[] {
  const server = join(webRoot, 'apps/web/dist/web-server.mjs');
  if (existsSync(server)) return [server];
  return [join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(webPort), '-H', '127.0.0.1'];
}

async function waitForWeb(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the web server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      // Not any answer: another server on the port (a backend, answering 404) is not the web app.
      if (response.status < 400) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Takes the lock, builds the web app if stale, starts the backend (seeded, simulator running with
 * `minLive` matches in play) and the web server pointed at it, and waits until /sports answers.
 */
export async function startWebProduct(
  options: WebBackendOptions,
  log: (line: string) => void,
): Promise<WebProduct> {
  const lock = await acquireLock();
  let backend: BenchChild<WebBackendCommand> | undefined;
  let web: ChildProcess | undefined;
  const stop = async () => {
    if (web && web.exitCode === null) {
      const exited = new Promise((resolve) => web?.once('exit', resolve));
      web.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (web.exitCode === null) web.kill('SIGKILL');
    }
    await backend?.stop();
    lock.release();
  };
  try {
    ensureWebBuild(log);
    const webPort = await freePort();
    const started = await BenchChild.start<WebBackendCommand, WebBackendReady>(
      new URL('./web-backend.ts', import.meta.url),
      [JSON.stringify({ ...options, webOrigin: `http://127.0.0.1:${webPort}` })],
    );
    backend = started.child;
    const ready = started.ready;
    const serverPort = new URL(ready.apiUrl).port;
    web = spawn(process.execPath, webCommand(webPort), {
      cwd: join(webRoot, 'apps/web'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(webPort),
        WEB_HOST: '127.0.0.1',
        SERVER_PORT: serverPort,
        BACKEND_URL: ready.apiUrl,
        REALTIME_URL: ready.wsUrl,
        // The framework-only baseline page (/bench-minimal) answers 404 without it.
        BENCH_MINIMAL_PAGE: '1',
      },
    });
    const webUrl = `http://127.0.0.1:${webPort}`;
    await waitForWeb(`${webUrl}/sports`, web, 60_000);
    return { webUrl, webPid: web.pid as number, backend, ready, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
