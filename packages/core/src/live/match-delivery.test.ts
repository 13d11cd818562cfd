import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDERS, SPORT_TYPES } from '../catalog/providers';
import {
  type DeliveryRule,
  matchEventsDelivered,
  parseTestProviders,
  type SportTypeProviders,
  serializeTestProviders,
} from './match-delivery';

/** The reference operator's settings (GET /settings `sport_type_providers`). */
const OPERATOR: SportTypeProviders = {
  regular: ['betradar', 'betconstruct'],
  cyber: ['oddin'],
  premium_cricket: [],
};
const rule = (testProviders: DeliveryRule['testProviders'] = []): DeliveryRule => ({
  allowed: OPERATOR,
  testProviders,
});

describe('test providers cookie (spec §3)', () => {
  it('[DLV1] reads provider names separated by commas, any case, unknown names dropped', () => {
    expect(parseTestProviders('oddin')).toEqual(['oddin']);
    expect(parseTestProviders(' Oddin , BETRADAR,oddin')).toEqual(['betradar', 'oddin']);
    expect(parseTestProviders('oddin,nope,<script>')).toEqual(['oddin']);
    for (const none of [undefined, null, '', ',,', 'betradr', `oddin,${'x'.repeat(200)}`])
      expect(parseTestProviders(none)).toEqual([]);
  });

  it('[DLV1] writes them in the spec order and reads back what it wrote', () => {
    expect(serializeTestProviders(['oddin', 'betradar'])).toBe('betradar,oddin');
    fc.assert(
      fc.property(fc.subarray([...PROVIDERS]), (providers) => {
        const read = parseTestProviders(serializeTestProviders(providers));
        expect([...read].sort()).toEqual([...providers].sort());
      }),
    );
  });

  it('[DLV1] never names anything but a known provider, whatever the value', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (value) => {
        for (const provider of parseTestProviders(value)) expect(PROVIDERS).toContain(provider);
      }),
    );
  });
});

describe('realtime match events delivered (spec §5)', () => {
  it('[DLV2] delivers a match whose provider the settings allow for its sport type', () => {
    expect(matchEventsDelivered({ sportType: 'regular', provider: 'betradar' }, rule())).toBe(true);
    expect(matchEventsDelivered({ sportType: 'cyber', provider: 'oddin' }, rule())).toBe(true);
  });

  it('[DLV2] holds back a provider not allowed for the sport type, and every provider of a type allowing none', () => {
    expect(matchEventsDelivered({ sportType: 'cyber', provider: 'betradar' }, rule())).toBe(false);
    expect(matchEventsDelivered({ sportType: 'regular', provider: 'oddin' }, rule())).toBe(false);
    expect(matchEventsDelivered({ sportType: 'premium_cricket', provider: 'betradar' }, rule())).toBe(false);
    const withoutCyber = { allowed: { regular: ['betradar' as const] }, testProviders: [] };
    expect(matchEventsDelivered({ sportType: 'cyber', provider: 'betradar' }, withoutCyber)).toBe(false);
  });

  it("[DLV2] a tester's cookie adds its providers for every sport type", () => {
    expect(matchEventsDelivered({ sportType: 'cyber', provider: 'betradar' }, rule(['betradar']))).toBe(true);
    expect(matchEventsDelivered({ sportType: 'premium_cricket', provider: 'oddin' }, rule(['oddin']))).toBe(
      true,
    );
    expect(matchEventsDelivered({ sportType: 'regular', provider: 'oddin' }, rule(['betradar']))).toBe(false);
  });

  it('[DLV2] a market of a match the page has not seen: its provider allowed for some sport type', () => {
    expect(matchEventsDelivered({ sportType: undefined, provider: 'oddin' }, rule())).toBe(true);
    const onlyRegular = { allowed: { regular: ['betradar' as const] }, testProviders: [] };
    expect(matchEventsDelivered({ sportType: undefined, provider: 'oddin' }, onlyRegular)).toBe(false);
  });

  it('[DLV2] no provider or an unknown one is not delivered; unknown settings hold nothing back', () => {
    expect(matchEventsDelivered({ sportType: 'regular', provider: null }, rule())).toBe(false);
    expect(matchEventsDelivered({ sportType: 'regular', provider: 'other' }, rule(['betradar']))).toBe(false);
    expect(
      matchEventsDelivered(
        { sportType: 'cyber', provider: 'betradar' },
        { allowed: undefined, testProviders: [] },
      ),
    ).toBe(true);
  });

  it('[DLV2] the cookie only ever adds: whatever is delivered without it is delivered with it', () => {
    const providers = fc.subarray([...PROVIDERS]);
    const allowed = fc.record({
      regular: providers,
      cyber: providers,
      premium_cricket: providers,
    });
    fc.assert(
      fc.property(
        allowed,
        providers,
        fc.constantFrom(...SPORT_TYPES, undefined),
        fc.constantFrom(...PROVIDERS),
        (settings, tested, sportType, provider) => {
          const match = { sportType, provider };
          const plain = matchEventsDelivered(match, { allowed: settings, testProviders: [] });
          const withCookie = matchEventsDelivered(match, { allowed: settings, testProviders: tested });
          if (plain) expect(withCookie).toBe(true);
          if (tested.includes(provider)) expect(withCookie).toBe(true);
          if (!plain && !tested.includes(provider)) expect(withCookie).toBe(false);
          // A known sport type decides by that type's list alone.
          if (sportType !== undefined) expect(plain).toBe(settings[sportType].includes(provider));
        },
      ),
    );
  });
});
