import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { addContactLogEntry } from './add-contact-log-entry';
import { listContactLog } from './list-contact-log';
import { listStudents } from './list-students';
import { ZListStudentsQuery } from './schemas';

const now = new Date('2031-06-15T12:00:00Z');

describe('contact log', () => {
  it("adds entries that set the roster's lastContact and lists them latest first", async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const add = (sentAt: string | undefined, channel: 'email' | 'phone' | 'messaging') =>
      addContactLogEntry({ teacherId: teacher.id, input: { studentId: student.id, channel, sentAt, note: 'hi' }, now });
    await add('2031-06-10T09:00:00+02:00', 'email');
    const latest = await add(undefined, 'phone');
    await add('2031-06-01T09:00:00Z', 'messaging');
    expect(latest).toMatchObject({ channel: 'phone', sentAt: now.toISOString(), note: 'hi' });

    const page = await listContactLog({ teacherId: teacher.id, query: { page: 1, limit: 2, studentId: student.id } });
    expect(page.total).toBe(3);
    expect(page.data.map((entry) => entry.channel)).toEqual(['phone', 'email']);
    const [row] = (await listStudents({ teacherId: teacher.id, query: ZListStudentsQuery.parse({}), now })).data;
    expect(row!.lastContact).toBe(now.toISOString());
  });

  it('refuses a sentAt in the future', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    await expect(
      addContactLogEntry({
        teacherId: teacher.id,
        input: { studentId: student.id, channel: 'email', sentAt: '2031-06-16T12:00:00Z' },
        now,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'sentAt' }] });
  });

  it("lists all of the teacher's entries without studentId, leaving deleted students out", async () => {
    const teacher = await createTeacher();
    const [kept, gone] = await Promise.all([
      createStudent({ teacherId: teacher.id }),
      createStudent({ teacherId: teacher.id }),
    ]);
    await db.contactLogEntry.createMany({
      data: [kept, gone].map((student) => ({
        teacherId: teacher.id,
        studentId: student.id,
        channel: 'email' as const,
      })),
    });
    await db.student.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    const page = await listContactLog({ teacherId: teacher.id, query: { page: 1, limit: 20 } });
    expect(page.data.map((entry) => entry.studentId)).toEqual([kept.id]);
  });

  it("answers 404 for another teacher's or a deleted student, writing nothing", async () => {
    const teacher = await createTeacher();
    const theirs = await createStudent({ teacherId: (await createTeacher()).id });
    const deleted = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    for (const student of [theirs, deleted]) {
      await expect(
        addContactLogEntry({ teacherId: teacher.id, input: { studentId: student.id, channel: 'email' } }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(
        listContactLog({ teacherId: teacher.id, query: { page: 1, limit: 20, studentId: student.id } }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await db.contactLogEntry.count({ where: { studentId: { in: [theirs.id, deleted.id] } } })).toBe(0);
  });
});
