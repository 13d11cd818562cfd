import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningProduct {
  /** The web origin, e.g. http://127.0.0.1:41234 */
  readonly webUrl: string;
  /** The backend origin. */
  readonly apiUrl: string;
  /** What the product printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

async function waitFor(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts the whole product with `node scripts/start.mjs` (what `npm start` runs), on free ports and a
 * fresh data folder, and waits until the web app answers.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const [webPort, serverPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), 'sportsbook-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(webPort),
      SERVER_PORT: String(serverPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The origin the tests browse: mail links, cashier return URLs and the allowed Origin of state changes.
      WEB_ORIGIN: `http://127.0.0.1:${webPort}`,
      // A busy CI machine can take seconds over one feed tick: silence pauses bets only after a minute here
      // (a failing tick still does at once; staleness by silence is covered by the server's tests).
      FEED_STALE_AFTER_MS: '60000',
      // The demo jackpot could drop on any journey's bet and move the balance it checks: journeys that show
      // jackpots ask for it (or make their own through the operator API).
      DEMO_CAMPAIGNS: 'comboboost,freebet',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const webUrl = `http://127.0.0.1:${webPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${webUrl}/sports`, child, () => log, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { webUrl, apiUrl: `http://127.0.0.1:${serverPort}`, output: () => log, stop };
}
