import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CallDefinition } from './http/call';
import { fillPath, fullPath } from './http/call';
import * as accounts from './platform/account-calls';
import * as auth from './platform/auth-calls';
import * as limits from './platform/limit-calls';
import * as payments from './platform/payment-calls';
import * as platform from './platform/platform-calls';
import * as sessions from './platform/session-calls';
import { RealtimeEventSchema } from './realtime/events';
import * as bets from './sportsbook/bet-calls';
import * as catalog from './sportsbook/catalog-calls';
import * as feed from './sportsbook/feed-calls';
import * as settings from './sportsbook/settings-calls';
import * as websocket from './sportsbook/websocket-calls';

const calls = [catalog, feed, settings, websocket, platform, bets, auth, accounts, sessions, limits, payments]
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is CallDefinition =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );

describe('the call definitions', () => {
  it('give every call a unique operation id and route', () => {
    const ids = calls.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = calls.map((c) => `${c.method} ${fullPath(c)}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('turn every schema into JSON Schema for the OpenAPI document', () => {
    for (const call of calls) {
      for (const schema of [call.params, call.query, call.body, call.response]) {
        if (schema)
          expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
      }
    }
  });

  it('fill path parameters, encoded', () => {
    expect(fillPath('/matches/{id}/markets', { id: 12 })).toBe('/matches/12/markets');
    expect(fillPath('/x/{id}', { id: 'a/b' })).toBe('/x/a%2Fb');
    expect(() => fillPath('/x/{id}', {})).toThrow(/missing path parameter id/);
  });
});

describe('realtime events', () => {
  it('refuse an unknown event name or a payload of the wrong shape', () => {
    expect(RealtimeEventSchema.safeParse({ event: 'nope', payload: {} }).success).toBe(false);
    expect(
      RealtimeEventSchema.safeParse({ event: 'balance_changed', payload: { currency: 'EUR' } }).success,
    ).toBe(false);
    expect(
      RealtimeEventSchema.safeParse({
        event: 'balance_changed',
        payload: { currency: 'EUR', balance: 100000, subunits: 100 },
      }).success,
    ).toBe(true);
  });
});
