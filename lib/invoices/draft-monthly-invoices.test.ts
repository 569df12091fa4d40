import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { draftMonthlyInvoices } from './draft-monthly-invoices';

async function owingStudents(timezone: string) {
  const teacher = await createTeacher({ timezone, taxRate: 0 });
  const service = await createService({ teacherId: teacher.id, billing: 'postpaid', priceAmount: 3_000 });
  const students = [await createStudent({ teacherId: teacher.id }), await createStudent({ teacherId: teacher.id })];
  let day = 0;
  for (const student of students) {
    for (let i = 0; i < 2; i++) {
      const startUtc = new Date(Date.UTC(2026, 10, 3 + day++, 10));
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        status: 'completed',
        startUtc,
      });
    }
  }
  await createStudent({ teacherId: teacher.id });
  return { teacher, students };
}

describe('monthly invoice drafts', () => {
  it("drafts one invoice per owing student on the first day of the teacher's month, once, however many runs", async () => {
    const { teacher, students } = await owingStudents('Pacific/Auckland');
    const only = { teacherIds: [teacher.id] };
    // 30 November 12:00 UTC is 1 December 01:00 in Auckland.
    expect(await draftMonthlyInvoices({ now: new Date('2026-11-29T12:00:00Z'), ...only })).toEqual({
      teachers: 0,
      drafts: 0,
      tuitionCharges: 0,
    });
    const runs = await Promise.all(
      [1, 2, 3].map(() => draftMonthlyInvoices({ now: new Date('2026-11-30T12:00:00Z'), ...only })),
    );
    expect(runs.reduce((sum, run) => sum + run.drafts, 0)).toBe(2);
    const drafts = await db.invoice.findMany({ where: { teacherId: teacher.id }, include: { lines: true } });
    expect(
      drafts.map((draft) => [draft.studentId, draft.status, draft.grossAmount, draft.lines.length]).sort(),
    ).toEqual(students.map((student) => [student.id, 'draft', 6_000, 2]).sort());
    expect(await draftMonthlyInvoices({ now: new Date('2026-11-30T20:00:00Z'), ...only })).toEqual({
      teachers: 0,
      drafts: 0,
      tuitionCharges: 0,
    });
  });
});
