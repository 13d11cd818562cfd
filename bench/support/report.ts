/** A table as aligned text lines: the header, a rule, then the rows. */
export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string[] {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(cells[0] ?? []), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)];
}

/** "met" or "NOT met", for a target line. */
export function verdict(met: boolean): string {
  return met ? 'met' : 'NOT met';
}

/** Prints lines as they come, and keeps them for the benchmark's result. */
export class ReportLines {
  readonly lines: string[] = [];

  constructor(private readonly prefix: string) {}

  add(...lines: string[]): void {
    for (const line of lines) {
      this.lines.push(line);
      console.log(`[${this.prefix}] ${line}`);
    }
  }
}
