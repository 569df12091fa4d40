import { describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { createService, createStudent, createTeacher } from '@/test/factories';
import { offerFreedPlace } from './offer-freed-place';

async function lineOf(size: number, serviceOverrides: Parameters<typeof createService>[0] | object = {}) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 4, ...serviceOverrides });
  const students = [];
  for (let index = 0; index < size; index += 1) {
    const student = await createStudent({ teacherId: teacher.id });
    // Explicit join times: the line's order never depends on the clock.
    await db.waitlistEntry.create({
      data: {
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        createdAt: new Date(Date.UTC(2026, 10, 1, 9, index)),
      },
    });
    students.push(student);
  }
  return { teacher, service, students };
}

const statusOf = async (serviceId: string, studentId: string) =>
  (await db.waitlistEntry.findFirstOrThrow({ where: { serviceId, studentId } })).status;
const mailsTo = (email: string) => db.emailOutbox.findMany({ where: { to: email } });

describe('offerFreedPlace', () => {
  it('notifies the first in line, once, with one e-mail linking the service page and the portal', async () => {
    const { teacher, service, students } = await lineOf(2);
    const now = new Date('2026-11-21T10:00:00Z');
    await offerFreedPlace({ teacherId: teacher.id, serviceId: service.id, now });
    const first = await db.waitlistEntry.findFirstOrThrow({ where: { studentId: students[0]!.id } });
    expect(first).toMatchObject({ status: 'notified', notifiedAt: now });
    expect(await statusOf(service.id, students[1]!.id)).toBe('waiting');
    const mails = await mailsTo(students[0]!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`A place opened in ${service.name}`);
    expect(mails[0]!.teacherId).toBe(teacher.id);
    expect(mails[0]!.html).toContain(`/${teacher.slug}/services/${service.slug}`);
    expect(mails[0]!.html).toContain('/portal/waitlist');
    expect(await mailsTo(students[1]!.email)).toHaveLength(0);
    await flushAudits();
    expect(
      await db.auditLog.count({ where: { teacherId: teacher.id, action: 'waitlist.offer', entityId: first.id } }),
    ).toBe(1);
  });

  it('offers the next one on a second call', async () => {
    const { teacher, service, students } = await lineOf(3);
    await offerFreedPlace({ teacherId: teacher.id, serviceId: service.id });
    await offerFreedPlace({ teacherId: teacher.id, serviceId: service.id });
    expect(await statusOf(service.id, students[0]!.id)).toBe('notified');
    expect(await statusOf(service.id, students[1]!.id)).toBe('notified');
    expect(await statusOf(service.id, students[2]!.id)).toBe('waiting');
    expect(await mailsTo(students[0]!.email)).toHaveLength(1);
    expect(await mailsTo(students[1]!.email)).toHaveLength(1);
  });

  it('never notifies the same entry twice under concurrent calls', async () => {
    const { teacher, service, students } = await lineOf(2);
    await Promise.all(
      Array.from({ length: 4 }, () => offerFreedPlace({ teacherId: teacher.id, serviceId: service.id })),
    );
    for (const student of students) {
      expect(await statusOf(service.id, student.id)).toBe('notified');
      expect(await mailsTo(student.email)).toHaveLength(1);
    }
  });

  it('is a no-op when nobody waits, for another teacher, and for a deleted or archived service', async () => {
    const empty = await lineOf(0);
    await expect(offerFreedPlace({ teacherId: empty.teacher.id, serviceId: empty.service.id })).resolves.toBe(
      undefined,
    );
    const line = await lineOf(1);
    const stranger = await createTeacher();
    await offerFreedPlace({ teacherId: stranger.id, serviceId: line.service.id });
    expect(await statusOf(line.service.id, line.students[0]!.id)).toBe('waiting');
    for (const overrides of [{ deletedAt: new Date() }, { status: 'archived' as const }]) {
      const gone = await lineOf(1, overrides);
      await offerFreedPlace({ teacherId: gone.teacher.id, serviceId: gone.service.id });
      expect(await statusOf(gone.service.id, gone.students[0]!.id)).toBe('waiting');
      expect(await mailsTo(gone.students[0]!.email)).toHaveLength(0);
    }
  });

  it('skips a deleted student and leaves cancelled or converted entries alone', async () => {
    const { teacher, service, students } = await lineOf(4);
    await db.student.update({ where: { id: students[0]!.id }, data: { deletedAt: new Date() } });
    await db.waitlistEntry.updateMany({ where: { studentId: students[1]!.id }, data: { status: 'cancelled' } });
    await db.waitlistEntry.updateMany({ where: { studentId: students[2]!.id }, data: { status: 'converted' } });
    await offerFreedPlace({ teacherId: teacher.id, serviceId: service.id });
    expect(await statusOf(service.id, students[3]!.id)).toBe('notified');
    expect(await statusOf(service.id, students[0]!.id)).toBe('waiting');
  });

  it('never throws: a failure is logged', async () => {
    const { teacher, service } = await lineOf(1);
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const broken = vi.spyOn(db.waitlistEntry, 'findFirst').mockRejectedValueOnce(new Error('database down'));
    try {
      await expect(offerFreedPlace({ teacherId: teacher.id, serviceId: service.id })).resolves.toBe(undefined);
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ teacherId: teacher.id, serviceId: service.id }),
        'waitlist offer for a freed place failed',
      );
    } finally {
      broken.mockRestore();
      logged.mockRestore();
    }
  });
});
