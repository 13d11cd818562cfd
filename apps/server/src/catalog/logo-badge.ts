/** What a badge is drawn from: the competitor's abbreviation and its stored colours and shape. */
export interface BadgeSpec {
  readonly abbreviation: string;
  readonly primary: string;
  readonly secondary: string;
  readonly shape: string;
}

const SHAPES: Readonly<Record<string, string>> = {
  shield: '<path d="M32 3 L58 12 V30 C58 46 46 56 32 61 C18 56 6 46 6 30 V12 Z"',
  hexagon: '<path d="M32 3 L57 17.5 V46.5 L32 61 L7 46.5 V17.5 Z"',
  diamond: '<path d="M32 3 L61 32 L32 61 L3 32 Z"',
  square: '<rect x="5" y="5" width="54" height="54" rx="10"',
  circle: '<circle cx="32" cy="32" r="29"',
};

const COLOUR = /^#[0-9a-f]{6}$/i;

function colour(value: string, fallback: string): string {
  return COLOUR.test(value) ? value : fallback;
}

/** Black or white, whichever reads better on a background colour (relative luminance). */
function inkOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.55 ? '#111111' : '#FFFFFF';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A competitor's badge as a self-contained SVG (64 × 64): its shape in its primary colour, edged in the
 * secondary one, with its abbreviation. No external references, no script.
 */
export function renderBadge(spec: BadgeSpec): string {
  const primary = colour(spec.primary, '#1D428A');
  const secondary = colour(spec.secondary, '#FFFFFF');
  const shape = SHAPES[spec.shape] ?? SHAPES.shield;
  const text = escapeXml(spec.abbreviation.slice(0, 5));
  const size = text.length <= 3 ? 17 : text.length === 4 ? 14 : 11;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img">',
    `<title>${text}</title>`,
    `${shape} fill="${primary}" stroke="${secondary}" stroke-width="4"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${inkOn(primary)}">${text}</text>`,
    '</svg>',
  ].join('');
}
