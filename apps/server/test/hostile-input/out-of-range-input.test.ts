import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@sportsbook/contract/platform/platform-calls';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../../src/auth/tokens';
import { RealtimeHub } from '../../src/realtime/hub';
import { signUpBody } from '../accounts/accounts-helpers';
import { bearerToken, CSRF_HEADERS, freshClientIp, signInCookie } from '../platform/sign-in-helpers';
import { handshake } from '../realtime/support/handshake';
import { TEST_API_SECRET, TEST_REALTIME_SECRET } from '../support/app';
import { testDatabaseKinds } from '../support/database';
import { useSuiteApp } from '../support/suite-app';

type ErrorBody = { error: { code: string | number; message: string; details?: { path: string }[] } };

/** Ids the schemas once took but the database's integer columns cannot hold: 2^31 and 2^53 - 1. */
const TOO_LARGE_IDS = [2 ** 31, Number.MAX_SAFE_INTEGER];

const selection = (id: number) => ({ match_id: id, market_id: 1, specifier: '', outcome_id: '1', odds: 2 });

describe.each(testDatabaseKinds())('hostile input on %s', (kind) => {
  const hub = new RealtimeHub({ tokens: new TokenService(TEST_API_SECRET, TEST_REALTIME_SECRET) });
  const suite = useSuiteApp(kind, { overrides: { hub } });
  // Before the suite's app closes (afterAll runs last-registered first): the hub lets its clients go.
  afterAll(() => hub.close());
  let cookie: string;
  let authorization: string;

  beforeAll(async () => {
    cookie = await signInCookie(suite.app);
    authorization = `Bearer ${await bearerToken(suite.app, cookie)}`;
  });

  /** A request as the signed-in player sends it: bearer token, session cookie, CSRF header. */
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    suite.app.inject({
      method,
      url,
      headers: { authorization, 'x-forwarded-for': freshClientIp(), ...CSRF_HEADERS, ...headers },
      cookies: { [SESSION_COOKIE]: cookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  /** Asserts a 400 validation_failed in the contract's error body, naming `path` among its details. */
  const refused = (res: LightMyRequestResponse, path: string, what: string) => {
    expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.error.code, what).toBe('validation_failed');
    expect(body.error.message, what).toEqual(expect.any(String));
    expect(
      body.error.details?.map((d) => d.path),
      what,
    ).toContain(path);
  };

  it('refuses ids beyond the database integer range with 400, on every call that takes one', async () => {
    for (const id of TOO_LARGE_IDS) {
      refused(await send('POST', '/api/v2/counters', { sport_id: id }), 'body.sport_id', `counters ${id}`);
      refused(
        await send('POST', '/api/v2/counters', { tournament_id: id }),
        'body.tournament_id',
        `counters ${id}`,
      );
      refused(
        await send('POST', '/api/v3/bets/custom/odds', {
          match_id: id,
          selections: [
            { market_id: 1, specifier: '', outcome_id: '1' },
            { market_id: 18, specifier: 'total=2.5', outcome_id: '12' },
          ],
        }),
        'body.match_id',
        `custom odds ${id}`,
      );
      refused(await send('GET', `/api/v3/bets/custom/markets/${id}`), 'path.matchId', `custom markets ${id}`);
      refused(
        await send('POST', '/api/v3/bets/share-code', {
          bets: [{ stake: { value: 0, currency: 'EUR' }, selections: [selection(id)] }],
        }),
        'body.bets.0.selections.0.match_id',
        `share code ${id}`,
      );
      refused(
        await send(
          'POST',
          '/api/v3/bets',
          {
            meta: { device_id: 'device-1', quick: false, type: 'single' },
            bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [selection(id)] }],
            locale: 'en',
          },
          { 'idempotency-key': `big-id-${id}-${kind}` },
        ),
        'body.bets.0.selections.0.match_id',
        `placement ${id}`,
      );
      refused(
        await send('POST', '/api/v3/bets/max-stake', {
          currency: 'EUR',
          type: 'single',
          selections: [selection(id)],
        }),
        'body.selections.0.match_id',
        `max stake ${id}`,
      );
      refused(
        await send('POST', '/api/v3/bets/cashout', { bet_id: id, to_cashout: 100 }),
        'body.bet_id',
        `cash out ${id}`,
      );
      refused(await send('GET', `/platform/payments/${id}`), 'path.id', `payment ${id}`);
      refused(await send('DELETE', `/platform/user_limits/${id}`), 'path.id', `limit ${id}`);
      refused(await send('GET', `/api/v2/matches/${id}/markets`), 'path.id', `markets ${id}`);
    }
  });

  it('refuses a NUL character in every string a call reads, with 400', async () => {
    refused(await send('GET', '/api/v2/search?q=ars%00enal'), 'query', 'search');
    refused(
      await send('POST', '/platform/users/sign_in', { email: 'demo@example.com\u0000', password: 'x' }),
      'body.email',
      'sign-in e-mail',
    );
    for (const field of ['first_name', 'last_name', 'nickname']) {
      refused(
        await send(
          'POST',
          '/platform/users',
          signUpBody(`nul-${field}-${kind}@example.com`, { [field]: 'A\u0000' }),
        ),
        `body.${field}`,
        `sign-up ${field}`,
      );
    }
    const placement = (device: string, specifier: string) => ({
      meta: { device_id: device, quick: false, type: 'single' },
      bets: [{ stake: { value: 100, currency: 'EUR' }, selections: [{ ...selection(1), specifier }] }],
      locale: 'en',
    });
    refused(
      await send('POST', '/api/v3/bets', placement('device-1', 'total=2.5\u0000'), {
        'idempotency-key': `nul-spec-${kind}`,
      }),
      'body.bets.0.selections.0.specifier',
      'specifier',
    );
    refused(
      await send('POST', '/api/v3/bets', placement('dev\u0000ice', ''), {
        'idempotency-key': `nul-device-${kind}`,
      }),
      'body.meta.device_id',
      'device id',
    );
    refused(
      await send('POST', '/api/v3/bets/max-stake', {
        currency: 'EUR',
        type: 'single',
        selections: [{ ...selection(1), outcome_id: '1\u0000' }],
      }),
      'body.selections.0.outcome_id',
      'outcome id',
    );
    refused(await send('GET', '/api/v3/bets/share-code?code=ABC%00DEF'), 'query', 'share code');
    refused(
      await send('PATCH', '/platform/player/update_locale', { locale: 'de\u0000' }),
      'body.locale',
      'locale',
    );
  });

  it('refuses a NUL character in the headers and cookies it reads, before any handler runs', async () => {
    refused(
      await send('GET', '/api/v2/sports', undefined, { 'accept-language': 'de\u0000' }),
      'headers.accept-language',
      'Accept-Language',
    );
    refused(
      await send('POST', '/api/v3/bets', { meta: {} }, { 'idempotency-key': 'key\u0000' }),
      'headers.idempotency-key',
      'Idempotency-Key',
    );
    const res = await suite.app.inject({
      method: 'GET',
      url: '/platform/player',
      headers: { cookie: `${SESSION_COOKIE}=%00` },
    });
    refused(res, `cookies.${SESSION_COOKIE}`, 'session cookie');
    refused(await send('POST', '/api/v2/counters', { 'sport_id\u0000': 1 }), 'body', 'a key of the body');
  });

  it('refuses a NUL character on the routes outside the contract too', async () => {
    for (const url of [
      '/static/logos/1%00.svg',
      '/dev/outbox.json?to=demo%00@example.com',
      '/dev/outbox?limit=1%00',
      '/demo-host?path=/sports%00',
      '/demo-host/host.js?path=%00',
      '/demo-host/host.css?x=%00',
      '/platform/cashier?success_url=%00&error_url=x&pending_url=x',
      '/platform/payment-interface.js?v=%00',
      '/api/docs/openapi.json?x=%00',
      '/healthz?x=%00',
      '/connection/websocket?x=%00',
      '/no/such/route%00',
    ]) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorBody>().error.code, url).toBe('validation_failed');
    }
    // The WebSocket upgrade itself, over a real connection.
    await suite.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = suite.app.server.address() as AddressInfo;
    const url = `ws://127.0.0.1:${port}/connection/websocket`;
    expect(await handshake(`${url}?x=%00`)).toMatchObject({ opened: false, status: 400 });
    expect(await handshake(url)).toEqual({ opened: true });
  });

  it('refuses dates a timestamp column cannot hold (year 0000) with 400', async () => {
    refused(
      await send('GET', '/api/v2/matches?start_from=0000-06-01T00:00:00Z'),
      'query.start_from',
      'matches',
    );
    refused(
      await send('POST', '/api/v2/counters', { start_to: '0000-06-01 00:00:00 UTC' }),
      'body.start_to',
      'counters',
    );
  });

  it('answers a path that is not valid percent-encoding with 400 and the contract error body', async () => {
    for (const url of [
      '/api/v2/matches/%ff',
      '/api/v2/matches/%E0%A4%A',
      '/platform/payments/%zz',
      '/sports/%ff',
    ]) {
      const res = await suite.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json<ErrorBody>().error, url).toMatchObject({
        code: 'bad_request',
        message: expect.any(String),
      });
    }
    const long = await suite.app.inject({ method: 'GET', url: `/api/v2/matches/${'1'.repeat(300)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().error.code).toBe('validation_failed');
  });
});
