import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from './create-web-server';
import { trustedProxies } from './forwarded-headers';
import { readPolicySources } from './security-headers';

/*
 * The web server in front of Next, with a stand-in for Next that answers the way Next and its proxy do:
 * pages, answers proxied from the backend with headers of their own, heads written at once or implicitly,
 * failures. Every answer leaves with the security headers; Next gets a fresh nonce in the request's policy.
 */

interface Seen {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

const BACKEND_PAGE_POLICY = "default-src 'none'; script-src 'nonce-cashier'; frame-ancestors 'self'";

/** How the stand-in for Next answers each path. */
function fakeNext(seen: Seen[]) {
  return {
    async handle(request: IncomingMessage, response: ServerResponse) {
      seen.push({ url: request.url ?? '', headers: { ...request.headers } });
      const path = (request.url ?? '').split('?')[0];
      if (path === '/cashier') {
        // A backend page proxied under /platform: its own policy, and the backend's HSTS.
        response.setHeader('content-security-policy', BACKEND_PAGE_POLICY);
        response.setHeader('strict-transport-security', 'max-age=15552000; includeSubDomains');
        response.setHeader('referrer-policy', 'unsafe-url');
        response.end('<!doctype html>');
      } else if (path === '/head-object') {
        response.writeHead(404, { 'content-type': 'text/html', 'x-content-type-options': 'sniff-away' });
        response.end('not found');
      } else if (path === '/head-array') {
        response.writeHead(200, 'Fine', ['set-cookie', 'a=1', 'set-cookie', 'b=2', 'x-kind', 'array']);
        response.end('ok');
      } else if (path === '/rejects') {
        throw new Error('the handler broke');
      } else {
        response.statusCode = path === '/fails' ? 500 : 200;
        response.end('page');
      }
    },
    async upgrade() {},
  };
}

describe('the web server’s answers', () => {
  const seen: Seen[] = [];
  const servers: Server[] = [];
  const origins: Record<'plain' | 'behindProxy', string> = { plain: '', behindProxy: '' };

  beforeAll(async () => {
    const policy = readPolicySources({ HOST_ORIGINS: 'https://casino.example', SERVER_PORT: '4000' });
    const start = async (trusted: string | undefined) => {
      const server = createWebServer(fakeNext(seen), {
        trusted: trustedProxies(trusted),
        countryHeader: undefined,
        policy,
      });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    origins.plain = await start(undefined);
    // The test's requests come from loopback: here they count as a TLS proxy's.
    origins.behindProxy = await start('loopback');
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  const get = (origin: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers, redirect: 'manual' });

  const expectSecurityHeaders = (response: Response, https: boolean) => {
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/]+={0,2}' 'strict-dynamic'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'self' https://casino.example");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin');
    expect(response.headers.get('strict-transport-security')).toBe(https ? 'max-age=31536000' : null);
  };

  it('carry every security header, and hand Next this answer’s policy with its nonce', async () => {
    const response = await get(origins.plain, '/sports');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, false);
    const request = seen.at(-1);
    expect(request?.headers['content-security-policy']).toBe(response.headers.get('content-security-policy'));
  });

  it('use a new nonce for every answer, and never a policy the client sent', async () => {
    const first = await get(origins.plain, '/sports', {
      'content-security-policy': "script-src 'nonce-chosen-by-the-client'",
      'content-security-policy-report-only': "script-src 'nonce-chosen-by-the-client'",
    });
    const asked = seen.at(-1)?.headers;
    const second = await get(origins.plain, '/sports');
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceOf(first)).toBeDefined();
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(asked?.['content-security-policy']).not.toContain('chosen-by-the-client');
    expect(asked?.['content-security-policy-report-only']).toBeUndefined();
  });

  it('send HSTS only when a trusted proxy says the browser came over https', async () => {
    expectSecurityHeaders(await get(origins.behindProxy, '/sports', { 'x-forwarded-proto': 'https' }), true);
    expectSecurityHeaders(await get(origins.behindProxy, '/sports', { 'x-forwarded-proto': 'http' }), false);
    expectSecurityHeaders(await get(origins.behindProxy, '/sports'), false);
    // A client cannot claim https: only a trusted proxy's word counts.
    expectSecurityHeaders(await get(origins.plain, '/sports', { 'x-forwarded-proto': 'https' }), false);
  });

  it('let the connect-src follow the https scheme and the host the browser asked for', async () => {
    const secure = await get(origins.behindProxy, '/sports', {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'sports.example',
    });
    expect(secure.headers.get('content-security-policy')).toContain(
      "connect-src 'self' wss://sports.example:4000",
    );
    expect(secure.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    // Only a trusted proxy may name the host: anyone else's X-Forwarded-Host is dropped.
    const plain = await get(origins.plain, '/sports', { 'x-forwarded-host': 'evil.example' });
    expect(plain.headers.get('content-security-policy')).toContain("connect-src 'self' ws://127.0.0.1:4000");
  });

  it('keep the policy of a proxied backend page, and the rest of the headers theirs', async () => {
    const plain = await get(origins.plain, '/cashier');
    expect(plain.headers.get('content-security-policy')).toBe(BACKEND_PAGE_POLICY);
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin');
    // The backend's HSTS does not leave over plain http; over https the web's own is sent.
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const secure = await get(origins.behindProxy, '/cashier', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('settle the headers however the head is written: at once with headers, implicitly, on failures', async () => {
    const object = await get(origins.plain, '/head-object');
    expect(object.status).toBe(404);
    expect(object.headers.get('content-type')).toBe('text/html');
    expectSecurityHeaders(object, false);
    const array = await get(origins.plain, '/head-array');
    expect(array.status).toBe(200);
    expect(array.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(array.headers.get('x-kind')).toBe('array');
    expectSecurityHeaders(array, false);
    expectSecurityHeaders(await get(origins.plain, '/fails'), false);
    const broken = await get(origins.plain, '/rejects');
    expect(broken.status).toBe(500);
    expectSecurityHeaders(broken, false);
  });

  it('send a path no page can have to the not-found page', async () => {
    await get(origins.plain, '/de/sports/%ff?x=1');
    expect(seen.at(-1)?.url).toBe('/de/sports/404?x=1');
    await get(origins.plain, '/sports/%00');
    expect(seen.at(-1)?.url).toBe('/sports/404');
  });

  it('answer a request Node cannot read (a request line over its limit) with 400 and the headers', async () => {
    const origin = new URL(origins.plain);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`GET /sports/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: sports.example\r\n\r\n`);
    });
    const [head = '', body] = raw.split('\r\n\r\n');
    const lines = head.split('\r\n');
    expect(lines[0]).toBe('HTTP/1.1 400 Bad Request');
    const headers = new Headers(
      lines.slice(1).map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon), line.slice(colon + 1).trim()];
      }),
    );
    expectSecurityHeaders(new Response(body, { headers }), false);
    expect(body).toBe('Bad Request');
  });
});
