import { describe, expect, it } from 'vitest';
import { GET } from '@/app/fe-api/icons.svg/route';
import {
  GENERAL_ICON_NAMES,
  ICON_SPRITE_URL,
  ICON_SPRITE_VERSION,
  iconSprite,
  isGeneralIcon,
  sportIconId,
} from './sprite';

const request = (query = '', headers: Record<string, string> = {}) =>
  new Request(`http://bet.example/fe-api/icons.svg${query}`, { headers });

describe('the icon sprite (spec §7.2 GET /fe-api/icons.svg)', () => {
  it('holds every sport and general icon as a symbol', () => {
    const svg = iconSprite();
    for (const name of GENERAL_ICON_NAMES) expect(svg).toContain(`<symbol id="${name}"`);
    expect(svg).toContain(`<symbol id="${sportIconId('football')}"`);
    expect(sportIconId('curling')).toBe('sport-default');
    expect(isGeneralIcon('home')).toBe(true);
    expect(isGeneralIcon('⌂')).toBe(false);
    expect(isGeneralIcon('constructor')).toBe(false);
  });

  it('is versioned by its content: pages ask for the current version', () => {
    expect(ICON_SPRITE_VERSION).toMatch(/^[0-9a-f]{8}$/);
    expect(ICON_SPRITE_URL).toBe(`/fe-api/icons.svg?version=${ICON_SPRITE_VERSION}`);
  });

  it('is cached a year with the current version, ten minutes without one or with an old one', async () => {
    const versioned = GET(request(`?version=${ICON_SPRITE_VERSION}`));
    expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await versioned.text()).toBe(iconSprite());
    for (const query of ['', '?version=00000000', '?version=']) {
      expect(GET(request(query)).headers.get('cache-control')).toBe(
        'public, max-age=600, stale-while-revalidate=86400',
      );
    }
  });

  it('answers 304 to its own ETag', () => {
    const etag = GET(request()).headers.get('etag') ?? '';
    const again = GET(request(`?version=${ICON_SPRITE_VERSION}`, { 'if-none-match': etag }));
    expect(again.status).toBe(304);
  });
});
