import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { convertWaitlistEntry } from './convert-waitlist-entry';
import { getServiceWaitlistState } from './get-service-waitlist-state';
import { getWaitlistPlace } from './get-waitlist-place';
import { listStudentWaitlist } from './list-student-waitlist';

const minute = (n: number) => new Date(Date.UTC(2026, 10, 1, 9, n));

/** A service of the teacher whose line holds `ahead` other students before `student`. */
async function serviceWithLine(teacherId: string, studentId: string, ahead: number, name?: string) {
  const service = await createService({ teacherId, groupType: 'group', capacity: 3, ...(name ? { name } : {}) });
  for (let index = 0; index < ahead; index += 1) {
    const other = await createStudent({ teacherId });
    await db.waitlistEntry.create({
      data: { teacherId, serviceId: service.id, studentId: other.id, createdAt: minute(index) },
    });
  }
  await db.waitlistEntry.create({ data: { teacherId, serviceId: service.id, studentId, createdAt: minute(30) } });
  return service;
}

describe('waitlist positions', () => {
  it('computes the position in ONE statement, whatever the length of the line', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const short = await serviceWithLine(teacher.id, student.id, 0);
    const long = await serviceWithLine(teacher.id, student.id, 5);
    const one = await countQueries(() => getWaitlistPlace({ student, serviceId: short.id }));
    const many = await countQueries(() => getWaitlistPlace({ student, serviceId: long.id }));
    expect(one.result.position).toBe(1);
    expect(many.result.position).toBe(6);
    expect(one.count).toBe(1);
    expect(many.count).toBe(1);
  });

  it('counts waiting and notified entries ahead, not cancelled or converted ones; ties by id', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await serviceWithLine(teacher.id, student.id, 4);
    const ahead = await db.waitlistEntry.findMany({
      where: { serviceId: service.id, NOT: { studentId: student.id } },
      orderBy: { createdAt: 'asc' },
    });
    await db.waitlistEntry.update({
      where: { id: ahead[0]!.id },
      data: { status: 'notified', notifiedAt: new Date() },
    });
    await db.waitlistEntry.update({ where: { id: ahead[1]!.id }, data: { status: 'cancelled' } });
    await db.waitlistEntry.update({ where: { id: ahead[2]!.id }, data: { status: 'converted' } });
    expect((await getWaitlistPlace({ student, serviceId: service.id })).position).toBe(3);
    // Same join time: the smaller id goes first.
    const rival = await createStudent({ teacherId: teacher.id });
    const rivalEntry = await db.waitlistEntry.create({
      data: { teacherId: teacher.id, serviceId: service.id, studentId: rival.id, createdAt: minute(30) },
    });
    const mine = await db.waitlistEntry.findFirstOrThrow({ where: { serviceId: service.id, studentId: student.id } });
    const mineFirst = mine.id < rivalEntry.id;
    expect((await getWaitlistPlace({ student, serviceId: service.id })).position).toBe(mineFirst ? 3 : 4);
    expect((await getWaitlistPlace({ student: rival, serviceId: service.id })).position).toBe(mineFirst ? 4 : 3);
  });
});

describe('listStudentWaitlist', () => {
  it("lists the student's open places with service and position in one statement, newest first", async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const first = await serviceWithLine(teacher.id, student.id, 2, 'Conversation club');
    const second = await serviceWithLine(teacher.id, student.id, 0, 'Grammar group');
    await db.waitlistEntry.updateMany({
      where: { serviceId: second.id, studentId: student.id },
      data: { createdAt: minute(40) },
    });
    const left = await serviceWithLine(teacher.id, student.id, 1);
    await db.waitlistEntry.updateMany({
      where: { serviceId: left.id, studentId: student.id },
      data: { status: 'cancelled' },
    });
    const deleted = await serviceWithLine(teacher.id, student.id, 0);
    await db.service.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    // Another student of the teacher, and another teacher's student, stay out.
    const classmate = await createStudent({ teacherId: teacher.id });
    await serviceWithLine(teacher.id, classmate.id, 0);

    const { result, count } = await countQueries(() => listStudentWaitlist({ student }));
    expect(count).toBe(1);
    expect(result).toEqual([
      expect.objectContaining({ serviceId: second.id, serviceName: 'Grammar group', position: 1, status: 'waiting' }),
      expect.objectContaining({
        serviceId: first.id,
        serviceName: 'Conversation club',
        serviceSlug: first.slug,
        teacherSlug: teacher.slug,
        position: 3,
        notifiedAt: null,
      }),
    ]);
    expect(await listStudentWaitlist({ student: { id: student.id, teacherId: (await createTeacher()).id } })).toEqual(
      [],
    );
  });
});

