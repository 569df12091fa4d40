import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@/lib/core/errors';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { listEnrollments } from './list-enrollments';
import { ZListEnrollmentsQuery } from './schemas';

const query = (raw: Record<string, unknown>) => ZListEnrollmentsQuery.parse(raw);

describe('listEnrollments', () => {
  it('lists the roster of a service with credits, newest first', async () => {
    const teacher = await createTeacher();
    const ana = await createStudent({ teacherId: teacher.id, name: 'Ana Ruiz' });
    const ben = await createStudent({ teacherId: teacher.id, name: 'Ben Ode' });
    const service = await createService({ teacherId: teacher.id });
    const otherService = await createService({ teacherId: teacher.id });
    const older = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: ana.id,
      enrolledAt: new Date('2030-01-10T10:00:00Z'),
      sessionsTotal: 10,
      sessionsCompleted: 4,
      sessionsScheduled: 2,
      sessionsForfeited: 1,
    });
    const pending = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: ben.id,
      status: 'pending_payment',
      enrolledAt: null,
    });
    const newer = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: ben.id,
      enrolledAt: new Date('2030-02-10T10:00:00Z'),
    });
    await createEnrollment({ teacherId: teacher.id, serviceId: otherService.id, studentId: ana.id });

    const page = await listEnrollments({ teacherId: teacher.id, query: query({ serviceId: service.id }) });
    expect(page).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(page.data.map((row) => row.id)).toEqual([pending.id, newer.id, older.id]);
    expect(page.data[2]).toMatchObject({
      student: { id: ana.id, name: 'Ana Ruiz', email: ana.email },
      status: 'active',
      sessionsTotal: 10,
      sessionsCompleted: 4,
      sessionsScheduled: 2,
      sessionsForfeited: 1,
      remaining: 3,
      enrolledAt: '2030-01-10T10:00:00.000Z',
      startedAt: '2030-01-10T10:00:00.000Z',
    });
    expect(page.data[0]).toMatchObject({ enrolledAt: null, startedAt: pending.createdAt.toISOString() });

    const active = await listEnrollments({
      teacherId: teacher.id,
      query: query({ serviceId: service.id, status: 'active' }),
    });
    expect(active.data.map((row) => row.id)).toEqual([newer.id, older.id]);
  });

  it('hides the personal data of a deleted student', async () => {
    const teacher = await createTeacher();
    const gone = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    const service = await createService({ teacherId: teacher.id });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: gone.id });
    const page = await listEnrollments({ teacherId: teacher.id, query: query({ serviceId: service.id }) });
    expect(page.data[0]!.student).toEqual({ id: gone.id, name: 'Deleted student', email: null });
  });

  it("answers 404 for another teacher's service and never lists their enrollments", async () => {
    const owner = await createTeacher();
    const intruder = await createTeacher();
    const student = await createStudent({ teacherId: owner.id });
    const service = await createService({ teacherId: owner.id });
    await createEnrollment({ teacherId: owner.id, serviceId: service.id, studentId: student.id });
    await expect(
      listEnrollments({ teacherId: intruder.id, query: query({ serviceId: service.id }) }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await listEnrollments({ teacherId: intruder.id, query: query({}) })).total).toBe(0);
  });
});
