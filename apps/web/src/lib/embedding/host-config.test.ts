import { describe, expect, it } from 'vitest';
import { frameAncestorsPolicy, HostConfigError, readHostConfig } from './host-config';

describe('host configuration', () => {
  it('reads HOST_ORIGINS and HOST_MESSAGE_TAG, with the default tag', () => {
    expect(readHostConfig({})).toEqual({ origins: [], tag: 'sportsbook' });
    expect(
      readHostConfig({
        HOST_ORIGINS: 'http://localhost:4000, https://casino.example',
        HOST_MESSAGE_TAG: 'acme',
      }),
    ).toEqual({ origins: ['http://localhost:4000', 'https://casino.example'], tag: 'acme' });
  });

  it('refuses origins that are not origins, and bad tags', () => {
    expect(() => readHostConfig({ HOST_ORIGINS: '*' })).toThrow(HostConfigError);
    expect(() => readHostConfig({ HOST_ORIGINS: 'https://casino.example/lobby' })).toThrow(/HOST_ORIGINS/);
    expect(() => readHostConfig({ HOST_MESSAGE_TAG: 'a:b' })).toThrow(/HOST_MESSAGE_TAG/);
  });

  it('allows framing by the page itself and the allowed hosts only', () => {
    expect(frameAncestorsPolicy({})).toBe("frame-ancestors 'self'");
    expect(frameAncestorsPolicy({ HOST_ORIGINS: 'http://127.0.0.1:4000' })).toBe(
      "frame-ancestors 'self' http://127.0.0.1:4000",
    );
    // A bad list frames for no one else (the start refuses it anyway).
    expect(frameAncestorsPolicy({ HOST_ORIGINS: "https://a.example, 'unsafe-inline' *" })).toBe(
      "frame-ancestors 'self'",
    );
  });
});
