/** Splits a comma-separated data list (names, patterns) into trimmed, non-empty items. */
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
