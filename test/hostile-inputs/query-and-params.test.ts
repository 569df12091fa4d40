/**
 * Every route's query and path parameters, sent hostile values one key at a time on top of a query
 * that is otherwise valid: nothing may answer 5xx (issue 11, item 3), and each refusal is in the
 * documented error shape.
 */
import { describe, it } from 'vitest';
import { callRoute } from '@/test/http';
import { expectNoServerErrors } from './expect-client-error';
import { cookieFor, createWorld, sweptRoutes, urlPath, validParams, type World } from './route-table';

/** Numbers, dates and text no column or `Date` can hold, and the shapes between. */
export const hostileScalars = [
  '1e308',
  '-1e308',
  '1.5',
  '-0',
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  'abc',
  '',
  ' ',
  'x'.repeat(5000),
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '275760-09-13',
  '+275760-09-13',
  '+010000-01-01',
  '1900-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00+14:00',
  '0001-01-01T00:00:00+14:00',
  '9999-12-31T23:59:59-14:00',
  '+275760-09-13T00:00:00.000Z',
  '2030-01-01T00:00:00Z',
  // The edges of the accepted years (decision 0022): inside answers, outside refuses, neither fails.
  '1900-01-01',
  '2999-12-31',
  '1900-01-01T00:00:00Z',
  '2999-12-31T23:59:59Z',
  '2999-12-31T23:59:59-14:00',
  '100000',
  '100001',
  'Europe/Nowhere',
  '\ufffd',
  'true',
];

/** Keys the routes need before they look at anything else (the rest are optional). */
function baseQuery(path: string, world: World): Record<string, string> {
  if (path.endsWith('/service-availability')) {
    return { serviceId: world.service.id, start: '2030-01-07', end: '2030-01-13' };
  }
  if (path === '/api/teacher/calendar') return { start: '2030-01-07T00:00:00Z', end: '2030-01-14T00:00:00Z' };
  if (path.endsWith('/slug-check')) return { slug: 'a-slug' };
  if (path.endsWith('/participants')) return { studentId: world.student.id };
  if (path.endsWith('/templates')) return { templateId: world.service.id };
  if (path.endsWith('/resources')) return { resourceId: world.service.id };
  if (path.endsWith('/reschedule-preview')) return { startUtc: '2030-01-07T10:00:00Z' };
  return {};
}

const queryKeys = (schema: unknown): string[] => {
  const def = (schema as { _zod: { def: { shape?: object } } })._zod.def;
  return Object.keys(def.shape ?? {});
};

/** Catch-alls take a list; everything else one string. */
const hostileParams = ['not-a-uuid', 'x'.repeat(5000), '..', '00000000-0000-0000-0000-000000000000', '\ufffd'];

const withQuery = sweptRoutes.filter(({ contract }) => contract.query);
const withParams = sweptRoutes.filter(({ contract }) => contract.params);

describe('hostile query strings', () => {
  it.each(withQuery.map((route) => [route.name, route] as const))('%s answers 4xx, never 5xx', async (_, route) => {
    const world = await createWorld();
    const handler = await route.handler();
    const params = validParams(route.contract, world);
    const base = baseQuery(route.contract.path, world);
    const variants = queryKeys(route.contract.query).flatMap((key) => [
      ...hostileScalars.map((value) => ({ label: `${key}=${value.slice(0, 40)}`, pairs: [[key, value]] })),
      // A repeated key arrives as an array.
      {
        label: `${key} twice`,
        pairs: [
          [key, '1'],
          [key, '2'],
        ],
      },
    ]);
    await expectNoServerErrors(
      variants.map(({ label, pairs }) => ({
        label,
        call: async () => {
          const search = new URLSearchParams(
            Object.entries(base).filter(([name]) => !pairs.some(([key]) => key === name)),
          );
          for (const [key, value] of pairs) search.append(key!, value!);
          return callRoute(handler, {
            method: route.contract.method,
            path: urlPath(route.contract, params, search.toString()),
            params: params as Record<string, string>,
            cookie: await cookieFor(route.contract, world),
          });
        },
      })),
    );
  });
});

describe('hostile path parameters', () => {
  it.each(withParams.map((route) => [route.name, route] as const))('%s answers 4xx, never 5xx', async (_, route) => {
    const world = await createWorld();
    const handler = await route.handler();
    const valid = validParams(route.contract, world);
    const base = new URLSearchParams(baseQuery(route.contract.path, world)).toString();
    const variants = Object.entries(valid).flatMap(([name, value]) =>
      hostileParams.map((hostile) => ({ name, value: Array.isArray(value) ? [hostile] : hostile })),
    );
    await expectNoServerErrors(
      variants.map(({ name, value }) => ({
        label: `${name}=${String(value).slice(0, 40)}`,
        call: async () => {
          const params = { ...valid, [name]: value };
          return callRoute(handler, {
            method: route.contract.method,
            path: urlPath(route.contract, params, base),
            params: params as Record<string, string>,
            // Writes need a body the route can read; an empty object is the smallest.
            body: route.contract.body ? {} : undefined,
            cookie: await cookieFor(route.contract, world),
          });
        },
      })),
    );
  });
});
