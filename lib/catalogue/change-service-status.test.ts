import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '@/generated/prisma/enums';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { archiveService } from './archive-service';
import { deleteService } from './delete-service';
import { pauseService } from './pause-service';
import { publishService } from './publish-service';

const statuses: ServiceStatus[] = ['draft', 'active', 'paused', 'archived'];

/** The spec's Service status table: action -> status it leaves from -> status it arrives at. */
const workflow = {
  publish: { run: publishService, allowed: { draft: 'active', paused: 'active' } },
  pause: { run: pauseService, allowed: { active: 'paused' } },
  archive: { run: archiveService, allowed: { active: 'archived', paused: 'archived' } },
} as const;

const cases = Object.entries(workflow).flatMap(([action, { run, allowed }]) =>
  statuses.map((from) => ({ action, run, from, to: (allowed as Partial<Record<ServiceStatus, ServiceStatus>>)[from] })),
);

describe('service workflow', () => {
  it.each(cases.filter((c) => c.to))(
    '$action moves a $from service to $to, with an audit entry',
    async ({ action, run, from, to }) => {
      const teacher = await createTeacher();
      const service = await createService({ teacherId: teacher.id, status: from });
      const result = await run({ teacherId: teacher.id, serviceId: service.id });
      expect(result.status).toBe(to);
      expect((await db.service.findUniqueOrThrow({ where: { id: service.id } })).status).toBe(to);
      await flushAudits();
      const audit = await db.auditLog.findFirstOrThrow({ where: { teacherId: teacher.id, entityId: service.id } });
      expect(audit).toMatchObject({ action: `service.${action}`, changes: { status: { old: from, new: to } } });
    },
  );

  it.each(cases.filter((c) => !c.to))(
    '$action refuses a $from service with INVALID_STATE and changes nothing',
    async ({ run, from }) => {
      const teacher = await createTeacher();
      const service = await createService({ teacherId: teacher.id, status: from });
      const before = await db.service.findUniqueOrThrow({ where: { id: service.id } });
      const error = await run({ teacherId: teacher.id, serviceId: service.id }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConflictError);
      expect(error).toMatchObject({ status: 409, code: 'INVALID_STATE' });
      expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toEqual(before);
    },
  );

  it.each(statuses)('delete: a %s service', async (from) => {
    const teacher = await createTeacher();
    const service = await createService({
      teacherId: teacher.id,
      status: from,
      slug: `gone-${from}-${teacher.id.slice(0, 8)}`,
    });
    const attempt = deleteService({ teacherId: teacher.id, serviceId: service.id });
    if (from === 'draft') {
      await attempt;
      const row = await db.service.findUniqueOrThrow({ where: { id: service.id } });
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.slug).not.toBe(service.slug); // released for a new service
      await flushAudits();
      expect(await db.auditLog.count({ where: { entityId: service.id, action: 'service.delete' } })).toBe(1);
    } else {
      await expect(attempt).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
      expect(await db.service.findUniqueOrThrow({ where: { id: service.id } })).toEqual(service);
    }
  });

  it('treats deleted services and those of another teacher as missing, and changes nothing', async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const foreign = await createService({ teacherId: owner.id, status: 'draft' });
    const deleted = await createService({ teacherId: owner.id, status: 'paused', deletedAt: new Date() });
    for (const run of [publishService, pauseService, archiveService, deleteService]) {
      await expect(run({ teacherId: intruder.id, serviceId: foreign.id })).rejects.toBeInstanceOf(NotFoundError);
      await expect(run({ teacherId: owner.id, serviceId: deleted.id })).rejects.toBeInstanceOf(NotFoundError);
    }
    expect(await db.service.findUniqueOrThrow({ where: { id: foreign.id } })).toEqual(foreign);
  });

  it('lets only one of two concurrent publishes win', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id, status: 'draft' });
    const results = await Promise.allSettled([
      publishService({ teacherId: teacher.id, serviceId: service.id }),
      publishService({ teacherId: teacher.id, serviceId: service.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'INVALID_STATE' } });
  });

  it('answers the number of active enrollments when pausing', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, status: 'active' });
    const base = { teacherId: teacher.id, serviceId: service.id, studentId: student.id };
    await createEnrollment({ ...base, status: 'active' });
    await createEnrollment({ ...base, status: 'active' });
    await createEnrollment({ ...base, status: 'completed' });
    expect(await pauseService({ teacherId: teacher.id, serviceId: service.id })).toMatchObject({
      status: 'paused',
      activeEnrollments: 2,
    });
  });
});
