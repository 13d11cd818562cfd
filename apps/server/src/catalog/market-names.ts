/**
 * Renders market and outcome names from feed-style templates, per locale:
 * `{total}` a specifier value, `{+hcp}` / `{-hcp}` a signed value (negated for `-`), `{!goalnr}` an
 * ordinal, `{$competitor1}` / `{$competitor2}` the home and away names.
 */
export interface NameContext {
  readonly locale: string;
  readonly specifiers: Readonly<Record<string, string>>;
  readonly competitor1: string;
  readonly competitor2: string;
}

function signed(raw: string, negate: boolean): string {
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw;
  const v = negate ? -value : value;
  if (v === 0) return '0';
  return v > 0 ? `+${v}` : String(v);
}

function ordinal(raw: string, locale: string): string {
  const n = Number(raw);
  if (!Number.isInteger(n)) return raw;
  if (locale === 'en') {
    const lastTwo = n % 100;
    const last = n % 10;
    const suffix =
      lastTwo >= 11 && lastTwo <= 13
        ? 'th'
        : last === 1
          ? 'st'
          : last === 2
            ? 'nd'
            : last === 3
              ? 'rd'
              : 'th';
    return `${n}${suffix}`;
  }
  if (locale === 'es' || locale === 'pt') return `${n}º`;
  return `${n}.`;
}

export function renderName(template: string, context: NameContext): string {
  return template.replace(/\{([!+-]?)(\$?[a-z0-9_]+)\}/gi, (whole, modifier: string, key: string) => {
    if (key === '$competitor1') return context.competitor1;
    if (key === '$competitor2') return context.competitor2;
    const value = context.specifiers[key];
    if (value === undefined) return whole;
    if (modifier === '+') return signed(value, false);
    if (modifier === '-') return signed(value, true);
    if (modifier === '!') return ordinal(value, context.locale);
    return value;
  });
}

/** Parses a specifier string `total=2.5|hcp=-1` into its parts; the empty string has none. */
export function parseSpecifier(specifier: string): Record<string, string> {
  const result: Record<string, string> = {};
  if (!specifier) return result;
  for (const part of specifier.split('|')) {
    const eq = part.indexOf('=');
    if (eq > 0) result[part.slice(0, eq)] = part.slice(eq + 1);
  }
  return result;
}

/** Writes specifier parts back in a stable order (keys sorted). */
export function formatSpecifier(parts: Readonly<Record<string, string | number>>): string {
  return Object.keys(parts)
    .sort()
    .map((key) => `${key}=${parts[key]}`)
    .join('|');
}
