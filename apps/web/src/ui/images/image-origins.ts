/**
 * IMAGE_ORIGINS: comma-separated origins (the operator's CMS) whose images the resizing proxy fetches (core
 * IMG5). Entries that are no URL are left out.
 */
export function imageOrigins(value: string | undefined = process.env.IMAGE_ORIGINS): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .flatMap((origin) => {
      try {
        return [new URL(origin).origin];
      } catch {
        return [];
      }
    });
}
