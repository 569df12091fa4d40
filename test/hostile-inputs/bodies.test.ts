/**
 * Request bodies: a valid body per route with one top-level field made hostile at a time (values
 * chosen by the field's type), and structural attacks on every route that reads a body. Nothing may
 * answer 5xx; a refusal is in the error shape and leaves the teacher's records as they were.
 */
import { describe, expect, it } from 'vitest';
import { callRoute } from '@/test/http';
import { errorShapeProblem } from './expect-client-error';
import { bodyCases, teacherFootprint } from './base-bodies';
import { cookieFor, createWorld, sweptRoutes, urlPath, validParams } from './route-table';

const hugeText = 'x'.repeat(200_000);

/** Strings no column should take, dates no `timestamp` or `Date` can, and values of other types. */
const hostileStrings: unknown[] = [
  hugeText,
  '\ud800',
  'a\udfffb',
  '',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31',
  '9999-12-31T23:59:59-14:00',
  '+275760-09-13T00:00:00.000Z',
  '1900-01-01',
  '2999-12-31',
  '1900-01-01T00:00:00Z',
  '2999-12-31T23:59:59Z',
  'Europe/Nowhere',
  42,
  null,
  {},
];

const hostileNumbers: unknown[] = [
  2_147_483_648,
  -2_147_483_649,
  1e308,
  -1e308,
  1.5,
  9_007_199_254_740_993,
  '1',
  null,
  true,
];

const deeplyNested = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

function hostileValuesFor(value: unknown): unknown[] {
  if (typeof value === 'number') return hostileNumbers;
  if (typeof value === 'boolean') return ['true', 1, null];
  if (Array.isArray(value)) return [Array(5000).fill(value[0] ?? 'x'), [null], [hugeText], 'x', deeplyNested(200)];
  if (typeof value === 'object' && value !== null) return [deeplyNested(200), []];
  return hostileStrings;
}

const describeValue = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 30)}... (${text.length} chars)` : text;
};

const routeByName = new Map(sweptRoutes.map((route) => [route.name, route]));

describe('hostile body fields', async () => {
  const names = (await bodyCases(await createWorld())).map((bodyCase) => bodyCase.route);

  it.each(names)('%s answers 4xx, never 5xx, and writes nothing when it refuses', async (name) => {
    const world = await createWorld();
    const bodyCase = (await bodyCases(world)).find((candidate) => candidate.route === name)!;
    const route = routeByName.get(name);
    expect(route, `no contract ${name}`).toBeDefined();
    const handler = await route!.handler();
    const params = { ...validParams(route!.contract, world), ...bodyCase.params };
    const failures: string[] = [];
    // What the records were before each request: the footprint taken after the one before it.
    let before = await teacherFootprint(world.teacher.id);
    for (const [field, value] of Object.entries(bodyCase.body)) {
      for (const hostile of hostileValuesFor(value)) {
        const answer = await callRoute(handler, {
          method: route!.contract.method,
          path: urlPath(route!.contract, params),
          params: params as Record<string, string>,
          body: { ...bodyCase.body, [field]: hostile },
          cookie: await cookieFor(route!.contract, world),
        });
        const label = `${field}=${describeValue(hostile)} -> ${answer.status}`;
        if (answer.status >= 500) failures.push(`${label} ${answer.text.slice(0, 160)}`);
        const shape = errorShapeProblem(answer);
        if (shape) failures.push(`${label} ${shape}`);
        const after = await teacherFootprint(world.teacher.id);
        if (answer.status >= 400 && answer.status < 500 && after !== before)
          failures.push(`${label} but records changed`);
        before = after;
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('hostile body structure', () => {
  const withBody = sweptRoutes.filter(({ contract }) => contract.body);
  const structures: [string, string][] = [
    ['nested 100000 deep', '['.repeat(100_000) + ']'.repeat(100_000)],
    ['an object nested 50000 deep', '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000)],
    ['a bare array of 100000 numbers', `[${Array(100_000).fill(0).join(',')}]`],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['a lone surrogate key', '{"\\ud800":1}'],
    ['__proto__', '{"__proto__":{"polluted":true}}'],
  ];

  it.each(withBody.map((route) => [route.name, route] as const))('%s answers 4xx', async (_, route) => {
    const world = await createWorld();
    const handler = await route.handler();
    const params = validParams(route.contract, world);
    const failures: string[] = [];
    for (const [label, rawBody] of structures) {
      const answer = await callRoute(handler, {
        method: route.contract.method,
        path: urlPath(route.contract, params),
        params: params as Record<string, string>,
        rawBody,
        headers: { 'content-type': 'application/json' },
        cookie: await cookieFor(route.contract, world),
      });
      if (answer.status >= 500) failures.push(`${label} -> ${answer.status} ${answer.text.slice(0, 160)}`);
      const shape = errorShapeProblem(answer);
      if (shape) failures.push(`${label} -> ${answer.status} ${shape}`);
    }
    expect(failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
