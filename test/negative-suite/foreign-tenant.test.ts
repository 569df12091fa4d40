/**
 * Tenancy, generated from /api/openapi.json: every teacher and student operation that names a
 * record in its path, called by a signed-in user of another tenant with the victim's real ids,
 * answers 404 in the error shape and leaves every row of the victim tenant as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStudent, createTeacher } from '@/test/factories';
import { bodyCases } from '@/test/hostile-inputs/base-bodies';
import { createWorld, urlPath } from '@/test/hostile-inputs/route-table';
import { callRoute, sessionCookie } from '@/test/http';
import { errorShapeProblem } from '@/test/hostile-inputs/expect-client-error';
import { arbitraryFor } from './json-schema-arbitrary';
import { loadOperations, type Operation } from './openapi-operations';
import { createVictimRecords, victimParams, victimSnapshot } from './victim-records';

/** Paths whose parameter is not a tenant's record: a public slug, a signed file name, a dev tool. */
const notTenantScoped = [
  /^\/api\/public\//,
  /^\/api\/auth\/dev-login\//,
  /^\/api\/avatars\//,
  /^\/api\/calendar-feeds\//,
];

/** Records one student owns; a sibling student of the same teacher must not reach them either. */
const studentOwned = /\/(sessions|reviews|session-series|practice-logs|invoices)\//;

/** Inputs these operations validate before they look the record up (so a guess would stop at 400). */
const knownQueries: Record<string, string> = {
  'DELETE /api/teacher/sessions/{id}/participants': 'studentId=00000000-0000-4000-8000-000000000001',
  'DELETE /api/teacher/sessions/{id}/templates': 'templateId=00000000-0000-4000-8000-000000000001',
  'DELETE /api/teacher/sessions/{id}/resources': 'resourceId=00000000-0000-4000-8000-000000000001',
  'GET /api/student/sessions/{id}/reschedule-preview': 'startUtc=2031-03-03T10:00:00Z',
};
const knownBodies: Record<string, unknown> = {
  'PATCH /api/teacher/resources/{id}': { label: 'Renamed' },
  'PATCH /api/teacher/widget-configs/{id}': { name: 'Renamed' },
};

async function bodyFor(operation: Operation, world: Awaited<ReturnType<typeof createWorld>>) {
  if (!operation.body) return undefined;
  if (operation.name in knownBodies) return knownBodies[operation.name];
  const known = (await bodyCases(world)).find((bodyCase) => bodyCase.route === operation.name);
  if (known) return known.body;
  return fc.sample(arbitraryFor(operation.body), { numRuns: 1, seed: 42 })[0];
}

describe('another tenant reaches nothing', async () => {
  const operations = (await loadOperations()).filter(
    (operation) =>
      operation.path.includes('{') &&
      operation.auth !== 'public' &&
      !notTenantScoped.some((pattern) => pattern.test(operation.path)),
  );

  it('knows which record every path parameter names', async () => {
    const victim = await createVictimRecords();
    const unmapped = operations.filter((operation) => !victimParams(operation.path, victim));
    expect(unmapped.map((operation) => operation.name)).toEqual([]);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s answers 404 and changes nothing',
    async (_, operation) => {
      const victim = await createVictimRecords();
      const callerWorld = await createWorld();
      const callers =
        operation.auth === 'student'
          ? [
              { role: 'student' as const, studentId: callerWorld.student.id },
              ...(studentOwned.test(operation.path)
                ? [{ role: 'student' as const, studentId: (await createStudent({ teacherId: victim.teacher.id })).id }]
                : []),
            ]
          : [{ role: 'teacher' as const, teacherId: (await createTeacher()).id }];
      const params = victimParams(operation.path, victim)!;
      const body = await bodyFor(operation, callerWorld);
      const before = await victimSnapshot(victim.teacher.id);
      const failures: string[] = [];
      for (const caller of callers) {
        const answer = await callRoute(await operation.route.handler(), {
          method: operation.method,
          path: urlPath(operation.route.contract, params, knownQueries[operation.name]),
          params,
          body,
          cookie: await sessionCookie(caller),
        });
        const label = `${caller.role} of ${'studentId' in caller && caller.studentId !== callerWorld.student.id ? 'the same teacher' : 'another teacher'}`;
        if (answer.status !== 404) failures.push(`${label} -> ${answer.status} ${answer.text.slice(0, 160)}`);
        const shape = errorShapeProblem(answer);
        if (shape) failures.push(`${label} -> ${shape}`);
      }
      if ((await victimSnapshot(victim.teacher.id)) !== before) failures.push("the victim's records changed");
      expect(failures).toEqual([]);
    },
  );
});
