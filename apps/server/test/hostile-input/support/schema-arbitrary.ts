import fc from 'fast-check';

/** A JSON Schema node as zod's `toJSONSchema` writes it (draft 2020-12). */
export type JsonSchema = {
  readonly type?: string | readonly string[];
  readonly $ref?: string;
  readonly $defs?: Readonly<Record<string, JsonSchema>>;
  readonly anyOf?: readonly JsonSchema[];
  readonly oneOf?: readonly JsonSchema[];
  readonly allOf?: readonly JsonSchema[];
  readonly enum?: readonly unknown[];
  readonly const?: unknown;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly propertyNames?: JsonSchema;
  readonly items?: JsonSchema;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
};

/**
 * Values of the world under test that a random input would almost never hit (ids of matches that exist,
 * their specifiers and outcome ids, currencies of the players' accounts), mixed into the generated inputs so
 * that schema-valid requests also reach the handlers' deeper paths.
 */
export interface KnownValues {
  readonly integers: readonly number[];
  readonly strings: readonly string[];
}

/** Items an array gets beyond its minimum, at most: enough to vary, few enough to stay fast. */
const EXTRA_ITEMS = 3;
/** Longest free text generated for a valid string (its own maximum permitting). */
const TEXT_LENGTH = 24;
/** The NUL-refusing pattern of the contract's `text()`: it says nothing about what a value looks like. */
const NO_NUL_PATTERN = '^[^\\u0000]*$';

const types = (schema: JsonSchema): readonly string[] =>
  schema.type === undefined ? [] : typeof schema.type === 'string' ? [schema.type] : schema.type;

function withinLength(schema: JsonSchema) {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  return (value: string) => value.length >= min && value.length <= max;
}

function integerArbitrary(schema: JsonSchema, known: KnownValues): fc.Arbitrary<number> {
  const min = Math.max(
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -(2 ** 31)),
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2 ** 31),
    Number.MAX_SAFE_INTEGER,
  );
  const inRange = known.integers.filter((value) => value >= min && value <= max);
  return fc.oneof(
    { weight: 2, arbitrary: fc.integer({ min, max: Math.min(max, Math.max(min, 0) + 100) }) },
    { weight: 1, arbitrary: fc.integer({ min, max }) },
    ...(inRange.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...inRange) }] : []),
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  return fc.double({
    min,
    max,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function stringArbitrary(schema: JsonSchema, known: KnownValues): fc.Arbitrary<string> {
  const fits = withinLength(schema);
  if (schema.format === 'date-time') {
    const dates = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true });
    return fc.oneof(
      dates.map((date) => date.toISOString()),
      dates.map((date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`),
    );
  }
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  // The server date text of spec §9 (`YYYY-MM-DD HH:MM:SS UTC`): digits the pattern allows are rarely a date.
  if (schema.pattern?.startsWith('^\\d{4}-\\d{2}-\\d{2}'))
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`);
  if (schema.pattern !== undefined && schema.pattern !== NO_NUL_PATTERN) {
    const pattern = new RegExp(schema.pattern);
    const matching = known.strings.filter((value) => pattern.test(value) && fits(value));
    return fc.oneof(
      fc.stringMatching(pattern).filter(fits),
      ...(matching.length > 0 ? [fc.constantFrom(...matching)] : []),
    );
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? TEXT_LENGTH, TEXT_LENGTH));
  const fitting = known.strings.filter(fits);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc
      .string({ unit: 'grapheme', minLength, maxLength })
      .filter((value) => !value.includes('\u0000') && fits(value)),
    ...(fitting.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...fitting) }] : []),
  );
}

/**
 * An arbitrary of values the JSON Schema `schema` (a node of `root`) describes: what a well-behaved client
 * sends. Refinements JSON Schema cannot say (a limit's period length, "at least one field") are not known
 * here, so a few values are still refused by the server: they are valid as far as the document tells.
 */
export function arbitraryOf(schema: JsonSchema, root: JsonSchema, known: KnownValues): fc.Arbitrary<unknown> {
  if (schema.$ref !== undefined) {
    const name = schema.$ref.replace('#/$defs/', '');
    const target = root.$defs?.[name];
    if (!target) throw new Error(`unresolved ${schema.$ref}`);
    return arbitraryOf(target, root, known);
  }
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => arbitraryOf(option, root, known)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], root, known);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const kinds = types(schema);
  if (kinds.length > 1)
    return fc.oneof(...kinds.map((type) => arbitraryOf({ ...schema, type }, root, known)));
  switch (kinds[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerArbitrary(schema, known);
    case 'number':
      return fc.oneof(numberArbitrary(schema), integerArbitrary({ ...schema, type: 'integer' }, known));
    case 'string':
      return stringArbitrary(schema, known);
    case 'array': {
      const item = schema.items ? arbitraryOf(schema.items, root, known) : fc.jsonValue({ maxDepth: 1 });
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 10, minLength + EXTRA_ITEMS);
      // The fewest items half of the time: one selection, one bet, the simplest request that is whole.
      return fc.oneof(
        fc.array(item, { minLength, maxLength: minLength }),
        fc.array(item, { minLength, maxLength }),
      );
    }
    case 'object': {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === 'object') {
        const key = schema.propertyNames ? arbitraryOf(schema.propertyNames, root, known) : fc.string();
        return fc.dictionary(key.map(String), arbitraryOf(schema.additionalProperties, root, known), {
          maxKeys: EXTRA_ITEMS,
        });
      }
      const required = new Set(schema.required ?? []);
      // An optional field is sent a third of the time: most requests are plain, some carry every extra.
      const fields = Object.entries(properties).map(([name, child]) =>
        fc.tuple(
          fc.constant(name),
          arbitraryOf(child, root, known),
          required.has(name) ? fc.constant(true) : fc.nat(2).map((n) => n === 0),
        ),
      );
      return fc
        .tuple(...fields)
        .map((entries) =>
          Object.fromEntries(entries.filter(([, , sent]) => sent).map(([name, value]) => [name, value])),
        );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
