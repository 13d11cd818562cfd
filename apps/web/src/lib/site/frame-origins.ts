import { originList } from '@/lib/url/origin-list';

/**
 * FRAME_ORIGINS: comma-separated origins whose pages the `iframe` block may show (a statistics widget, a live
 * chat, the operator's own pages). The content security policy's frame-src lets exactly these in, and the site
 * configuration is refused at start when an iframe names another. Entries that are no http(s) URL are left out.
 */
export function frameOrigins(value: string | undefined = process.env.FRAME_ORIGINS): string[] {
  return originList(value);
}

/** A path on the site: `/` then no second `/` or `\\`, and no space a browser would drop. */
const SITE_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Whether `text` holds a control character (a browser drops tabs and newlines from URLs: `/\t/evil`). */
const hasControl = (text: string) =>
  [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** Whether `src` is a page of the site itself (`/…`), not of another origin. */
export function isSitePath(src: string): boolean {
  if (!SITE_PATH.test(src) || hasControl(src)) return false;
  const base = 'https://site.invalid';
  try {
    return new URL(src, base).origin === base;
  } catch {
    return false;
  }
}

/** Whether the `iframe` block may show `src`: a page of the site itself (`/…`), or one of FRAME_ORIGINS. */
export function frameSourceAllowed(src: string, allowed: readonly string[] = frameOrigins()): boolean {
  if (src.startsWith('/')) return isSitePath(src);
  try {
    const url = new URL(src);
    return allowed.includes(url.origin) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/**
 * The frame's sandbox: its scripts, forms and pop-ups, never this page's navigation. A page of another origin
 * keeps its own origin (its cookies, its storage); one of the site itself gets none, or it could reach into
 * this page and lift its own sandbox.
 */
export function frameSandbox(src: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return src.startsWith('/') ? base : `${base} allow-same-origin`;
}
