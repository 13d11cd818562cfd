import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningProduct, startProduct } from './support/product';

/*
 * Client addresses through the web origin (docs/operators.md "Client addresses"): the backend's per-IP
 * sign-in limit (10 attempts per client and e-mail in 5 minutes) counts each client apart, and a client
 * cannot reset its count by sending X-Forwarded-For. On one machine, clients differ by their loopback
 * address (127.0.0.2, 127.0.0.3 …); the test itself plays the operator's proxy from 127.0.0.1, the one
 * address TRUSTED_PROXIES names, and the only one whose country header (core PRX4) is believed.
 */

/** Sign-in attempts one client may make for one e-mail per window (apps/server sign-in-rate-limit.ts). */
const ATTEMPTS_PER_CLIENT_AND_EMAIL = 10;

interface Answer {
  readonly status: number;
  readonly cookies: readonly string[];
}

/** A request to the web origin from the local address `from`. */
function requestFrom(
  webUrl: string,
  from: string,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string | number>,
  payload?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(new URL(path, webUrl), { method, localAddress: from, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] }),
      );
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/** POST /platform/users/sign_in through the web origin, from the local address `from`. */
function signInFrom(
  webUrl: string,
  from: string,
  body: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = JSON.stringify(body);
  return requestFrom(
    webUrl,
    from,
    'POST',
    '/platform/users/sign_in',
    {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
      'x-app': 'sportsbook',
      ...headers,
    },
    payload,
  );
}

describe('client addresses through the web origin', () => {
  // No browser: these are the calls a browser's page makes, sent from chosen client addresses.
  const suite: { product: RunningProduct } = {
    get product(): RunningProduct {
      if (!product) throw new Error('the product starts before the tests');
      return product;
    },
  };
  let product: RunningProduct | undefined;
  beforeAll(async () => {
    product = await startProduct({ SIMULATOR: 'off', TRUSTED_PROXIES: '127.0.0.1', BLOCKED_COUNTRIES: 'KP' });
  });
  afterAll(async () => {
    await product?.stop();
  });
  const wrong = (i: number) => ({ password: `wrong-Guess-${i}` });

  it('gives each client its own sign-in budget, and a client’s X-Forwarded-For changes nothing', async () => {
    const { webUrl } = suite.product;
    const email = `budget-${Date.now()}@example.com`;
    for (let i = 0; i < ATTEMPTS_PER_CLIENT_AND_EMAIL; i += 1) {
      const answer = await signInFrom(webUrl, '127.0.0.2', { email, ...wrong(i) });
      expect(answer.status).not.toBe(429);
    }
    expect((await signInFrom(webUrl, '127.0.0.2', { email, ...wrong(99) })).status).toBe(429);
    // Claiming to be someone else, in either header, does not reset the budget.
    const claims: Record<string, string>[] = [
      { 'x-forwarded-for': '198.51.100.9' },
      { 'x-forwarded-for': '198.51.100.9, 127.0.0.1' },
      { forwarded: 'for=198.51.100.9' },
    ];
    for (const header of claims) {
      const spoofed = await signInFrom(webUrl, '127.0.0.2', { email, ...wrong(100) }, header);
      expect(spoofed.status, JSON.stringify(header)).toBe(429);
    }
    // Another client has its own budget: its attempt reaches the sign-in, where the e-mail is locked by now.
    expect((await signInFrom(webUrl, '127.0.0.3', { email, ...wrong(101) })).status).toBe(423);
  });

  it('takes the client address from the trusted proxy in front, never from the client behind it', async () => {
    const { webUrl } = suite.product;
    const email = `proxied-${Date.now()}@example.com`;
    const viaProxy = (forwardedFor: string, i: number) =>
      signInFrom(webUrl, '127.0.0.1', { email, ...wrong(i) }, { 'x-forwarded-for': forwardedFor });
    for (let i = 0; i < ATTEMPTS_PER_CLIENT_AND_EMAIL; i += 1)
      expect((await viaProxy('203.0.113.1', i)).status).not.toBe(429);
    expect((await viaProxy('203.0.113.1', 50)).status).toBe(429);
    // The client wrote an address of its own; the proxy appended the one it saw.
    expect((await viaProxy('198.51.100.50, 203.0.113.1', 51)).status).toBe(429);
    expect((await viaProxy('203.0.113.2', 52)).status).toBe(423);
  });

  it('marks the session cookie Secure when the trusted proxy says the visitor came over https', async () => {
    const { webUrl } = suite.product;
    const demo = { email: 'demo2@example.com', password: 'demo-password' };
    const viaHttpsProxy = await signInFrom(webUrl, '127.0.0.1', demo, {
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    expect(viaHttpsProxy.status).toBe(200);
    expect(viaHttpsProxy.cookies.join('\n')).toMatch(/sb_session=[^;]+;.*Secure/i);
    // A client's own claim of https is not believed: the cookie goes without Secure over plain http.
    const claimed = await signInFrom(webUrl, '127.0.0.4', demo, { 'x-forwarded-proto': 'https' });
    expect(claimed.status).toBe(200);
    expect(claimed.cookies.join('\n')).toMatch(/sb_session=/);
    expect(claimed.cookies.join('\n')).not.toMatch(/Secure/i);
  });

  it('believes the visitor’s country from the trusted proxy only', async () => {
    const { webUrl } = suite.product;
    const email = `country-${Date.now()}@example.com`;
    const fromBlockedCountry = { 'x-country-code': 'KP' };
    // The proxy in front saw a visitor from a blocked country: the blocked page, and no sign-in.
    expect((await requestFrom(webUrl, '127.0.0.1', 'GET', '/sports/live', fromBlockedCountry)).status).toBe(
      403,
    );
    expect((await signInFrom(webUrl, '127.0.0.1', { email, ...wrong(0) }, fromBlockedCountry)).status).toBe(
      403,
    );
    // A client reaching the web app itself has no say in where it is: what it claims is dropped before
    // the page is made and before the call reaches the backend.
    expect((await requestFrom(webUrl, '127.0.0.5', 'GET', '/sports/live', fromBlockedCountry)).status).toBe(
      200,
    );
    expect((await signInFrom(webUrl, '127.0.0.5', { email, ...wrong(1) }, fromBlockedCountry)).status).toBe(
      401,
    );
  });
});
