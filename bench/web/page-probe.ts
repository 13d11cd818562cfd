/*
 * What the web benchmarks run inside the page (as an init script, plain JavaScript in a string so no
 * build step rewrites it): frame times from requestAnimationFrame, long tasks, and odds text changes on
 * outcome buttons seen by a MutationObserver, each stamped with the frame that paints it. The same probe
 * runs on the product page and on the plain-DOM reference board.
 */

/**
 * What an outcome button is: `button[data-outcome-id][aria-pressed]` (spec: an outcome is a toggle button whose accessible
 * name holds its odds). Override with BENCH_OUTCOME_SELECTOR while the pages change.
 */
export const OUTCOME_SELECTOR = process.env.BENCH_OUTCOME_SELECTOR ?? 'button[data-outcome-id][aria-pressed]';

/** What `window.__benchProbe.stop()` hands back. */
export interface ProbeResult {
  /** Milliseconds between consecutive animation frames. */
  readonly frames: number[];
  readonly longTasks: number;
  readonly longTaskMs: number;
  /** Odds text changes applied to outcome buttons. */
  readonly applied: number;
  /** With tracking: [odds in hundredths, epoch ms of the frame that paints it] per change. */
  readonly painted: [number, number][];
  readonly seconds: number;
}

/**
 * The init script. `window.__benchProbe`: `count()`, `start(track, observe)`, `stop()`, `rtt(url, count, everyMs)`.
 */
export function probeScript(selector: string = OUTCOME_SELECTOR): string {
  return `(() => {
  const SELECTOR = ${JSON.stringify(selector)};
  const state = { running: false, track: false, frames: [], last: 0, applied: 0, longTasks: 0, longTaskMs: 0,
    pending: [], painted: [], seen: new WeakMap(), startedAt: 0 };
  // The price is the last text node that is a number and nothing else: a name such as "Over 4.25" or
  // "Team (+1.5)" is read past, not glued to the price ("Over 4.253.43" once read as 43).
  const PRICE = /^\\d+(?:[.,]\\d+)?$/;
  const oddsOf = (button) => {
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    let price = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.data.trim();
      if (PRICE.test(text)) price = text;
    }
    return price;
  };
  const check = (button) => {
    const value = oddsOf(button);
    if (value === null || value === state.seen.get(button)) return;
    state.seen.set(button, value);
    state.applied += 1;
    if (state.track) state.pending.push(Math.round(Number.parseFloat(value.replace(',', '.')) * 100));
  };
  const observer = new MutationObserver((records) => {
    const touched = new Set();
    for (const record of records) {
      const element = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      const button = element && element.closest(SELECTOR);
      if (button) touched.add(button);
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches(SELECTOR)) touched.add(node);
        for (const inner of node.querySelectorAll(SELECTOR)) touched.add(inner);
      }
    }
    for (const button of touched) check(button);
  });
  const frame = () => {
    if (!state.running) return;
    const now = performance.now();
    if (state.last > 0) state.frames.push(now - state.last);
    state.last = now;
    if (state.pending.length > 0) {
      const at = performance.timeOrigin + now;
      for (const value of state.pending) state.painted.push([value, at]);
      state.pending.length = 0;
    }
    requestAnimationFrame(frame);
  };
  try {
    new PerformanceObserver((list) => {
      if (!state.running) return;
      for (const entry of list.getEntries()) { state.longTasks += 1; state.longTaskMs += entry.duration; }
    }).observe({ type: 'longtask' });
  } catch {}
  window.__benchProbe = {
    count: () => document.querySelectorAll(SELECTOR).length,
    clock: () => performance.timeOrigin + performance.now(),
    // observe = false leaves odds changes unwatched (no observer, so no cost of it): for windows whose
    // script time and frames are measured; \`applied\` is then 0.
    start: (track, observe = true) => {
      Object.assign(state, { running: true, track: Boolean(track), frames: [], last: 0, applied: 0,
        longTasks: 0, longTaskMs: 0, pending: [], painted: [], startedAt: performance.now() });
      if (observe) {
        for (const button of document.querySelectorAll(SELECTOR)) state.seen.set(button, oddsOf(button));
        observer.observe(document, { subtree: true, childList: true, characterData: true });
      }
      requestAnimationFrame(frame);
    },
    stop: () => {
      state.running = false;
      observer.disconnect();
      return { frames: state.frames, longTasks: state.longTasks, longTaskMs: state.longTaskMs,
        applied: state.applied, painted: state.painted, seconds: (performance.now() - state.startedAt) / 1000 };
    },
    rtt: (url, count, everyMs) => new Promise((resolve, reject) => {
      const samples = [];
      const socket = new WebSocket(url);
      socket.onerror = () => reject(new Error('echo socket failed'));
      socket.binaryType = 'arraybuffer';
      socket.onmessage = (message) => {
        const text = typeof message.data === 'string' ? message.data : new TextDecoder().decode(message.data);
        const sent = Number(text);
        if (Number.isFinite(sent)) samples.push(performance.now() - sent);
        if (samples.length >= count) { socket.close(); resolve(samples); }
      };
      socket.onopen = () => {
        let sent = 0;
        const timer = setInterval(() => {
          socket.send(String(performance.now()));
          sent += 1;
          if (sent >= count) clearInterval(timer);
        }, everyMs);
        setTimeout(() => { clearInterval(timer); socket.close(); resolve(samples); }, count * everyMs + 5000);
      };
    }),
  };
})();`;
}
