import { describe, expect, it } from 'vitest';
import { useSuiteApp } from '../support/suite-app';
import { call, freshEmail, signUpBody } from './accounts-helpers';

/*
 * The developer outbox holds live confirmation, reset and unlock links and SMS codes: it answers only
 * requests made on the backend's own machine straight to it (docs/adr/0010).
 */
describe('who may read the developer outbox', () => {
  const t = useSuiteApp('pglite', { demoPlayers: false });

  const read = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, remoteAddress, headers });

  it('answers a direct request from this machine (IPv4, IPv6 and IPv4-mapped loopback)', async () => {
    const email = freshEmail('outbox');
    expect((await call(t.app, 'POST', '/platform/users', signUpBody(email))).statusCode).toBe(201);
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const json = await read(`/dev/outbox.json?to=${encodeURIComponent(email)}`, address);
      expect(json.statusCode, address).toBe(200);
      expect(json.json().messages).toHaveLength(1);
      expect((await read('/dev/outbox', address)).statusCode, address).toBe(200);
    }
  });

  it('answers 404, as for an unknown page, to another machine and to anything a proxy forwarded', async () => {
    const unknownPage = await read('/dev/no-such-page', '127.0.0.1');
    for (const [address, headers] of [
      ['203.0.113.9', {}],
      ['10.0.0.7', {}],
      ['::ffff:192.0.2.1', {}],
      ['2001:db8::1', {}],
      // A reverse proxy on the same host connects from loopback but says whose request it carries.
      ['127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ['::1', { forwarded: 'for=203.0.113.9' }],
    ] as const) {
      for (const path of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?limit=1']) {
        const res = await read(path, address, headers);
        expect(res.statusCode, `${path} from ${address} ${JSON.stringify(headers)}`).toBe(404);
        expect(res.body).not.toContain('confirmation_token');
        expect(res.json().error.code).toBe(unknownPage.json().error.code);
      }
    }
  });
});
