import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { buildTestApp, type TestApp } from '../support/app';
import { openTestDatabase, testDatabaseKinds } from '../support/database';
import { aPlayerSession, type PlayerSession } from './support/player-session';

/** POST /api/v2/websocket/token and /authorize (spec §7.2): the tokens the realtime client presents. */
describe.each(testDatabaseKinds())('the websocket token calls on %s', (kind) => {
  let database: Database;
  let t: TestApp;
  let player: PlayerSession;
  let other: PlayerSession;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    t = await buildTestApp({ database, env: { REALTIME_TOKEN_TTL_SECONDS: '600' } });
    player = await aPlayerSession(database, t.deps.tokens);
    other = await aPlayerSession(database, t.deps.tokens);
  });
  afterAll(async () => {
    await t.app.close();
    await database.close();
  });

  const post = (url: string, bearer?: string, body?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });

  it("gives a visitor an anonymous connection token (sub '') with the configured TTL", async () => {
    const res = await post('/api/v2/websocket/token');
    expect(res.statusCode).toBe(200);
    const { token } = res.json() as { token: string };
    const check = await t.deps.tokens.verifyConnectionToken(token);
    expect(check).toMatchObject({ ok: true, claims: { sub: '' } });
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
  });

  it('gives a signed-in player a connection token for their id', async () => {
    const res = await post('/api/v2/websocket/token', player.bearer);
    expect(res.statusCode).toBe(200);
    const check = await t.deps.tokens.verifyConnectionToken((res.json() as { token: string }).token);
    expect(check).toMatchObject({ ok: true, claims: { sub: String(player.playerId) } });
  });

  it('refuses a connection token for an invalid bearer token with 401', async () => {
    const res = await post('/api/v2/websocket/token', 'not-a-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthorized', message: 'the bearer token is not valid' } });
  });

  it("authorizes the player's own private channels, one token per channel", async () => {
    const channels = [`$user:en:${player.playerId}`, `$user:de:${player.playerId}`];
    const res = await post('/api/v2/websocket/authorize', player.bearer, { channels });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { channels: { channel: string; token: string }[] };
    expect(body.channels.map((c) => c.channel)).toEqual(channels);
    for (const { channel, token } of body.channels) {
      expect(await t.deps.tokens.verifySubscriptionToken(token)).toMatchObject({
        ok: true,
        claims: { sub: String(player.playerId), channel },
      });
    }
  });

  it.each([
    ['another player', (id: number) => `$user:en:${id}`, 'belongs to another player'],
    ['a public channel', () => 'public:en', 'is public and needs no subscription token'],
    ['a match channel', () => 'match:en:5', 'is public and needs no subscription token'],
    ['a name that is no channel', () => '$admin', 'is not a channel of this product'],
  ])('refuses to authorize %s with 403 and says why', async (_, channelFor, why) => {
    const channel = channelFor(other.playerId);
    const res = await post('/api/v2/websocket/authorize', player.bearer, {
      channels: [`$user:en:${player.playerId}`, channel],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'forbidden',
        message: `only your own private channel can be authorized: channel ${channel} ${why}`,
      },
    });
  });

  it('asks a visitor to sign in before authorizing anything (401)', async () => {
    const res = await post('/api/v2/websocket/authorize', undefined, { channels: ['$user:en:1'] });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no channels', { channels: [] }],
    ['channels that are not strings', { channels: [5] }],
    ['an unknown field', { channels: ['$user:en:1'], extra: true }],
  ])('refuses a body with %s with 400', async (_, body) => {
    const res = await post('/api/v2/websocket/authorize', player.bearer, body);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { code: string } }).error.code).toBe('validation_failed');
  });
});
