/**
 * Request bodies, generated from /api/openapi.json: for every operation that reads one, a base body
 * (the hand-written valid one where test/hostile-inputs has it, else one drawn from the schema) is
 * sent with an extra field, without each required field, with each field of the wrong type, an
 * oversized string, NUL characters, and as bytes that are not UTF-8. No answer may be 5xx; every
 * refusal is in the error shape and leaves the teacher's records as they were.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { bodyCases, teacherFootprint } from '@/test/hostile-inputs/base-bodies';
import { errorShapeProblem } from '@/test/hostile-inputs/expect-client-error';
import { cookieFor, createWorld, urlPath, validParams, type World } from '@/test/hostile-inputs/route-table';
import { callRoute, callRouteWithBody } from '@/test/http';
import { arbitraryFor, wrongTypeFor, type JsonSchema } from './json-schema-arbitrary';
import { isDocumentedUnavailable, loadOperations, type Operation } from './openapi-operations';

type Variant = { label: string; body?: unknown; bytes?: Uint8Array<ArrayBuffer> };

const invalidUtf8 = (json: string) => {
  const text = new TextEncoder().encode(json);
  // 0xC3 0x28 is an invalid two-byte sequence; 0xFF never appears in UTF-8.
  return new Uint8Array([...text.slice(0, 1), 0xc3, 0x28, 0xff, ...text.slice(1)]);
};

function variantsOf(base: Record<string, unknown>, schema: JsonSchema): Variant[] {
  const properties = schema.properties ?? {};
  const variants: Variant[] = [
    { label: 'an extra field', body: { ...base, unexpectedField: 'x' } },
    { label: 'NUL in every string', body: withNul(base) },
    { label: 'bytes that are not UTF-8', bytes: invalidUtf8(JSON.stringify(base)) },
  ];
  for (const key of schema.required ?? []) {
    const { [key]: _, ...rest } = base;
    variants.push({ label: `without ${key}`, body: rest });
  }
  for (const [key, property] of Object.entries(properties)) {
    variants.push({ label: `${key} of the wrong type`, body: { ...base, [key]: wrongTypeFor(property) } });
    if (property.type === 'string' || property.anyOf?.some((choice) => choice.type === 'string')) {
      variants.push({
        label: `${key} oversized`,
        body: { ...base, [key]: 'x'.repeat((property.maxLength ?? 10_000) * 10 + 1) },
      });
    }
  }
  return variants;
}

function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNul(inner)]));
  }
  return value;
}

async function baseBodyFor(
  operation: Operation,
  world: World,
): Promise<{ body: Record<string, unknown>; params?: Record<string, string> }> {
  const known = (await bodyCases(world)).find((bodyCase) => bodyCase.route === operation.name);
  if (known) return known;
  const drawn = fc.sample(arbitraryFor(operation.body!), { numRuns: 1, seed: 7 })[0];
  return {
    body: drawn && typeof drawn === 'object' && !Array.isArray(drawn) ? (drawn as Record<string, unknown>) : {},
  };
}

describe('generated body variants', async () => {
  const operations = (await loadOperations()).filter((operation) => operation.body?.type === 'object');
  let cases = 0;
  afterAll(() => console.info(`negative suite: ${cases} generated body cases over ${operations.length} operations`));

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s: never 5xx, refusals in the error shape and without writes',
    async (_, operation) => {
      const world = await createWorld();
      const base = await baseBodyFor(operation, world);
      const params = { ...validParams(operation.route.contract, world), ...base.params } as Record<string, string>;
      const handler = await operation.route.handler();
      const failures: string[] = [];
      // What the records were before each request: the footprint taken after the one before it.
      let before = await teacherFootprint(world.teacher.id);
      for (const variant of variantsOf(base.body, operation.body!)) {
        cases++;
        const request = {
          method: operation.method,
          path: urlPath(operation.route.contract, params),
          params,
          cookie: await cookieFor(operation.route.contract, world),
        };
        const answer = variant.bytes
          ? await callRouteWithBody(handler, variant.bytes, {
              ...request,
              headers: { 'content-type': 'application/json' },
            })
          : await callRoute(handler, { ...request, body: variant.body });
        if (answer.status >= 500 && !isDocumentedUnavailable(operation, answer))
          failures.push(`${variant.label} -> ${answer.status} ${answer.text.slice(0, 160)}`);
        const shape = errorShapeProblem(answer);
        if (shape) failures.push(`${variant.label} -> ${answer.status} ${shape}`);
        const after = await teacherFootprint(world.teacher.id);
        if (answer.status >= 400 && after !== before)
          failures.push(`${variant.label} -> ${answer.status} but records changed`);
        before = after;
      }
      expect(failures).toEqual([]);
    },
  );
});
