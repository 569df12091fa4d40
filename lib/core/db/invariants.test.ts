import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createCancellationPolicy,
  createEnrollment,
  createService,
  createSession,
  createStudent,
  createTag,
  createTeacher,
} from '@/test/factories';

const hour = 60 * 60 * 1000;
const at = (hoursFromNow: number) => new Date(Date.UTC(2031, 0, 6, 9) + hoursFromNow * hour);

describe('database invariants', () => {
  it('refuses a second teacher with the same slug', async () => {
    const teacher = await createTeacher();
    await expect(createTeacher({ slug: teacher.slug })).rejects.toThrow();
  });

  it('refuses two services with one slug for a teacher, but not across teachers', async () => {
    const [first, second] = [await createTeacher(), await createTeacher()];
    await createService({ teacherId: first.id, slug: 'spanish' });
    await expect(createService({ teacherId: first.id, slug: 'spanish' })).rejects.toThrow();
    await expect(createService({ teacherId: second.id, slug: 'spanish' })).resolves.toBeTruthy();
  });

  it('keeps at most one default cancellation policy per teacher', async () => {
    const teacher = await createTeacher();
    await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    await createCancellationPolicy({ teacherId: teacher.id, isDefault: false });
    await expect(createCancellationPolicy({ teacherId: teacher.id, isDefault: true })).rejects.toThrow();
  });

  it('refuses overlapping sessions of one teacher unless the earlier one is cancelled', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const otherService = await createService({ teacherId: other.id });
    const first = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(0), endUtc: at(1) });
    await expect(
      createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(0.5), endUtc: at(1.5) }),
    ).rejects.toThrow();
    // Back to back is fine, and another teacher's calendar is independent.
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(1), endUtc: at(2) });
    await createSession({ teacherId: other.id, serviceId: otherService.id, startUtc: at(0), endUtc: at(1) });
    await db.session.update({ where: { id: first.id }, data: { status: 'cancelled' } });
    await expect(
      createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(0), endUtc: at(1) }),
    ).resolves.toBeTruthy();
  });

  it('never lets credits go negative', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const student = await createStudent({ teacherId: teacher.id });
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsTotal: 2,
    });
    await db.enrollment.update({ where: { id: enrollment.id }, data: { sessionsScheduled: 2 } });
    await expect(
      db.enrollment.update({ where: { id: enrollment.id }, data: { sessionsScheduled: 3 } }),
    ).rejects.toThrow();
    await expect(db.enrollment.update({ where: { id: enrollment.id }, data: { sessionsTotal: -1 } })).rejects.toThrow();
  });

  it('keeps one row per student-tag pair and drops it with the student', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const tag = await createTag({ teacherId: teacher.id });
    await db.studentTag.create({ data: { studentId: student.id, tagId: tag.id } });
    await expect(db.studentTag.create({ data: { studentId: student.id, tagId: tag.id } })).rejects.toThrow();
    await db.student.delete({ where: { id: student.id } });
    expect(await db.studentTag.count({ where: { tagId: tag.id } })).toBe(0);
  });

  it('processes a webhook event id once', async () => {
    const pspEventId = `evt_${Date.now()}_${Math.random()}`;
    await db.webhookEvent.create({ data: { pspEventId, type: 'checkout.session.completed' } });
    await expect(
      db.webhookEvent.create({ data: { pspEventId, type: 'checkout.session.completed' } }),
    ).rejects.toThrow();
  });

  it('keeps discount codes unique per teacher', async () => {
    const teacher = await createTeacher();
    const data = { teacherId: teacher.id, code: 'WELCOME10', type: 'percentage' as const, value: 10 };
    await db.discountCode.create({ data });
    await expect(db.discountCode.create({ data })).rejects.toThrow();
  });

  it('keeps the audit log append-only', async () => {
    const entry = await db.auditLog.create({
      data: { actorType: 'system', action: 'test.append', entityType: 'test', entityId: '1' },
    });
    await expect(db.auditLog.update({ where: { id: entry.id }, data: { action: 'test.rewrite' } })).rejects.toThrow(
      /append-only/,
    );
  });
});
