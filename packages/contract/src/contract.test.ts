/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONTRACT_CALLS, isCallDefinition } from './calls';
import { fillPath, fullPath } from './http/call';
import { RealtimeEventSchema } from './realtime/events';

const calls = CONTRACT_CALLS;

describe('the call definitions', () => {
  it('are all in CONTRACT_CALLS, whichever call module defines them', () => {
    const modules = import.meta.glob<Record<string, unknown>>('./**/*-calls.ts', { eager: true });
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    for (const [file, module] of Object.entries(modules)) {
      const exported = Object.values(module).filter(isCallDefinition);
      expect(exported.length, file).toBeGreaterThan(0);
      for (const call of exported) expect(CONTRACT_CALLS, `${file} ${call.id}`).toContain(call);
    }
  });

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
