import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The colour tokens of `tokens.css`' `:root`, as written (`light-dark(a, b)`, `#hex`, `rgb(...)`, `var(...)`). */
function tokens(): Map<string, string> {
  const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
  const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
  const found = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--color-[a-z-]+):\s*([^;]+);/g))
    if (name && value) found.set(name, value.trim());
  return found;
}

type Rgba = readonly [number, number, number, number];

/** A token's colour in a theme: `light-dark()` picks its side, `var()` is followed. */
function colour(all: Map<string, string>, name: string, theme: 'light' | 'dark'): Rgba {
  let value = all.get(name);
  if (value === undefined) throw new Error(`no token ${name}`);
  const pair = /^light-dark\((.+),\s*((?:#|rgb)[^,]*(?:\([^)]*\))?)\)$/.exec(value);
  if (pair) value = (theme === 'light' ? pair[1] : pair[2])?.trim() ?? '';
  const reference = /^var\((--[a-z-]+)\)$/.exec(value);
  if (reference?.[1]) return colour(all, reference[1], theme);
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex?.[1]) {
    const channel = (at: number) => Number.parseInt(hex[1]?.slice(at, at + 2) ?? '', 16);
    return [channel(0), channel(2), channel(4), 1];
  }
  const rgb = /^rgb\((\d+) (\d+) (\d+) \/ ([\d.]+)\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), Number(rgb[4])];
  throw new Error(`${name}: cannot read ${value}`);
}

function over([r, g, b, alpha]: Rgba, [ur, ug, ub]: Rgba): Rgba {
  const mix = (front: number, back: number) => front * alpha + back * (1 - alpha);
  return [mix(r, ur), mix(g, ug), mix(b, ub), 1];
}

function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of `front` (blended over `back`) against `back`. */
function contrast(front: Rgba, back: Rgba): number {
  const [a, b] = [luminance(over(front, back)), luminance(back)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

const PAGES = ['--color-bg', '--color-surface', '--color-surface-muted'];

/** Text on its backgrounds: 4.5:1 (WCAG 1.4.3). */
const TEXT: readonly (readonly [string, readonly string[]])[] = [
  ['--color-text', PAGES],
  ['--color-text-muted', PAGES],
  ['--color-link', PAGES],
  ['--color-danger', [...PAGES, '--color-danger-surface']],
  ['--color-accent-text', ['--color-accent']],
  ['--color-header-text', ['--color-header']],
  ['--color-on-danger', ['--color-danger-fill', '--color-warning-fill']],
  ['--color-warning-text', ['--color-warning-surface']],
  ['--color-warning-strong', ['--color-surface', '--color-bg']],
  ['--color-info-text', ['--color-info-surface']],
  ['--color-success-text', ['--color-success-surface']],
  ['--color-odds-up', ['--color-surface']],
  ['--color-odds-down', ['--color-surface']],
  ['--color-favourite', ['--color-header']],
];

/** Control borders, focus rings and lines that carry meaning on their backgrounds: 3:1 (WCAG 1.4.11). */
const CONTROLS: readonly (readonly [string, readonly string[]])[] = [
  ['--color-border-strong', PAGES],
  ['--color-focus', PAGES],
  ['--color-link', PAGES],
  ['--color-header-focus', ['--color-header']],
  ['--color-header-line', ['--color-header']],
  ['--color-warning-border', ['--color-warning-surface']],
];

describe('colour tokens', () => {
  const all = tokens();
  for (const theme of ['light', 'dark'] as const) {
    it(`give text 4.5:1 on its backgrounds in the ${theme} theme`, () => {
      for (const [front, backs] of TEXT)
        for (const back of backs) {
          const ratio = contrast(colour(all, front, theme), colour(all, back, theme));
          expect(ratio, `${front} on ${back}`).toBeGreaterThanOrEqual(4.5);
        }
    });
    it(`give controls, focus rings and lines 3:1 in the ${theme} theme`, () => {
      for (const [front, backs] of CONTROLS)
        for (const back of backs) {
          const ratio = contrast(colour(all, front, theme), colour(all, back, theme));
          expect(ratio, `${front} on ${back}`).toBeGreaterThanOrEqual(3);
        }
    });
  }
});
