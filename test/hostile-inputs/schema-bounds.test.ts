/**
 * The contract side of "no request answers 500": every value a request schema accepts has a bound a
 * column and the runtime can hold (numbers within int4, strings and lists with a maximum). A new
 * route that forgets one fails here before any hostile client finds it.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeContracts } from '@/lib/openapi/routes';
import { unboundedPaths } from './input-bounds';

describe('request schemas', () => {
  it('bound every number, string and list a client sends', () => {
    const unbounded = routeContracts.flatMap((contract) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = contract[part];
        return schema ? unboundedPaths(schema, part).map((path) => `${contract.method} ${contract.path} ${path}`) : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });
});

describe('the bounds check', () => {
  it.each([
    [
      'a bare number',
      z.object({ n: z.number().int() }),
      ['(root).n: number outside int4 (-9007199254740991..9007199254740991)'],
    ],
    ['a bare string', z.object({ s: z.string().trim() }), ['(root).s: string without a maximum length']],
    ['a list without max', z.array(z.uuid()), ['(root): array without a maximum size']],
    ['an open record', z.record(z.string(), z.string()), ['(root): open record']],
    [
      'a record of declared size with an unbounded value',
      z.record(z.string().max(10), z.string()).meta({ maxProperties: 3 }),
      ['(root){value}: string without a maximum length'],
    ],
    ['a record of declared size, bounded', z.record(z.string().max(10), z.boolean()).meta({ maxProperties: 3 }), []],
    ['a transform with nothing after', z.string().transform(Number), ['(root): string without a maximum length']],
  ])('finds %s', (_, schema, expected) => {
    expect(unboundedPaths(schema)).toEqual(expected);
  });

  it.each([
    ['bounded numbers', z.object({ n: z.number().int().min(0).max(100).nullable().optional() })],
    ['fixed patterns', z.string().regex(/^[A-Z]{3}$/)],
    ['formats', z.object({ id: z.uuid(), at: z.iso.datetime(), on: z.iso.date() })],
    [
      'a bounded pipe',
      z
        .string()
        .transform((value) => value.trim())
        .pipe(z.string().max(3)),
    ],
    ['enums and booleans', z.object({ kind: z.enum(['a', 'b']), on: z.boolean() })],
  ])('accepts %s', (_, schema) => {
    expect(unboundedPaths(schema)).toEqual([]);
  });
});
