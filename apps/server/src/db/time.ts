/**
 * PostgreSQL writes timestamptz as `2026-11-22 10:00:00.123+00` (both drivers, string mode). The wire
 * carries ISO 8601 UTC (`2026-11-22T10:00:00.123Z`); this converts one to the other.
 */
export function toIsoUtc(value: string): string {
  const date = new Date(
    value.includes('T') ? value : value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00'),
  );
  if (Number.isNaN(date.getTime())) throw new Error(`not a timestamp: ${value}`);
  return date.toISOString();
}

export function toIsoUtcOrNull(value: string | null): string | null {
  return value === null ? null : toIsoUtc(value);
}
