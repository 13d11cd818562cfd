import {
  fitsHostMessageLimits,
  HOST_MESSAGE_MAX_CHARS,
  INCOMING_HOST_COMMANDS,
  OUTGOING_HOST_MESSAGES,
} from '@sportsbook/core/host/host-messaging';
import { describe, expect, it } from 'vitest';
import {
  IncomingHostMessageSchema,
  OutgoingHostPayloads,
  outgoingHostMessage,
  outgoingHostMessageSchema,
  parseIncomingHostMessage,
} from './host-messages';

describe('host messages (spec §7.4)', () => {
  it('has a schema for every incoming command and every outgoing message', () => {
    const incoming = IncomingHostMessageSchema.options.map((option) => option.shape.type.value);
    expect([...incoming].sort()).toEqual([...INCOMING_HOST_COMMANDS].sort());
    expect(Object.keys(OutgoingHostPayloads).sort()).toEqual([...OUTGOING_HOST_MESSAGES].sort());
  });

  it('parses valid commands', () => {
    expect(parseIncomingHostMessage({ type: 'open_bet_slip' })).toEqual({
      type: 'open_bet_slip',
      payload: {},
    });
    expect(parseIncomingHostMessage({ type: 'apply_bet_code', payload: { code: 'ABC123' } })).toEqual({
      type: 'apply_bet_code',
      payload: { code: 'ABC123' },
    });
    expect(parseIncomingHostMessage({ type: 'change_locale', payload: { locale: 'pt-BR' } })).toBeDefined();
    expect(
      parseIncomingHostMessage({ type: 'viewport', payload: { width: 390, height: 700 } }),
    ).toBeDefined();
    expect(
      parseIncomingHostMessage({
        type: 'iframe_integration',
        payload: { listeners: ['sign-in', 'deposit'] },
      }),
    ).toBeDefined();
  });

  it('refuses malformed, unknown and oversized messages without throwing', () => {
    const bad: unknown[] = [
      null,
      'open_bet_slip',
      42,
      [],
      { type: 'sportsbook:initialized', payload: {} },
      { type: 'open_bet_slip', payload: { tab: 'CASINO' } },
      { type: 'open_bet_slip', payload: {}, extra: true },
      { type: 'odds_changed', payload: { odds_type: 'roman' } },
      { type: 'apply_bet_code', payload: { code: '<script>alert(1)</script>' } },
      { type: 'apply_bet_code', payload: { code: 'ABC123', more: 1 } },
      { type: 'change_locale', payload: { locale: '../../etc/passwd' } },
      { type: 'change_currency', payload: { currency: 'eur' } },
      { type: 'viewport', payload: { width: Number.POSITIVE_INFINITY, height: 1 } },
      { type: 'iframe_integration', payload: { listeners: ['withdraw'] } },
      { type: 'page_changed', payload: { path: 'x'.repeat(600) } },
      { type: 'page_changed', payload: { path: '/sports', padding: 'x'.repeat(10_000) } },
      { type: 'search_modal', payload: { open: 'yes' } },
    ];
    for (const message of bad)
      expect(parseIncomingHostMessage(message), JSON.stringify(message)).toBeUndefined();
  });

  it('refuses an oversized message before its schema is read; no valid command is that large', () => {
    // Every field of a command is bounded: the largest valid one (a 512-character path) is far below the limit.
    const largest = { type: 'page_changed', payload: { path: `/sports/${'a'.repeat(504)}` } };
    expect(parseIncomingHostMessage(largest)).toEqual(largest);
    expect(JSON.stringify(largest).length).toBeLessThan(HOST_MESSAGE_MAX_CHARS / 4);
    // So the limit is a guard on cost: a huge message is refused by a walk that stops at the limit, and the
    // schema never reads it. Its keys are counted as they are read: the walk stops after a few of them.
    let keysRead = 0;
    const huge = new Proxy(
      {
        type: 'open_bet_slip',
        payload: {},
        ...Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 'x'])),
      },
      {
        get(target, key, receiver) {
          keysRead += 1;
          return Reflect.get(target, key, receiver);
        },
      },
    );
    expect(fitsHostMessageLimits(huge)).toBe(false);
    const walkReads = keysRead;
    keysRead = 0;
    expect(parseIncomingHostMessage(huge)).toBeUndefined();
    expect(keysRead).toBe(walkReads);
    expect(keysRead).toBeLessThan(1_000);
  });

  it('writes outgoing messages under the tag and validates their payloads', () => {
    expect(outgoingHostMessage('sportsbook', 'page-size-changed', { height: 1200, width: 800 })).toEqual({
      type: 'sportsbook:page-size-changed',
      payload: { height: 1200, width: 800 },
    });
    expect(outgoingHostMessage('acme', 'sign-in', {}).type).toBe('acme:sign-in');
    expect(() =>
      outgoingHostMessage('sportsbook', 'page-size-changed', { height: -1, width: 800 }),
    ).toThrow();
    // balance-changed: the account's balance, or nothing at all once the player signed out.
    expect(
      outgoingHostMessage('sportsbook', 'balance-changed', { currency: 'EUR', balance: 1050, subunits: 100 })
        .payload,
    ).toEqual({ currency: 'EUR', balance: 1050, subunits: 100 });
    expect(
      outgoingHostMessage('sportsbook', 'balance-changed', { currency: null, balance: null, subunits: null })
        .payload,
    ).toEqual({ currency: null, balance: null, subunits: null });
    expect(() =>
      outgoingHostMessage('sportsbook', 'balance-changed', {
        currency: 'EUR',
        balance: null,
        subunits: 100,
      } as never),
    ).toThrow();
    const schema = outgoingHostMessageSchema('sportsbook');
    expect(
      schema.safeParse({ type: 'sportsbook:initialized', payload: { locale: 'en', version: 1 } }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ type: 'other:initialized', payload: { locale: 'en', version: 1 } }).success,
    ).toBe(false);
  });
});
