/**
 * The origins of a comma-separated list from the environment (`https://cms.example.com, https://…`): each
 * entry's origin, those that are no http(s) URL left out.
 */
export function originList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}
