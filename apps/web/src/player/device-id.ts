/** Cookie of spec §3: a random UUID identifying the browser, on the parent domain, for 7300 days (spec §9). */
export const DEVICE_ID_COOKIE = 'deviceId';
const DEVICE_ID_DAYS = 7_300;

/** The parent domain a cookie is shared on: the host without its first label, unless that leaves a bare TLD or an IP. */
export function parentDomain(hostname: string): string | undefined {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return undefined;
  const labels = hostname.split('.');
  return labels.length > 2 ? labels.slice(1).join('.') : hostname;
}

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The browser's device id (meta.device_id of a placement), created on first use. */
export function deviceId(): string {
  const known = readCookie(DEVICE_ID_COOKIE);
  if (known && /^[0-9a-f-]{36}$/i.test(known)) return known;
  const id = crypto.randomUUID();
  const domain = parentDomain(window.location.hostname);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the product serves
  document.cookie = `${DEVICE_ID_COOKIE}=${id}; Max-Age=${DEVICE_ID_DAYS * 86_400}; Path=/; SameSite=Lax${
    domain ? `; Domain=${domain}` : ''
  }${secure}`;
  return id;
}
