import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { notifyExpiringCredits } from './notify-expiring-credits';

const now = new Date();
const inDays = (days: number) => new Date(now.getTime() + days * dayMs);

async function teacherWithStudent(preferences?: Record<string, boolean>) {
  const teacher = await createTeacher(
    preferences
      ? { notificationPreferences: preferences, timezone: 'Pacific/Auckland' }
      : { timezone: 'Pacific/Auckland' },
  );
  const service = await createService({ teacherId: teacher.id, name: 'Conversation pack' });
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana Ruiz' });
  return { teacher, service, student };
}

const noticesOf = (teacherId: string) =>
  db.notification.findMany({ where: { teacherId, type: 'credits_expiring' }, orderBy: { createdAt: 'asc' } });

describe('notifyExpiringCredits', () => {
  it('writes one notice naming the student and the date on the teacher clock', async () => {
    const { teacher, service, student } = await teacherWithStudent();
    // 23:30 UTC is the next day in Auckland.
    const validUntil = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 3, 23, 30));
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsTotal: 5,
      sessionsCompleted: 2,
      sessionsScheduled: 1,
      validUntil,
    });

    const result = await notifyExpiringCredits({ now, teacherId: teacher.id });

    expect(result).toEqual({ notified: 1, skipped: 0 });
    const notices = await noticesOf(teacher.id);
    expect(notices).toHaveLength(1);
    const local = new Date(validUntil.getTime() + dayMs);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    expect(notices[0]).toMatchObject({
      studentId: student.id,
      title: 'Credits about to expire: Ana Ruiz',
      body: `2 credits left on Conversation pack, valid until ${local.getUTCDate()} ${months[local.getUTCMonth()]} ${local.getUTCFullYear()}.`,
      data: { enrollmentId: enrollment.id, href: `/teacher/students/${student.id}` },
      readAt: null,
    });
  });

  it('writes nothing when the teacher turned creditsExpiring off', async () => {
    const { teacher, service, student } = await teacherWithStudent({ creditsExpiring: false, newBooking: true });
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      validUntil: inDays(2),
    });

    expect(await notifyExpiringCredits({ now, teacherId: teacher.id })).toEqual({ notified: 0, skipped: 1 });
    expect(await noticesOf(teacher.id)).toHaveLength(0);
  });

  it('notifies each enrollment once: a second run writes nothing new', async () => {
    const { teacher, service, student } = await teacherWithStudent();
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      validUntil: inDays(1),
    });
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      validUntil: inDays(6),
    });

    expect(await notifyExpiringCredits({ now, teacherId: teacher.id })).toEqual({ notified: 2, skipped: 0 });
    expect(await notifyExpiringCredits({ now: new Date(now.getTime() + dayMs / 2), teacherId: teacher.id })).toEqual({
      notified: 0,
      skipped: 0,
    });
    expect(await noticesOf(teacher.id)).toHaveLength(2);
  });

  it('runs at once write one notice per enrollment', async () => {
    const { teacher, service, student } = await teacherWithStudent();
    for (let day = 1; day <= 6; day += 1) {
      await createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        validUntil: inDays(day),
      });
    }

    const results = await Promise.all(
      Array.from({ length: 4 }, () => notifyExpiringCredits({ now, teacherId: teacher.id })),
    );

    expect(results.reduce((sum, result) => sum + result.notified, 0)).toBe(6);
    expect(await noticesOf(teacher.id)).toHaveLength(6);
  });

  it('skips enrollments without credits left, expired, 8 days away, not active, or of an erased student', async () => {
    const { teacher, service, student } = await teacherWithStudent();
    const base = { teacherId: teacher.id, serviceId: service.id, studentId: student.id };
    await createEnrollment({
      ...base,
      validUntil: inDays(3),
      sessionsTotal: 4,
      sessionsCompleted: 3,
      sessionsForfeited: 1,
    });
    await createEnrollment({
      ...base,
      validUntil: inDays(3),
      sessionsTotal: 4,
      sessionsCompleted: 2,
      sessionsScheduled: 2,
    });
    await createEnrollment({ ...base, validUntil: inDays(-0.1) });
    await createEnrollment({ ...base, validUntil: inDays(8) });
    await createEnrollment({ ...base, validUntil: null });
    for (const status of ['completed', 'cancelled', 'pending_payment', 'expired', 'suspended'] as const) {
      await createEnrollment({ ...base, validUntil: inDays(3), status });
    }
    const erased = await createStudent({ teacherId: teacher.id, deletedAt: now });
    await createEnrollment({ ...base, studentId: erased.id, validUntil: inDays(3) });

    expect(await notifyExpiringCredits({ now, teacherId: teacher.id })).toEqual({ notified: 0, skipped: 0 });
    expect(await noticesOf(teacher.id)).toHaveLength(0);
  });

  it("gives each teacher only their own students' notices, in a constant number of statements", async () => {
    const first = await teacherWithStudent();
    const second = await teacherWithStudent();
    const other = await createStudent({ teacherId: second.teacher.id, name: 'Ben Okafor' });
    const enrollOne = await createEnrollment({
      teacherId: first.teacher.id,
      serviceId: first.service.id,
      studentId: first.student.id,
      validUntil: inDays(2),
    });
    for (const student of [second.student, other]) {
      await createEnrollment({
        teacherId: second.teacher.id,
        serviceId: second.service.id,
        studentId: student.id,
        validUntil: inDays(5),
      });
    }

    const { result, count } = await countQueries(() => notifyExpiringCredits({ now }));

    expect(result.notified).toBeGreaterThanOrEqual(3);
    // BEGIN, the lock, the read, the insert, COMMIT: no statement per enrollment or teacher.
    expect(count).toBeLessThanOrEqual(5);
    const firstNotices = await noticesOf(first.teacher.id);
    expect(firstNotices.map((notice) => notice.data)).toEqual([
      expect.objectContaining({ enrollmentId: enrollOne.id, href: `/teacher/students/${first.student.id}` }),
    ]);
    const secondNotices = await noticesOf(second.teacher.id);
    expect(secondNotices.map((notice) => notice.studentId).sort()).toEqual([second.student.id, other.id].sort());
  });
});
