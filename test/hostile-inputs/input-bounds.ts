/**
 * Walks a request schema (Zod 4) and names every value it accepts without a bound a column or the
 * runtime can hold: numbers beyond int4, strings without a maximum length, arrays without a maximum
 * size, open records and `unknown`. The sweep in `schema-bounds.test.ts` runs it over every contract.
 */
import { z } from 'zod';

export const int4 = { min: -2_147_483_648, max: 2_147_483_647 };

/** Formats whose grammar already bounds the length (or that Zod checks for a fixed shape). */
const boundedFormats = new Set(['uuid', 'guid', 'date', 'datetime', 'time', 'cuid', 'cuid2', 'ulid', 'ipv4', 'ipv6']);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
type Checked = { minValue?: number | null; maxValue?: number | null; maxLength?: number | null; format?: string };

function arrayMax(def: Def): number | undefined {
  const checks = (def.checks ?? []) as { _zod: { def: { check: string; maximum?: number; length?: number } } }[];
  for (const check of checks) {
    const inner = check._zod.def;
    if (inner.check === 'max_length' && inner.maximum !== undefined) return inner.maximum;
    if (inner.check === 'length_equals') return inner.length;
  }
  return undefined;
}

/** `^...$` with no `*`, `+` or `{n,}`: the pattern itself caps the length (`^[A-Z]{3}$`, `^\d{2}:\d{2}$`). */
function hasBoundedPattern(def: Def): boolean {
  const checks = (def.checks ?? []) as { _zod: { def: { check: string; pattern?: RegExp } } }[];
  return checks.some(({ _zod: { def: check } }) => {
    const source = check.pattern?.source;
    return (
      check.check === 'string_format' &&
      source !== undefined &&
      source.startsWith('^') &&
      source.endsWith('$') &&
      !/(?<!\\)[*+]|\{\d+,\}/.test(source)
    );
  });
}

export function unboundedPaths(schema: z.ZodType, path = '(root)', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (inner: unknown, at = path) => unboundedPaths(inner as z.ZodType, at, seen);
  const checked = schema as unknown as Checked;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const rest =
        def.catchall && defOf(def.catchall as z.ZodType).type !== 'never' ? walk(def.catchall, `${path}.*`) : [];
      return [...Object.entries(shape).flatMap(([key, value]) => walk(value, `${path}.${key}`)), ...rest];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe': {
      // What reaches the route passed both sides: either one bounding it is enough.
      const before = walk(def.in);
      return before.length && walk(def.out).length ? before : [];
    }
    case 'transform':
      return [`${path}: transformed value`];
    case 'lazy':
      return walk((def.getter as () => z.ZodType)());
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => walk(option));
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, index) => walk(item, `${path}.${index}`));
    case 'array':
      return [
        ...(arrayMax(def) === undefined ? [`${path}: array without a maximum size`] : []),
        ...walk(def.element, `${path}[]`),
      ];
    case 'record': {
      // A record is bounded when its size is declared (`.meta({ maxProperties })`, checked by the
      // schema's own refine) and its keys and values are bounded.
      const maxProperties = (z.globalRegistry.get(schema) as { maxProperties?: unknown } | undefined)?.maxProperties;
      if (typeof maxProperties !== 'number') return [`${path}: open record`];
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{value}`)];
    }
    case 'string': {
      if (checked.format && boundedFormats.has(checked.format)) return [];
      if (checked.maxLength != null || hasBoundedPattern(def)) return [];
      return [`${path}: string without a maximum length`];
    }
    case 'number': {
      const { minValue, maxValue } = checked;
      const inRange = (value: number | null | undefined) => value != null && value >= int4.min && value <= int4.max;
      return inRange(minValue) && inRange(maxValue) ? [] : [`${path}: number outside int4 (${minValue}..${maxValue})`];
    }
    case 'unknown':
    case 'any':
      return [`${path}: ${def.type}`];
    default:
      // enum, literal, boolean, null, date, never...: nothing a client can make too big.
      return [];
  }
}
