import { MarketSchema } from '@sportsbook/contract/entities/market';
import type { ChannelName } from '@sportsbook/contract/realtime/channels';
import { RealtimeEventSchema } from '@sportsbook/contract/realtime/events';
import { describe, expect, it } from 'vitest';
import { aMarket, anOutcome } from './live-test-builders';
import { isPlainMarket, parsePublication } from './publication';

const PUBLIC: ChannelName = { kind: 'public', locale: 'en' };
const MATCH_7: ChannelName = { kind: 'match', locale: 'en', matchId: 7 };
const ticked = (markets: unknown[], extra: Record<string, unknown> = {}) => ({
  event: 'markets_changed',
  payload: { markets, ...extra },
});

/** Markets the hand check and the zod schema must judge alike. */
const cases: [string, unknown][] = [
  ['a valid market', aMarket()],
  ['a market with a bet stop time', aMarket({ next_bet_stop: '2026-11-22T10:00:00.000Z' })],
  ['a bad bet stop time', aMarket({ next_bet_stop: 'soon' })],
  ['odds below 1', aMarket({ outcomes: [anOutcome({ odds: 0.99 })] })],
  ['odds NaN', aMarket({ outcomes: [anOutcome({ odds: Number.NaN })] })],
  ['odds infinite', aMarket({ outcomes: [anOutcome({ odds: Number.POSITIVE_INFINITY })] })],
  ['a string for odds', aMarket({ outcomes: [anOutcome({ odds: '2.1' as never })] })],
  ['an outcome id of 65 characters', aMarket({ outcomes: [anOutcome({ id: 'x'.repeat(65) })] })],
  ['an empty outcome name', aMarket({ outcomes: [anOutcome({ name: '' })] })],
  ['an unknown market status', aMarket({ status: 7 as never })],
  ['a fractional market id', aMarket({ id: 1.5 })],
  ['an unsafe market id', aMarket({ id: 2 ** 60 })],
  ['an unknown provider', aMarket({ provider: 'acme' as never })],
  ['a long specifier', aMarket({ specifier: 's'.repeat(201) })],
  ['an empty market group', aMarket({ market_groups: [''] })],
  ['a missing field', { ...aMarket(), priority: undefined }],
  ['an extra field', { ...aMarket(), extra: 1 }],
  ['an outcome with an extra field', aMarket({ outcomes: [{ ...anOutcome(), extra: true } as never] })],
  ['an array', [aMarket()]],
  ['null', null],
];

describe('publication validation', () => {
  it.each(cases)('accepts and refuses markets exactly as the contract does: %s', (_, market) => {
    const fast = parsePublication(PUBLIC, ticked([market]));
    const zod = RealtimeEventSchema.safeParse(ticked([market]));
    expect(fast.ok).toBe(zod.success);
    if (fast.ok && zod.success) expect(fast.event).toEqual(zod.data);
  });

  it('takes a plain market as it is and only checks what it cannot', () => {
    const market = aMarket();
    const parsed = parsePublication(PUBLIC, ticked([market]));
    expect(isPlainMarket(market)).toBe(true);
    expect(parsed.ok && parsed.event.event === 'markets_changed' && parsed.event.payload.markets[0]).toBe(
      market,
    );
    // An extra field goes through zod, which drops it.
    const extra = { ...aMarket(), extra: 1 };
    const stripped = parsePublication(PUBLIC, ticked([aMarket(), extra]));
    expect(
      stripped.ok && stripped.event.event === 'markets_changed' && stripped.event.payload.markets,
    ).toEqual([aMarket(), MarketSchema.parse(extra)]);
  });

  it('refuses the whole publication when one market is corrupt', () => {
    const parsed = parsePublication(PUBLIC, ticked([aMarket(), aMarket({ status: 9 as never })]));
    expect(parsed.ok).toBe(false);
  });

  it('checks the envelope: match_id, unknown payload fields, events of another channel kind', () => {
    expect(parsePublication(MATCH_7, ticked([aMarket()], { match_id: 7 })).ok).toBe(true);
    expect(parsePublication(MATCH_7, ticked([aMarket()], { match_id: 0 })).ok).toBe(false);
    expect(parsePublication(PUBLIC, { event: 'markets_changed', payload: { markets: 'x' } }).ok).toBe(false);
    expect(parsePublication(PUBLIC, { event: 'markets_changed' }).ok).toBe(false);
    expect(parsePublication(MATCH_7, { event: 'provider_status_changed', payload: {} }).ok).toBe(false);
    const other = parsePublication(PUBLIC, {
      event: 'balance_changed',
      payload: { currency: 'EUR', balance: 1, subunits: 100 },
    });
    expect(other.ok).toBe(false);
  });
});
