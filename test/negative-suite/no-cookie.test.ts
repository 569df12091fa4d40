/**
 * Authentication, generated from /api/openapi.json: every operation that needs a session refuses
 * a caller without one (no cookie, an unknown session id, a malformed cookie) with 401 in the error
 * shape, before it reads the body or changes anything.
 */
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '@/lib/auth/cookies';
import { errorShapeProblem } from '@/test/hostile-inputs/expect-client-error';
import { teacherFootprint } from '@/test/hostile-inputs/base-bodies';
import { createWorld, urlPath, validParams } from '@/test/hostile-inputs/route-table';
import { callRoute } from '@/test/http';
import { loadOperations } from './openapi-operations';

const cookies: [string, string | undefined][] = [
  ['no cookie', undefined],
  ['an unknown session', `${sessionCookieName}=00000000-0000-4000-8000-000000000000`],
  ['a malformed cookie', `${sessionCookieName}=%00%ff' OR 1=1 --`],
];

describe('no session, no access', async () => {
  const operations = (await loadOperations()).filter((operation) => operation.auth !== 'public');

  it('covers every operation that needs a session', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s answers 401',
    async (_, operation) => {
      const world = await createWorld();
      const params = validParams(operation.route.contract, world) as Record<string, string>;
      const before = await teacherFootprint(world.teacher.id);
      const failures: string[] = [];
      for (const [label, cookie] of cookies) {
        const answer = await callRoute(await operation.route.handler(), {
          method: operation.method,
          path: urlPath(operation.route.contract, params),
          params,
          body: operation.body ? {} : undefined,
          cookie,
        });
        if (answer.status !== 401) failures.push(`${label} -> ${answer.status} ${answer.text.slice(0, 120)}`);
        const shape = errorShapeProblem(answer);
        if (shape) failures.push(`${label} -> ${shape}`);
      }
      expect(failures).toEqual([]);
      expect(await teacherFootprint(world.teacher.id)).toBe(before);
    },
  );
});
