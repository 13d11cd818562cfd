import fc from 'fast-check';

/** Integers beyond what the database's id columns hold, up to JavaScript's exact range and beyond it. */
const outOfRangeIntegers = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 + 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, 2 ** 63, 1e21, 1e308),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(-1, -(2 ** 31) - 1, -(2 ** 53), -1e308, 0, -0),
);

/** Numbers that are not the integers a field expects: fractions, tiny and huge magnitudes. */
const oddNumbers = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0.5, 1.0000001, 5e-324, 1e-7, 2 ** 31 - 0.5, 999_999.999_999),
);

/** Strings a client should never send: NUL and other controls, lone surrogates, overlong, encoded junk. */
const hostileStrings = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '%00',
    '%ff',
    '%',
    '\ud800',
    '\udfff\ud800',
    ' ',
    '\u202e',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{{7*7}}',
    '9'.repeat(400),
    '-1',
    '1e309',
    '0x10',
    'NaN',
    'Infinity',
    'null',
    'true',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 256, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

/** Values of the wrong JSON type, empty and nested containers, and arrays far beyond any maximum. */
const wrongShapes = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    [],
    {},
    [[]],
    { '': null },
    [null],
    JSON.parse('{"__proto__":{"x":1}}'),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer({ min: 200, max: 3000 }).map((length) => Array.from({ length }, (_, i) => i)),
  fc.integer({ min: 10, max: 200 }).map((depth) => {
    let nested: unknown = 1;
    for (let level = 0; level < depth; level += 1) nested = [nested];
    return nested;
  }),
);

/** One hostile value: an out-of-range or odd number, a hostile string, or a wrong shape. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  outOfRangeIntegers,
  oddNumbers,
  hostileStrings,
  wrongShapes,
);

/** Pieces put into a URL as they are, not encoded: malformed and tricky percent-encoding among them. */
export const rawUrlPiece: fc.Arbitrary<string> = fc.constantFrom(
  '%ff',
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%2e%2e',
  '%2F',
  '..',
  '%20',
  '+',
  '-1',
  '1.5',
  '1e3',
  '0x1F',
  '2147483648',
  '9007199254740991',
  '9007199254740993',
  '99999999999999999999999',
  '',
  '1'.repeat(250),
);

/** Every path to a value inside `value` (the root is `[]`), objects' keys and arrays' indices alike. */
function pathsOf(value: unknown, at: readonly (string | number)[] = []): (string | number)[][] {
  const paths: (string | number)[][] = [[...at]];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) paths.push(...pathsOf(item, [...at, index]));
  } else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, key]));
  return paths;
}

function replaceAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  if (value !== null && typeof value === 'object')
    return { ...value, [head]: replaceAt((value as Record<string, unknown>)[head], rest, replacement) };
  return value;
}

function nodeAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((node, step) => (node as Record<string | number, unknown>)?.[step], value);
}

/** How a valid value is made hostile. */
export type Mutation =
  | { readonly kind: 'replace'; readonly pick: number; readonly value: unknown }
  | { readonly kind: 'leaf'; readonly pick: number; readonly nulAt: number; readonly number: number }
  | { readonly kind: 'unknown-field'; readonly pick: number; readonly name: string; readonly value: unknown }
  | { readonly kind: 'drop'; readonly pick: number };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    // Aimed at the leaves that reach the database: a NUL into text, an out-of-range number for a number.
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('leaf' as const),
      pick: fc.nat(),
      nulAt: fc.nat(),
      number: fc.oneof(outOfRangeIntegers, oddNumbers),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unknown-field' as const),
      pick: fc.nat(),
      name: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'id', 'x\u0000'),
        fc.string({ maxLength: 10 }),
      ),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }) },
);

/** `value` with one mutation: a value somewhere replaced, a field added to an object, or a field left out. */
export function mutate(value: unknown, change: Mutation): unknown {
  const paths = pathsOf(value);
  const path = paths[change.pick % paths.length] ?? [];
  if (change.kind === 'replace') return replaceAt(value, path, change.value);
  if (change.kind === 'leaf') {
    const leaves = paths.filter((candidate) => {
      const node = nodeAt(value, candidate);
      return typeof node === 'string' || typeof node === 'number';
    });
    const leaf = leaves[change.pick % Math.max(leaves.length, 1)];
    if (!leaf) return change.number;
    const node = nodeAt(value, leaf);
    if (typeof node === 'number') return replaceAt(value, leaf, change.number);
    const text = String(node);
    const at = change.nulAt % (text.length + 1);
    return replaceAt(value, leaf, `${text.slice(0, at)}\u0000${text.slice(at)}`);
  }
  if (change.kind === 'drop') {
    if (path.length === 0) return undefined;
    const parent = path.slice(0, -1);
    const key = path[path.length - 1];
    const container = parent.reduce<unknown>(
      (node, step) => (node as Record<string | number, unknown>)[step],
      value,
    );
    if (Array.isArray(container))
      return replaceAt(
        value,
        parent,
        container.filter((_, index) => index !== key),
      );
    if (container !== null && typeof container === 'object') {
      const { [String(key)]: _dropped, ...rest } = container as Record<string, unknown>;
      return replaceAt(value, parent, rest);
    }
    return value;
  }
  const objects = paths.filter((candidate) => {
    const node = candidate.reduce<unknown>(
      (at, step) => (at as Record<string | number, unknown>)[step],
      value,
    );
    return node !== null && typeof node === 'object' && !Array.isArray(node);
  });
  const target = objects[change.pick % Math.max(objects.length, 1)];
  if (!target) return { [change.name]: change.value };
  const node = target.reduce<unknown>((at, step) => (at as Record<string | number, unknown>)[step], value);
  return replaceAt(value, target, { ...(node as Record<string, unknown>), [change.name]: change.value });
}
