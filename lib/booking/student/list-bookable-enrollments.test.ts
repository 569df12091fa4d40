import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listBookableEnrollments } from './list-bookable-enrollments';

const day = 24 * 60 * 60 * 1000;
const now = new Date('2031-06-15T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * day);

async function setup() {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id });
  const service = (overrides: Partial<Prisma.ServiceUncheckedCreateInput> = {}) =>
    createService({ teacherId: teacher.id, ...overrides });
  // The factory's default expiry is relative to the real clock; these tests run on `now`.
  const enroll = (serviceId: string, overrides: Partial<Prisma.EnrollmentUncheckedCreateInput> = {}) =>
    createEnrollment({ teacherId: teacher.id, serviceId, studentId: student.id, validUntil: inDays(30), ...overrides });
  return { teacher, student, service, enroll };
}

describe('listBookableEnrollments', () => {
  it('lists usable enrollments of the student, private services included, soonest to expire first', async () => {
    const { teacher, student, service, enroll } = await setup();
    const [open, secret] = await Promise.all([service({ name: 'Conversation' }), service({ isPrivate: true })]);
    const never = await enroll(open.id, { validUntil: null, sessionsTotal: 2 });
    const later = await enroll(open.id, {
      validUntil: inDays(10),
      sessionsTotal: 5,
      sessionsCompleted: 1,
      sessionsScheduled: 1,
    });
    const sooner = await enroll(secret.id, { validUntil: inDays(5), sessionsTotal: 3, sessionsForfeited: 2 });

    const { result, count } = await countQueries(() =>
      listBookableEnrollments({ student: { id: student.id, teacherId: teacher.id }, now }),
    );
    expect(count).toBe(1);
    expect(result.map((row) => row.enrollmentId)).toEqual([sooner.id, later.id, never.id]);
    expect(result[0]).toEqual({
      enrollmentId: sooner.id,
      service: {
        id: secret.id,
        name: secret.name,
        slug: secret.slug,
        isPrivate: true,
        durationMinutes: secret.durationMinutes,
      },
      teacherSlug: teacher.slug,
      remaining: 1,
      validUntil: inDays(5).toISOString(),
    });
    expect(result[1]).toMatchObject({ remaining: 3, service: { name: 'Conversation', isPrivate: false } });
    expect(result[2]).toMatchObject({ remaining: 2, validUntil: null });
  });

  it('leaves out expired, used up, inactive and trial enrollments and unusable services', async () => {
    const { teacher, student, service, enroll } = await setup();
    const open = await service();
    const [deleted, paused, trial] = await Promise.all([
      service({ deletedAt: inDays(-1) }),
      service({ status: 'paused' }),
      service({ isTrial: true }),
    ]);
    const kept = await enroll(open.id, { validUntil: inDays(1) });
    await Promise.all([
      enroll(open.id, { validUntil: inDays(-1) }),
      enroll(open.id, { validUntil: now }),
      enroll(open.id, { sessionsTotal: 4, sessionsCompleted: 2, sessionsScheduled: 1, sessionsForfeited: 1 }),
      enroll(open.id, { status: 'pending_payment' }),
      enroll(open.id, { status: 'suspended' }),
      enroll(deleted.id),
      enroll(paused.id),
      enroll(trial.id),
    ]);
    const result = await listBookableEnrollments({ student: { id: student.id, teacherId: teacher.id }, now });
    expect(result.map((row) => row.enrollmentId)).toEqual([kept.id]);
  });

  it("never shows another student's or another teacher's enrollments", async () => {
    const { teacher, student, service, enroll } = await setup();
    const open = await service();
    const mine = await enroll(open.id);
    const classmate = await createStudent({ teacherId: teacher.id });
    await createEnrollment({ teacherId: teacher.id, serviceId: open.id, studentId: classmate.id, validUntil: null });
    const otherTeacher = await createTeacher();
    const stranger = await createStudent({ teacherId: otherTeacher.id });
    const theirs = await createService({ teacherId: otherTeacher.id });
    await createEnrollment({
      teacherId: otherTeacher.id,
      serviceId: theirs.id,
      studentId: stranger.id,
      validUntil: null,
    });

    const own = await listBookableEnrollments({ student: { id: student.id, teacherId: teacher.id }, now });
    expect(own.map((row) => row.enrollmentId)).toEqual([mine.id]);
    // The student id under another teacher's tenancy sees nothing.
    expect(await listBookableEnrollments({ student: { id: student.id, teacherId: otherTeacher.id }, now })).toEqual([]);
  });
});
