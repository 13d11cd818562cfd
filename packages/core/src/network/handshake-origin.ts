/**
 * [WSO1] [WSO2] [WSO3] Whether a browser page may open the realtime WebSocket: the `Origin` a browser sends
 * with every WebSocket handshake names the page that opens it, and a page of another site must not ride on
 * the visitor's connection (cross-site WebSocket hijacking). docs/operators.md "Realtime origins".
 */

/**
 * [WSO1] An origin as browsers send it and as it is compared: `scheme://host[:port]`, scheme and host lower
 * case, the default port dropped; undefined for anything else (`null`, a path, credentials, another scheme).
 */
export function normaliseHandshakeOrigin(origin: string): string | undefined {
  if (!/^https?:\/\/[^/?#\s*\\@]+$/i.test(origin)) return undefined;
  try {
    const url = new URL(origin);
    return url.hostname === '' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * [WSO2] A handshake without an `Origin` header comes from a client that is not a browser (a server, a
 * native app): no page can make it ride on a visitor's cookies, so it is allowed; its tokens decide.
 * [WSO3] A handshake with an `Origin` is allowed only when that origin, normalised (WSO1), is one of
 * `allowed` (normalised origins); `null`, a malformed value or any other origin is refused.
 */
export function isAllowedHandshakeOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normalised = normaliseHandshakeOrigin(origin.trim());
  return normalised !== undefined && allowed.includes(normalised);
}

/**
 * [WSO4] The loopback names of a loopback origin (`http://localhost:3000` → the same with `127.0.0.1` and
 * `[::1]`): one page reached under any of them, as a developer's machine serves it. An origin that is not
 * on loopback has none.
 */
export function loopbackTwins(origin: string): readonly string[] {
  const normalised = normaliseHandshakeOrigin(origin);
  if (normalised === undefined) return [];
  const url = new URL(normalised);
  const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];
  if (!loopbackNames.includes(url.hostname)) return [];
  return loopbackNames
    .filter((name) => name !== url.hostname)
    .map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
}
