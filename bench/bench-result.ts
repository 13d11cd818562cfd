/**
 * What one benchmark hands back to `run-all.ts`: its name, the lines it printed (for the log), and its
 * figures by name. Figures are medians of the run; a name says its unit (`_per_s`, `_ms`, `_kib`, `_ratio`).
 */
export interface BenchResult {
  readonly name: string;
  readonly lines: string[];
  readonly figures: Record<string, number>;
}
