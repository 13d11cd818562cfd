import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchResult } from './bench-result';
import { freePort } from './support/free-port';
import { ReportLines, table, verdict } from './support/report';
import { median, ratio, round } from './support/stats';

/*
 * Issue 17: the backend's resident memory as `npm start` runs it (the bundled backend, PGlite in DATA_DIR, the
 * live simulator on, request log on), sampled after it answers /healthz: on a new data folder (initdb, migrations
 * and the demo seed in this start) and started again on the same folder. The baseline, measured in the same rounds:
 * a process holding only PGlite open on the same folder, idle (the floor of any backend on the embedded database).
 * Rounds interleave the three; the figures are medians of each round's samples, then of rounds, and the worst sample.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_DIR = join(ROOT, 'apps/server');
const ROUNDS = 2;
const SAMPLE_SECONDS = 40;
const SAMPLE_EVERY_MS = 2_000;
const TARGET_MIB = 300;

function rssMib(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((status) => {
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kib / 1024;
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the backend exited (${child.exitCode}) before it answered`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the backend did not answer /healthz within 180 s');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Samples a process's RSS every SAMPLE_EVERY_MS for SAMPLE_SECONDS. */
async function sample(pid: number): Promise<number[]> {
  const samples: number[] = [];
  const until = Date.now() + SAMPLE_SECONDS * 1_000;
  while (Date.now() < until) {
    await sleep(SAMPLE_EVERY_MS);
    samples.push(await rssMib(pid));
  }
  return samples;
}

async function backendRun(dataDir: string): Promise<number[]> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.mjs'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, SERVER_PORT: String(port), DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(port, child);
    return await sample(child.pid as number);
  } finally {
    await stop(child);
  }
}

/** PGlite alone, opened on the backend's folder with the backend's settings, idle. */
async function floorRun(dataDir: string): Promise<number[]> {
  const database = pathToFileURL(join(SERVER_DIR, 'src/db/database.ts')).href;
  const script = `const { openDatabase } = await import(${JSON.stringify(database)});
    await openDatabase({ kind: 'pglite', dataDir: ${JSON.stringify(join(dataDir, 'pglite'))} });
    process.send('open'); setInterval(() => {}, 1 << 30);`;
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), '--input-type=module', '-e', script],
    {
      cwd: SERVER_DIR,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`the PGlite-only process exited (${code})`)));
    });
    return await sample(child.pid as number);
  } finally {
    await stop(child);
  }
}

export async function runBackendMemoryBench(): Promise<BenchResult> {
  const report = new ReportLines('backend-memory');
  execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'ignore' });
  const fresh: number[][] = [];
  const restarted: number[][] = [];
  const floor: number[][] = [];
  for (let roundNo = 1; roundNo <= ROUNDS; roundNo += 1) {
    const dataDir = await mkdtemp(join(tmpdir(), 'bench-backend-memory-'));
    try {
      fresh.push(await backendRun(dataDir));
      restarted.push(await backendRun(dataDir));
      floor.push(await floorRun(dataDir));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    report.add(
      `round ${roundNo}: new folder ${round(median(fresh.at(-1) ?? []))} MiB, same folder again ${round(median(restarted.at(-1) ?? []))} MiB, PGlite alone ${round(median(floor.at(-1) ?? []))} MiB`,
    );
  }
  const row = (name: string, runs: number[][]) => {
    const medianMib = median(runs.map((samples) => median(samples)));
    const worstMib = Math.max(...runs.flat());
    return { name, medianMib, worstMib };
  };
  const rows = [
    row('new data folder', fresh),
    row('same folder, started again', restarted),
    row('PGlite alone', floor),
  ];
  const [first, again, alone] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
  report.add(
    `RSS over ${SAMPLE_SECONDS} s after /healthz answered, sampled every ${SAMPLE_EVERY_MS / 1000} s; medians of ${ROUNDS} rounds, worst sample`,
    ...table(
      ['process', 'median MiB', 'worst MiB', 'against PGlite alone'],
      rows.map((r) => [r.name, round(r.medianMib), round(r.worstMib), ratio(r.medianMib, alone.medianMib)]),
    ),
    `target: backend <= ${TARGET_MIB} MiB with the simulator on: new folder ${verdict(first.worstMib <= TARGET_MIB)} (worst ${round(first.worstMib)}), started again ${verdict(again.worstMib <= TARGET_MIB)} (worst ${round(again.worstMib)})`,
  );
  return {
    name: 'backend-memory',
    lines: report.lines,
    figures: {
      fresh_rss_mib: round(first.medianMib),
      fresh_worst_rss_mib: round(first.worstMib),
      restart_rss_mib: round(again.medianMib),
      restart_worst_rss_mib: round(again.worstMib),
      pglite_alone_rss_mib: round(alone.medianMib),
      restart_pglite_ratio: ratio(again.medianMib, alone.medianMib),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runBackendMemoryBench();
}
