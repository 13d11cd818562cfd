import { describe, expect, it } from 'vitest';
import { placeOf } from './metadata';

const place = (headers: Record<string, string>, webOrigin?: string) =>
  placeOf(new Headers(headers), webOrigin);

describe('request place (origin for the no-index list, SEO1; links, SEO2)', () => {
  it('takes the proxy headers first, else the Host header', () => {
    expect(place({ host: '127.0.0.1:3000' }).requestOrigin).toBe('http://127.0.0.1:3000');
    expect(
      place({
        host: 'internal:3000',
        'x-forwarded-host': 'Staging.Example.com, proxy',
        'x-forwarded-proto': 'https',
      }).requestOrigin,
    ).toBe('https://staging.example.com');
    expect(place({ host: '[::1]:3000' }).requestOrigin).toBe('http://[::1]:3000');
  });

  it('ignores a malformed host or protocol', () => {
    for (const host of ['evil.com/<script>', 'a b', 'x@y', 'host:99999999', '"><svg>', '']) {
      expect(place({ host }).requestOrigin, host).toBeUndefined();
    }
    expect(place({ host: 'bet.example', 'x-forwarded-proto': 'javascript' }).requestOrigin).toBe(
      'http://bet.example',
    );
  });

  it('uses WEB_ORIGIN for public links when it is a valid http(s) origin', () => {
    expect(place({ host: 'internal:3000' }, 'https://bet.example/ignored').publicOrigin).toBe(
      'https://bet.example',
    );
    expect(place({ host: 'internal:3000' }, 'not a url').publicOrigin).toBe('http://internal:3000');
  });

  it("reads the browser's path without its query", () => {
    expect(place({ 'x-sportsbook-path': '/de/sports/live?x=<script>' }).path).toBe('/de/sports/live');
    expect(place({}).path).toBe('/sports');
  });
});
