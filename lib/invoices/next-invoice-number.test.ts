import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTeacher } from '@/test/factories';
import { createInvoiceDraft } from './create-invoice-draft';
import { issueInvoice } from './issue-invoice';

const oneLine = { lines: [{ description: 'Lesson', quantity: 1, unitAmount: 4_000 }] };

describe('invoice numbers', () => {
  it('20 concurrent issues get 20 consecutive numbers: no gap, no duplicate', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    const student = await createStudent({ teacherId: teacher.id });
    const drafts = [];
    for (let i = 0; i < 20; i++) {
      drafts.push(await createInvoiceDraft({ teacherId: teacher.id, input: { studentId: student.id, ...oneLine } }));
    }
    const now = new Date('2026-06-15T10:00:00Z');
    const issued = await Promise.all(
      drafts.map((draft) => issueInvoice({ teacherId: teacher.id, invoiceId: draft.id, now })),
    );
    const numbers = issued.map((invoice) => invoice.number!).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-2026-${String(i + 1).padStart(4, '0')}`));
    expect(
      (await db.invoiceCounter.findUniqueOrThrow({ where: { teacherId_year: { teacherId: teacher.id, year: 2026 } } }))
        .lastNumber,
    ).toBe(20);
  });

  it("starts again at 0001 in a new year of the teacher's zone, and each teacher has their own series", async () => {
    const teacher = await createTeacher({ timezone: 'Pacific/Auckland' });
    const other = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const otherStudent = await createStudent({ teacherId: other.id });
    const issue = async (teacherId: string, studentId: string, now: Date) => {
      const draft = await createInvoiceDraft({ teacherId, input: { studentId, ...oneLine } });
      return (await issueInvoice({ teacherId, invoiceId: draft.id, now })).number;
    };
    expect(await issue(teacher.id, student.id, new Date('2026-12-31T10:00:00Z'))).toBe('INV-2026-0001');
    // 2026-12-31T12:00Z is already 1 January 2027 in Auckland.
    expect(await issue(teacher.id, student.id, new Date('2026-12-31T12:00:00Z'))).toBe('INV-2027-0001');
    expect(await issue(other.id, otherStudent.id, new Date('2026-12-31T10:00:00Z'))).toBe('INV-2026-0001');
  });

  it('a failed issue leaves no gap', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const empty = await createInvoiceDraft({
      teacherId: teacher.id,
      input: { studentId: student.id, lines: [{ description: 'Free', quantity: 1, unitAmount: 0 }] },
    });
    await expect(issueInvoice({ teacherId: teacher.id, invoiceId: empty.id })).rejects.toMatchObject({
      code: 'INVOICE_EMPTY',
    });
    const draft = await createInvoiceDraft({ teacherId: teacher.id, input: { studentId: student.id, ...oneLine } });
    const issued = await issueInvoice({ teacherId: teacher.id, invoiceId: draft.id });
    expect(issued.number).toMatch(/-0001$/);
  });
});
