import { describe, expect, it } from 'vitest';
import { createStudent, createTeacher } from '@/test/factories';
import { createInvoiceDraft } from './create-invoice-draft';
import { issueInvoice } from './issue-invoice';
import { listInvoices } from './list-invoices';
import { ZListInvoicesQuery } from './schemas';

const query = (raw: Record<string, string>) => ZListInvoicesQuery.parse(raw);

/** Column sorting of GET /api/teacher/invoices (issue 35). */
describe('listInvoices sorting', () => {
  it('sorts by number, total and payer in either direction; newest first by default', async () => {
    const teacher = await createTeacher({ taxRate: 0 });
    const [ana, zoe] = await Promise.all([
      createStudent({ teacherId: teacher.id, name: 'Ana Alba' }),
      createStudent({ teacherId: teacher.id, name: 'Zoe Zorrilla' }),
    ]);
    const make = async (studentId: string, unitAmount: number) => {
      const draft = await createInvoiceDraft({
        teacherId: teacher.id,
        input: { studentId, lines: [{ description: 'Lessons', quantity: 1, unitAmount }] },
      });
      return issueInvoice({ teacherId: teacher.id, invoiceId: draft.id });
    };
    const first = await make(zoe.id, 1_000);
    const second = await make(ana.id, 3_000);
    const third = await make(zoe.id, 2_000);
    const ids = async (raw: Record<string, string>) =>
      (await listInvoices({ teacherId: teacher.id, query: query(raw) })).data.map((invoice) => invoice.id);

    expect(await ids({})).toEqual([third.id, second.id, first.id]);
    expect(await ids({ sort: 'number', direction: 'asc' })).toEqual([first.id, second.id, third.id]);
    expect(await ids({ sort: 'grossAmount', direction: 'desc' })).toEqual([second.id, third.id, first.id]);
    expect((await ids({ sort: 'payerName', direction: 'asc' }))[0]).toBe(second.id);
    expect(ZListInvoicesQuery.safeParse({ sort: 'teacherId' }).success).toBe(false);
  });
});
