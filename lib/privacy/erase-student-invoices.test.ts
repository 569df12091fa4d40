import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createInvoiceDraft } from '@/lib/invoices/create-invoice-draft';
import { issueInvoice } from '@/lib/invoices/issue-invoice';
import { createStudent, createTeacher } from '@/test/factories';
import { eraseStudent } from './erase-student';

const line = { lines: [{ description: 'Lessons', quantity: 1, unitAmount: 5_000 }] };

describe('erasure and invoices (issue 35)', () => {
  it('keeps issued invoices with the payer name only, deletes drafts, and says so in the report', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id, name: 'Ingrid Berg' });
    const issued = await createInvoiceDraft({ teacherId: teacher.id, input: { studentId: student.id, ...line } });
    await issueInvoice({ teacherId: teacher.id, invoiceId: issued.id });
    await createInvoiceDraft({ teacherId: teacher.id, input: { studentId: student.id, ...line } });

    const report = await eraseStudent({
      teacherId: teacher.id,
      studentId: student.id,
      actor: { type: 'teacher', id: teacher.id },
    });

    expect(report.counts).toMatchObject({ invoiceDrafts: 1, invoicesKept: 1 });
    const left = await db.invoice.findMany({ where: { teacherId: teacher.id } });
    expect(left).toEqual([
      expect.objectContaining({ id: issued.id, status: 'issued', payerName: 'Ingrid Berg', payerEmail: null }),
    ]);
  });
});
