/**
 * The icon sprite of `GET /fe-api/icons.svg` (spec §7.5): one `<symbol>` per sport of the catalogue
 * (`sport-<key>`) and per general icon, drawn on a 24×24 grid with `currentColor` so they follow the text colour
 * (and forced-colours modes). Pages use them as `<svg><use href="/fe-api/icons.svg#id"/></svg>` (`icon.tsx`).
 */

const STROKE =
  'fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"';

const SPORT_ICONS: Readonly<Record<string, string>> = {
  football: `<circle cx="12" cy="12" r="9" ${STROKE}/><path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4z" fill="currentColor"/><path d="M12 3v4.5M16 10.4l4.3-1.6M14.5 15l2.6 3.8M9.5 15l-2.6 3.8M8 10.4L3.7 8.8" ${STROKE}/>`,
  basketball: `<circle cx="12" cy="12" r="9" ${STROKE}/><path d="M3 12h18M12 3v18M5.6 5.6c3.2 3 3.2 9.8 0 12.8M18.4 5.6c-3.2 3-3.2 9.8 0 12.8" ${STROKE}/>`,
  tennis: `<circle cx="12" cy="12" r="9" ${STROKE}/><path d="M5.5 5.8c3.6 3.1 3.6 9.3 0 12.4M18.5 5.8c-3.6 3.1-3.6 9.3 0 12.4" ${STROKE}/>`,
  'ice-hockey': `<path d="M4 4l7 12h6a2 2 0 0 1 0 4H9.5L3 8" ${STROKE}/><ellipse cx="18" cy="7" rx="3" ry="1.5" ${STROKE}/>`,
  volleyball: `<circle cx="12" cy="12" r="9" ${STROKE}/><path d="M12 3c-1 4 0 7 3 9M12 12c-4 1-7 0-9-2M12 12c1 4 4 6 8 6" ${STROKE}/>`,
  'table-tennis': `<circle cx="9" cy="9" r="6" ${STROKE}/><path d="M13.2 13.2l5.3 5.3" ${STROKE}/><circle cx="19" cy="6" r="2" fill="currentColor"/>`,
  handball: `<circle cx="12" cy="12" r="9" ${STROKE}/><path d="M7 5.5c2 2.5 2 10.5 0 13M12 3v18M17 5.5c-2 2.5-2 10.5 0 13" ${STROKE}/>`,
  'american-football': `<ellipse cx="12" cy="12" rx="9.5" ry="5.5" transform="rotate(-45 12 12)" ${STROKE}/><path d="M9.5 14.5l5-5M10.5 11.5l2 2M12 10l2 2" ${STROKE}/>`,
  baseball: `<circle cx="12" cy="12" r="9" ${STROKE}/><path d="M6 5.5c2.5 3.5 2.5 9.5 0 13M18 5.5c-2.5 3.5-2.5 9.5 0 13" ${STROKE} stroke-dasharray="2 2"/>`,
  cricket: `<path d="M5 19l9-9 2 2-9 9-2-2zM14 10l4-4" ${STROKE}/><circle cx="18" cy="17" r="2.5" ${STROKE}/>`,
  cs2: `<circle cx="12" cy="12" r="7" ${STROKE}/><path d="M12 2v5M12 17v5M2 12h5M17 12h5" ${STROKE}/><circle cx="12" cy="12" r="1.5" fill="currentColor"/>`,
  dota2: `<rect x="3" y="3" width="18" height="18" rx="3" ${STROKE}/><path d="M7 7l10 10M7 17l3-3M14 10l3-3" ${STROKE}/>`,
  default: `<circle cx="12" cy="12" r="9" ${STROKE}/><path d="M8 12h8M12 8v8" ${STROKE}/>`,
};

/** The general icons of the sprite (spec §7.2 "general icons"), by name: what a menu link's `icon` may name. */
export const GENERAL_ICON_NAMES = [
  'home',
  'live',
  'search',
  'close',
  'menu',
  'bet-slip',
  'my-bets',
  'star',
  'chevron',
  'outright',
  'esports',
  'gift',
  'bell',
  'results',
  'calendar',
] as const;
export type GeneralIcon = (typeof GENERAL_ICON_NAMES)[number];

