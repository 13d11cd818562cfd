/** How long the operator's blocked-country list is reused before it is read again. */
const TTL_MS = 60_000;

let cached: { readonly at: number; readonly countries: ReadonlySet<string> } | null = null;
let reading: Promise<ReadonlySet<string>> | null = null;

async function read(): Promise<ReadonlySet<string>> {
  try {
    const backend = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.SERVER_PORT ?? '4000'}`;
    const response = await fetch(new URL('/api/v2/settings', backend), {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(3_000),
    });
    if (!response.ok) throw new Error(`settings answered ${response.status}`);
    const body = (await response.json()) as { platform_settings?: { blocked_countries?: unknown } };
    const list = body.platform_settings?.blocked_countries;
    const countries = new Set(
      Array.isArray(list) ? list.filter((code): code is string => typeof code === 'string') : [],
    );
    cached = { at: Date.now(), countries };
    return countries;
  } catch (error) {
    // The proxy must not take the product down with the backend: without the list nobody is blocked for a
    // while, and the next request asks again.
    console.error('[proxy] could not read the blocked countries', error);
    return cached?.countries ?? new Set();
  }
}

/**
 * The operator's blocked countries (settings `platform_settings.blocked_countries`, spec §5), read from the
 * backend at most once a minute per server process. Only the list is read: the proxy stays free of the
 * contract's schemas.
 */
export function blockedCountries(): Promise<ReadonlySet<string>> {
  if (cached && Date.now() - cached.at < TTL_MS) return Promise.resolve(cached.countries);
  reading ??= read().finally(() => {
    reading = null;
  });
  return reading;
}
