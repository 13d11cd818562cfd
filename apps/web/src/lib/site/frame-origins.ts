/**
 * FRAME_ORIGINS: comma-separated origins whose pages the `iframe` block may show (a statistics widget, a live
 * chat, the operator's own pages). The content security policy's frame-src lets exactly these in, and the site
 * configuration is refused at start when an iframe names another. Entries that are no http(s) URL are left out.
 */
export function frameOrigins(value: string | undefined = process.env.FRAME_ORIGINS): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .flatMap((origin) => {
      try {
        const url = new URL(origin);
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

/** Whether the `iframe` block may show `src`: a page of the site itself (`/…`), or one of FRAME_ORIGINS. */
export function frameSourceAllowed(src: string, allowed: readonly string[] = frameOrigins()): boolean {
  if (/^\/(?!\/)/.test(src)) return !src.includes('\\');
  try {
    const url = new URL(src);
    return allowed.includes(url.origin) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