const GENERAL_ICONS: Readonly<Record<GeneralIcon, string>> = {
  home: `<path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" ${STROKE}/>`,
  live: `<circle cx="12" cy="12" r="3" fill="currentColor"/><path d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14" ${STROKE}/>`,
  search: `<circle cx="11" cy="11" r="6.5" ${STROKE}/><path d="M16 16l5 5" ${STROKE}/>`,
  close: `<path d="M6 6l12 12M18 6L6 18" ${STROKE}/>`,
  menu: `<path d="M4 7h16M4 12h16M4 17h16" ${STROKE}/>`,
  'bet-slip': `<path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" ${STROKE}/><path d="M9 8h6M9 12h6" ${STROKE}/>`,
  'my-bets': `<path d="M4 5h16M4 12h16M4 19h16" ${STROKE}/><circle cx="4" cy="5" r="0.5" fill="currentColor"/>`,
  star: `<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" ${STROKE}/>`,
  chevron: `<path d="M9 6l6 6-6 6" ${STROKE}/>`,
  outright: `<path d="M8 4h8v5a4 4 0 0 1-8 0zM12 13v4M8 20h8M8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4" ${STROKE}/>`,
  bell: `<path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" ${STROKE}/><path d="M10 20.5a2 2 0 0 0 4 0" ${STROKE}/>`,
  results: `<path d="M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3M12 14v3M8 20h8l-1-3H9z" ${STROKE}/>`,
  calendar: `<rect x="4" y="5" width="16" height="15" rx="2" ${STROKE}/><path d="M4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" ${STROKE}/>`,
  gift: `<rect x="4" y="9" width="16" height="11" rx="1" ${STROKE}/><path d="M3 9h18M12 9v11M12 9c-1.5-4-6-4-6-1.5S12 9 12 9zM12 9c1.5-4 6-4 6-1.5S12 9 12 9z" ${STROKE}/>`,
  esports: `<path d="M7 8h10a4 4 0 0 1 4 4.5l-.6 3.6a2.3 2.3 0 0 1-4 1.1L14.5 15h-5l-1.9 2.2a2.3 2.3 0 0 1-4-1.1L3 12.5A4 4 0 0 1 7 8z" ${STROKE}/><path d="M7.5 10.5v3M6 12h3" ${STROKE}/><circle cx="15.5" cy="11" r="0.9" fill="currentColor"/><circle cx="17.2" cy="13" r="0.9" fill="currentColor"/>`,
};

/** Sport keys that have their own icon; others use `sport-default`. */
export const SPORT_ICON_KEYS: ReadonlySet<string> = new Set(
  Object.keys(SPORT_ICONS).filter((key) => key !== 'default'),
);

export function isGeneralIcon(name: string): name is GeneralIcon {
  return Object.hasOwn(GENERAL_ICONS, name);
}

/** The symbol id of a sport's icon. */
export function sportIconId(sportKey: string): string {
  return `sport-${SPORT_ICON_KEYS.has(sportKey) ? sportKey : 'default'}`;
}

/** The sprite document. */
export function iconSprite(): string {
  const symbols = [
    ...Object.entries(SPORT_ICONS).map(([key, body]) => [`sport-${key}`, body] as const),
    ...Object.entries(GENERAL_ICONS),
  ].map(([id, body]) => `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** Where the sprite is served (the web app's route `app/fe-api/icons.svg`). */
export const ICON_SPRITE_PATH = '/fe-api/icons.svg';

/** FNV-1a (32 bit) of a text, as 8 hex digits: a content version, not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The sprite's version (spec §7.2 `GET /fe-api/icons.svg` optional `version`): a hash of its content, so pages
 * ask for `?version=<hash>`, which browsers and CDNs keep for a year, and a changed sprite gets a new URL.
 */
export const ICON_SPRITE_VERSION = fnv1a(iconSprite());

/** The sprite's URL pages use: its path with the current version. */
export const ICON_SPRITE_URL = `${ICON_SPRITE_PATH}?version=${ICON_SPRITE_VERSION}`;
