import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { getWaitlistPlace } from './get-waitlist-place';
import { listServiceWaitlist } from './list-service-waitlist';
import { offerWaitlistPlace } from './offer-waitlist-place';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

/** A group service of `capacity` with `enrolled` students holding places and three students in line. */
async function line({ capacity = 2, enrolled = 1 } = {}) {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity });
  for (let index = 0; index < enrolled; index += 1) {
    const student = await createStudent({ teacherId: teacher.id });
    await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
  }
  const waiting = [];
  for (let index = 0; index < 3; index += 1) {
    const student = await createStudent({ teacherId: teacher.id });
    const entry = await db.waitlistEntry.create({
      data: {
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        createdAt: new Date(Date.UTC(2026, 10, 1, 9, index)),
      },
    });
    waiting.push({ student, entry });
  }
  return { teacher, service, waiting };
}

const page = { page: 1, limit: 20 };

describe('listServiceWaitlist', () => {
  it('lists who waits, first in line first, at the position each student is told, with the places free', async () => {
    const { teacher, service, waiting } = await line();
    await db.waitlistEntry.update({ where: { id: waiting[0]!.entry.id }, data: { status: 'cancelled' } });
    const list = await listServiceWaitlist({ teacherId: teacher.id, serviceId: service.id, query: page });
    expect(list).toMatchObject({ total: 2, capacity: 2, placesLeft: 1, page: 1, limit: 20 });
    expect(list.data.map((row) => [row.student.id, row.position, row.status])).toEqual([
      [waiting[1]!.student.id, 1, 'waiting'],
      [waiting[2]!.student.id, 2, 'waiting'],
    ]);
    expect(list.data[0]).toMatchObject({
      id: waiting[1]!.entry.id,
      joinedAt: '2026-11-01T09:01:00.000Z',
      notifiedAt: null,
      student: { name: waiting[1]!.student.name, email: waiting[1]!.student.email },
    });
    const told = await getWaitlistPlace({
      student: { id: waiting[2]!.student.id, teacherId: teacher.id },
      serviceId: service.id,
    });
    expect(told.position).toBe(list.data[1]!.position);
  });

  it("is 404 for another teacher's service (tenancy)", async () => {
    const { service } = await line();
    const stranger = await createTeacher();
    await expect(
      listServiceWaitlist({ teacherId: stranger.id, serviceId: service.id, query: page }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('offerWaitlistPlace', () => {
  it('offers a free place to the student the teacher chose, not only the first in line: notified, e-mailed, audited', async () => {
    const { teacher, service, waiting } = await line();
    const chosen = waiting[1]!;
    const now = new Date('2026-11-21T10:00:00Z');
    const offered = await offerWaitlistPlace({
      teacherId: teacher.id,
      serviceId: service.id,
      entryId: chosen.entry.id,
      now,
    });
    expect(offered).toMatchObject({
      id: chosen.entry.id,
      status: 'notified',
      notifiedAt: now.toISOString(),
      position: 2,
    });
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id: waiting[0]!.entry.id } })).status).toBe('waiting');
    const mails = await db.emailOutbox.findMany({ where: { to: chosen.student.email } });
    expect(mails.map((mail) => mail.subject)).toEqual([`A place opened in ${service.name}`]);
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({ where: { teacherId: teacher.id, action: 'waitlist.offer' } });
    expect(audit).toMatchObject({ actorType: 'teacher', actorId: teacher.id, entityId: chosen.entry.id });

    // Twice is refused, and the student gets one e-mail.
    await expect(
      offerWaitlistPlace({ teacherId: teacher.id, serviceId: service.id, entryId: chosen.entry.id }),
    ).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
    expect(await db.emailOutbox.count({ where: { to: chosen.student.email } })).toBe(1);
  });

  it('refuses when every place is taken (409 SERVICE_FULL) and offers once one is free', async () => {
    const { teacher, service, waiting } = await line({ capacity: 1, enrolled: 1 });
    const entryId = waiting[0]!.entry.id;
    await expect(offerWaitlistPlace({ teacherId: teacher.id, serviceId: service.id, entryId })).rejects.toMatchObject({
      status: 409,
      code: 'SERVICE_FULL',
    });
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id: entryId } })).status).toBe('waiting');
    expect(await db.emailOutbox.count({ where: { to: waiting[0]!.student.email } })).toBe(0);

    await db.service.update({ where: { id: service.id }, data: { capacity: 2 } });
    await expect(offerWaitlistPlace({ teacherId: teacher.id, serviceId: service.id, entryId })).resolves.toMatchObject({
      status: 'notified',
    });
  });

  it('refuses a student who left, and an archived service (409 INVALID_STATE)', async () => {
    const { teacher, service, waiting } = await line();
    await db.waitlistEntry.update({ where: { id: waiting[0]!.entry.id }, data: { status: 'cancelled' } });
    await expect(
      offerWaitlistPlace({ teacherId: teacher.id, serviceId: service.id, entryId: waiting[0]!.entry.id }),
    ).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
    await db.service.update({ where: { id: service.id }, data: { status: 'archived' } });
    await expect(
      offerWaitlistPlace({ teacherId: teacher.id, serviceId: service.id, entryId: waiting[1]!.entry.id }),
    ).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
  });

  it("is 404 for another teacher's entry, and for an entry of another service (tenancy)", async () => {
    const { teacher, service, waiting } = await line();
    const other = await line();
    const entryId = waiting[0]!.entry.id;
    await expect(
      offerWaitlistPlace({ teacherId: other.teacher.id, serviceId: service.id, entryId }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(
      offerWaitlistPlace({ teacherId: other.teacher.id, serviceId: other.service.id, entryId }),
    ).rejects.toMatchObject({ status: 404 });
    const sibling = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 5 });
    await expect(offerWaitlistPlace({ teacherId: teacher.id, serviceId: sibling.id, entryId })).rejects.toMatchObject({
      status: 404,
    });
    expect((await db.waitlistEntry.findUniqueOrThrow({ where: { id: entryId } })).status).toBe('waiting');
  });
});
