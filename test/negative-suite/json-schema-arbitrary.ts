/**
 * fast-check arbitraries from the OpenAPI document's request schemas (JSON Schema 2020-12 as
 * zod-openapi writes it): values that mostly satisfy the schema, so the fuzzer gets past parsing
 * into the domain code, with `hostile` mixing in values of any shape at every level.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** Strings Postgres, Date and our parsers find hard: NUL, lone surrogates, huge, odd dates and zones. */
export const nastyStrings = [
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '9999-12-31',
  'Europe/Nowhere',
  '../../etc/passwd',
  "'; DROP TABLE sessions; --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  '\u202e\ufeff',
];

const hostileLeaf = fc.oneof(
  fc.constantFrom<unknown>(...nastyStrings),
  fc.constantFrom<unknown>(null, true, -1, 0, 1e308, -0, 2 ** 53 + 1, 1.5),
  fc.anything({ maxDepth: 2, maxKeys: 3 }),
);

function formatted(format: string | undefined): fc.Arbitrary<string> | null {
  const day = 24 * 3600_000;
  const instant = fc
    .integer({ min: Date.UTC(2020, 0, 1) / day, max: Date.UTC(2035, 0, 1) / day })
    .map((days) => new Date(days * day + 10 * 3600_000));
  if (format === 'uuid') return fc.uuid({ version: 4 });
  if (format === 'date-time') return instant.map((date) => date.toISOString());
  if (format === 'date') return instant.map((date) => date.toISOString().slice(0, 10));
  if (format === 'email') return fc.emailAddress();
  if (format === 'uri' || format === 'url') return fc.webUrl();
  return null;
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const byFormat = formatted(schema.format);
  if (byFormat) return byFormat;
  if (schema.pattern) {
    try {
      const maxLength = schema.maxLength ?? 200;
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= maxLength);
    } catch {
      // A pattern fast-check cannot read (lookbehind...): plain text below.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum === undefined ? -1_000 : schema.exclusiveMinimum + 1);
  const max = schema.maximum ?? (schema.exclusiveMaximum === undefined ? 1_000_000 : schema.exclusiveMaximum - 1);
  const [low, high] = min <= max ? [min, max] : [max, min];
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(low, -(2 ** 31))), max: Math.floor(Math.min(high, 2 ** 31 - 1)) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

function typed(schema: JsonSchema, type: string, hostile: boolean): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
    case 'number':
      return numberArbitrary(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, hostile), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object':
      return objectArbitrary(schema, hostile);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function objectArbitrary(schema: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, arbitraryFor(property, hostile)]),
  );
  const requiredKeys = Object.keys(properties).filter((key) => required.has(key));
  return fc.record(model, { requiredKeys });
}

/** An arbitrary for `schema`; with `hostile`, any node may be replaced by a value of any shape. */
export function arbitraryFor(schema: JsonSchema, hostile = false): fc.Arbitrary<unknown> {
  const faithful = faithfulArbitrary(schema, hostile);
  return hostile ? fc.oneof({ arbitrary: faithful, weight: 4 }, { arbitrary: hostileLeaf, weight: 1 }) : faithful;
}

function faithfulArbitrary(schema: JsonSchema, hostile: boolean): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryFor(choice, hostile)));
  if (schema.allOf?.length) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return arbitraryFor(merged, hostile);
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? objectArbitrary(schema, hostile) : fc.anything({ maxDepth: 1 });
  return fc.oneof(...types.map((type) => typed(schema, type, hostile)));
}

/** A JSON value of a type other than the schema's: what a "wrong type" case sends. */
export function wrongTypeFor(schema: JsonSchema): unknown {
  const types = new Set(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
  for (const choice of schema.anyOf ?? schema.oneOf ?? []) {
    for (const type of Array.isArray(choice.type) ? choice.type : [choice.type]) if (type) types.add(type);
  }
  if (!types.has('object')) return { unexpected: 'object' };
  if (!types.has('string')) return 'unexpected text';
  if (!types.has('array')) return ['unexpected'];
  return 12345;
}
