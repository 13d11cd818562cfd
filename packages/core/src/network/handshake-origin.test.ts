import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedHandshakeOrigin, loopbackTwins, normaliseHandshakeOrigin } from './handshake-origin';

const ALLOWED = ['https://sports.example.com', 'http://localhost:3000'];

describe('WebSocket handshake origins', () => {
  it('[WSO1] compares origins in the form browsers send: lower case, default port dropped', () => {
    expect(normaliseHandshakeOrigin('HTTPS://Sports.Example.com:443')).toBe('https://sports.example.com');
    expect(normaliseHandshakeOrigin('http://localhost:3000')).toBe('http://localhost:3000');
    for (const bad of [
      'null',
      '',
      'file://',
      'https://a.example/path',
      'https://u:p@a.example',
      'ws://a.example',
    ])
      expect(normaliseHandshakeOrigin(bad), bad).toBeUndefined();
  });

  it('[WSO2] allows a handshake without an Origin (a client that is not a browser)', () => {
    expect(isAllowedHandshakeOrigin(undefined, ALLOWED)).toBe(true);
    expect(isAllowedHandshakeOrigin(undefined, [])).toBe(true);
  });

  it('[WSO3] allows an allowed origin in any case, refuses every other one, null and junk', () => {
    expect(isAllowedHandshakeOrigin('https://sports.example.com', ALLOWED)).toBe(true);
    expect(isAllowedHandshakeOrigin('https://SPORTS.example.com:443', ALLOWED)).toBe(true);
    expect(isAllowedHandshakeOrigin('http://localhost:3000', ALLOWED)).toBe(true);
    for (const foreign of [
      'https://evil.example',
      'http://sports.example.com',
      'https://sports.example.com:8443',
      'https://sports.example.com.evil.example',
      'http://localhost:3001',
      'null',
      '',
      'https://sports.example.com/',
    ])
      expect(isAllowedHandshakeOrigin(foreign, ALLOWED), foreign).toBe(false);
  });

  it('[WSO3] refuses the origin of any other host, and allows an allowed one however it is cased', () => {
    const allowedHosts = ALLOWED.map((origin) => new URL(origin).hostname);
    const origins = fc
      .tuple(
        fc.constantFrom('http', 'https'),
        fc.stringMatching(/^[a-z0-9-]{1,12}(\.[a-z0-9-]{1,12}){0,3}$/),
        fc.option(fc.integer({ min: 1, max: 65_535 })),
      )
      .map(([scheme, host, port]) => `${scheme}://${host}${port === null ? '' : `:${port}`}`);
    fc.assert(
      fc.property(origins, (origin) => {
        // An origin that is not a URL at all (`http://0.a.0`) must be refused too.
        fc.pre(!allowedHosts.includes(URL.canParse(origin) ? new URL(origin).hostname : ''));
        expect(isAllowedHandshakeOrigin(origin, ALLOWED)).toBe(false);
      }),
      { seed: 20_261_122, numRuns: 100 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ALLOWED),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (origin, upper) => {
          const cased = [...origin].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join('');
          expect(isAllowedHandshakeOrigin(cased, ALLOWED)).toBe(true);
        },
      ),
      { seed: 20_261_122, numRuns: 100 },
    );
  });

  it('[WSO4] names the loopback twins of a loopback origin, and none of another', () => {
    expect(loopbackTwins('http://localhost:3000')).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loopbackTwins('http://127.0.0.1:8080')).toEqual(['http://localhost:8080', 'http://[::1]:8080']);
    expect(loopbackTwins('https://localhost')).toEqual(['https://127.0.0.1', 'https://[::1]']);
    expect(loopbackTwins('https://sports.example.com')).toEqual([]);
    expect(loopbackTwins('not an origin')).toEqual([]);
  });
});
