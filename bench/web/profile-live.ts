import { writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { callProbe, launchBenchBrowser } from './browser';
import { OUTCOME_SELECTOR, probeScript } from './page-probe';
import { startWebProduct } from './web-product';
import type { PumpReport } from './web-protocol';

/*
 * A CPU profile of the live page under the odds pump (a tool, not a benchmark): `npx tsx
 * bench/web/profile-live.ts [rate] [path]` prints the functions with the most self time and, by source
 * file, where the main thread's script time went; the raw profile goes to /tmp/web-live.cpuprofile (open it
 * in Chromium's DevTools). Takes the build lock itself, like the benchmarks.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function profileLive(rate = 5_000, path = '/sports/live', seconds = 5): Promise<void> {
  const product = await startWebProduct({ minLive: 340, simRate: 40 }, (line) => console.log(line));
  const browser = await launchBenchBrowser();
  try {
    await product.backend.request({ kind: 'pause-simulator' });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(probeScript());
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
    await page.goto(`${product.webUrl}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.locator(OUTCOME_SELECTOR).first().waitFor({ timeout: 30_000 });
    await sleep(2_000);
    console.log(`${await callProbe<number>(page, 'count()')} outcome buttons`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const pumping = product.backend.request<PumpReport>({
      kind: 'pump',
      rate,
      durationMs: seconds * 1000 + 2_000,
      tickMs: 50,
      unique: false,
    });
    await sleep(1_000);
    await cdp.send('Profiler.start');
    await sleep(seconds * 1000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const report = await pumping;
    writeFileSync('/tmp/web-live.cpuprofile', JSON.stringify(profile));
    summarise(profile, (report.changes / (seconds + 2)) * seconds);
  } finally {
    await browser.close();
    await product.stop();
  }
}

function summarise(profile: Profile, changes: number): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let busy = 0;
  for (const [id, ms] of self) {
    const frame = (byId.get(id) as ProfileNode).callFrame;
    if (['(idle)', '(program)', '(garbage collector)'].includes(frame.functionName)) {
      if (frame.functionName === '(garbage collector)') busy += ms;
      byFunction.set(frame.functionName, (byFunction.get(frame.functionName) ?? 0) + ms);
      continue;
    }
    busy += ms;
    const file = frame.url.split('/').pop() || '(native)';
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`script + GC ${busy.toFixed(0)} ms for ~${Math.round(changes)} changes`);
  console.log('--- self time by function');
  for (const [name, ms] of top(byFunction, 45)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
  console.log('--- self time by file');
  for (const [name, ms] of top(byFile, 15)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${name}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await profileLive(Number(process.argv[2] ?? 5_000), process.argv[3] ?? '/sports/live');
}
