/**
 * Reads the web server shares between concurrent renders (ADR 0025): the shell's public data (settings,
 * sports, categories, tournaments, counters) is the same for every visitor of a locale, so one answer
 * serves every render for a short, bounded time instead of each page asking the backend again. A read in
 * flight is joined; a failed read is never kept.
 */
export interface SharedReads {
  /** `load()`'s answer for `key`, reused while it is at most `maxAgeMs` old (and while it is in flight). */
  read<T>(key: string, maxAgeMs: number, load: () => Promise<T>): Promise<T>;
  /** Entries kept now (for tests and diagnostics). */
  readonly size: number;
}

interface Entry {
  readonly value: Promise<unknown>;
  /** When the read started (ms, from the injected clock); the answer's age is measured from here. */
  readonly startedAt: number;
}

export function createSharedReads(options: { now: () => number; maxEntries: number }): SharedReads {
  const entries = new Map<string, Entry>();
  return {
    read<T>(key: string, maxAgeMs: number, load: () => Promise<T>): Promise<T> {
      const now = options.now();
      const kept = entries.get(key);
      if (kept && now - kept.startedAt <= maxAgeMs) {
        // Moved last: the Map's order is the order of use, so its first key is the least recently used.
        entries.delete(key);
        entries.set(key, kept);
        return kept.value as Promise<T>;
      }
      const value = load();
      const entry: Entry = { value, startedAt: now };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value as string;
        entries.delete(oldest);
      }
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