describe('convertWaitlistEntry', () => {
  it("converts the student's open entry of that service only, inside the caller's transaction", async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const service = await serviceWithLine(teacher.id, student.id, 1);
    const other = await serviceWithLine(teacher.id, student.id, 0);
    const converted = await db.$transaction((tx) =>
      convertWaitlistEntry(tx, { teacherId: teacher.id, serviceId: service.id, studentId: student.id }),
    );
    expect(converted).toBe(true);
    const entries = await db.waitlistEntry.findMany({ where: { studentId: student.id } });
    expect(entries.find((entry) => entry.serviceId === service.id)?.status).toBe('converted');
    expect(entries.find((entry) => entry.serviceId === other.id)?.status).toBe('waiting');
    // Another teacher id converts nothing; a second call finds nothing open.
    const stranger = await createTeacher();
    await expect(
      db.$transaction((tx) =>
        convertWaitlistEntry(tx, { teacherId: stranger.id, serviceId: other.id, studentId: student.id }),
      ),
    ).resolves.toBe(false);
    await expect(
      db.$transaction((tx) =>
        convertWaitlistEntry(tx, { teacherId: teacher.id, serviceId: service.id, studentId: student.id }),
      ),
    ).resolves.toBe(false);
  });
});

describe('getServiceWaitlistState', () => {
  it('is full when active enrollments reach the capacity; tells enrolled students and waiting places apart', async () => {
    const teacher = await createTeacher();
    const [first, second, waiting] = await Promise.all([0, 1, 2].map(() => createStudent({ teacherId: teacher.id })));
    const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 2 });
    const open = await createService({ teacherId: teacher.id, groupType: 'open', capacity: null });
    const enroll = (studentId: string, status: 'active' | 'cancelled' = 'active') =>
      createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId, status });
    await enroll(first!.id);
    await enroll(second!.id, 'cancelled');
    expect(await getServiceWaitlistState({ serviceId: service.id, studentId: waiting!.id })).toEqual({ full: false });
    await enroll(second!.id);
    expect(await getServiceWaitlistState({ serviceId: service.id, studentId: waiting!.id })).toEqual({
      full: true,
      enrolled: false,
      place: null,
    });
    expect(await getServiceWaitlistState({ serviceId: service.id, studentId: first!.id })).toMatchObject({
      full: true,
      enrolled: true,
    });
    await db.waitlistEntry.create({ data: { teacherId: teacher.id, serviceId: service.id, studentId: waiting!.id } });
    expect(await getServiceWaitlistState({ serviceId: service.id, studentId: waiting!.id })).toMatchObject({
      full: true,
      place: { position: 1, status: 'waiting' },
    });
    expect(await getServiceWaitlistState({ serviceId: open.id, studentId: waiting!.id })).toEqual({ full: false });
    // A group without a capacity has no limit (decision 0066): never full, however many hold a place.
    const unlimited = await createService({ teacherId: teacher.id, groupType: 'group', capacity: null });
    for (const student of [first!, second!]) {
      await createEnrollment({ teacherId: teacher.id, serviceId: unlimited.id, studentId: student.id });
    }
    expect(await getServiceWaitlistState({ serviceId: unlimited.id, studentId: waiting!.id })).toEqual({ full: false });
  });

  it('counts a checkout in progress as a held place; its student may go on buying', async () => {
    const teacher = await createTeacher();
    const [buyer, other] = await Promise.all([0, 1].map(() => createStudent({ teacherId: teacher.id })));
    const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 1 });
    const reserve = (checkoutExpiresAt: Date | null) =>
      db.enrollment.create({
        data: {
          teacherId: teacher.id,
          serviceId: service.id,
          studentId: buyer!.id,
          currency: 'EUR',
          checkoutExpiresAt,
        },
      });
    await reserve(null); // pending from before reservations: holds nothing
    expect(await getServiceWaitlistState({ serviceId: service.id, studentId: other!.id })).toEqual({ full: false });
    await reserve(new Date(Date.now() + 30 * 60 * 1000));
    expect(await getServiceWaitlistState({ serviceId: service.id, studentId: other!.id })).toMatchObject({
      full: true,
      enrolled: false,
    });
    expect(await getServiceWaitlistState({ serviceId: service.id, studentId: buyer!.id })).toMatchObject({
      full: true,
      enrolled: true,
    });
  });
});
