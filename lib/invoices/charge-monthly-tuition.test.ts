import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { chargeMonthlyTuition } from './charge-monthly-tuition';
import { createInvoiceDraft } from './create-invoice-draft';
import { draftMonthlyInvoices } from './draft-monthly-invoices';
import { getStudentBalance } from './get-student-balance';

/** A teacher with a €120/month tuition service and students in several states (decision 0133). */
async function tuitionScene(timezone = 'Europe/Madrid') {
  const teacher = await createTeacher({ timezone, taxRate: 0, defaultCurrency: 'EUR' });
  const monthly = await createService({ teacherId: teacher.id, billing: 'monthly', priceAmount: 12_000 });
  const prepaid = await createService({ teacherId: teacher.id, priceAmount: 5_000 });
  const [enrolled, cancelled, erased, prepaidOnly] = await Promise.all(
    [1, 2, 3, 4].map(() => createStudent({ teacherId: teacher.id })),
  );
  const enroll = (studentId: string, serviceId: string, status: 'active' | 'cancelled' = 'active') =>
    createEnrollment({ teacherId: teacher.id, serviceId, studentId, status, pricePaid: 0 });
  await enroll(enrolled!.id, monthly.id);
  // A second active enrollment of the same student and service: still one charge a month.
  await enroll(enrolled!.id, monthly.id);
  await enroll(cancelled!.id, monthly.id, 'cancelled');
  await enroll(erased!.id, monthly.id);
  await db.student.update({ where: { id: erased!.id }, data: { deletedAt: new Date() } });
  await enroll(prepaidOnly!.id, prepaid.id);
  return { teacher, monthly, enrolled: enrolled!, cancelled: cancelled!, prepaidOnly: prepaidOnly! };
}

describe('monthly tuition', () => {
  it('charges each actively enrolled student once per month, whatever the number of runs', async () => {
    const { teacher, monthly, enrolled } = await tuitionScene();
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() =>
        db.$transaction((tx) => chargeMonthlyTuition(tx, { teacherId: teacher.id, month: '2026-12' })),
      ),
    );
    expect(runs.reduce((sum, added) => sum + added, 0)).toBe(1);
    expect(await chargeMonthlyTuition(db, { teacherId: teacher.id, month: '2026-12' })).toBe(0);
    expect(await chargeMonthlyTuition(db, { teacherId: teacher.id, month: '2027-01' })).toBe(1);
    const charges = await db.tuitionCharge.findMany({ where: { teacherId: teacher.id }, orderBy: { month: 'asc' } });
    expect(charges).toMatchObject([
      { studentId: enrolled.id, serviceId: monthly.id, month: '2026-12', amount: 12_000, currency: 'EUR' },
      { studentId: enrolled.id, serviceId: monthly.id, month: '2027-01', amount: 12_000, currency: 'EUR' },
    ]);
  });

  it("leaves other teachers' students alone (tenancy)", async () => {
    const mine = await tuitionScene();
    const theirs = await tuitionScene();
    await chargeMonthlyTuition(db, { teacherId: mine.teacher.id, month: '2026-12' });
    expect(await db.tuitionCharge.count({ where: { teacherId: theirs.teacher.id } })).toBe(0);
    // Narrowed to a student of another teacher: nothing.
    expect(
      await chargeMonthlyTuition(db, { teacherId: mine.teacher.id, month: '2026-12', studentId: theirs.enrolled.id }),
    ).toBe(0);
  });

  it('puts the fee on the balance until an invoice bills it; a voided line frees it again', async () => {
    const { teacher, enrolled, cancelled } = await tuitionScene();
    await chargeMonthlyTuition(db, { teacherId: teacher.id, month: '2026-12' });
    const balance = await getStudentBalance({ teacherId: teacher.id, studentId: enrolled.id });
    expect(balance.open).toEqual([{ currency: 'EUR', amount: 12_000 }]);
    expect(balance.items).toMatchObject([
      { type: 'charge', amount: 12_000, description: expect.stringContaining('tuition 2026-12') },
    ]);
    expect((await getStudentBalance({ teacherId: teacher.id, studentId: cancelled.id })).open).toEqual([]);

    const draft = await createInvoiceDraft({
      teacherId: teacher.id,
      input: { studentId: enrolled.id, fromBalance: true },
    });
    expect(draft.grossAmount).toBe(12_000);
    const line = await db.invoiceLine.findFirstOrThrow({ where: { invoiceId: draft.id } });
    expect(line.tuitionChargeId).not.toBeNull();
    // On a draft, the fee is billed: a second draft from the balance has nothing to take.
    await expect(
      createInvoiceDraft({ teacherId: teacher.id, input: { studentId: enrolled.id, fromBalance: true } }),
    ).rejects.toMatchObject({ code: 'NOTHING_TO_INVOICE' });
    await db.invoice.update({ where: { id: draft.id }, data: { status: 'void' } });
    expect((await getStudentBalance({ teacherId: teacher.id, studentId: enrolled.id })).open).toEqual([
      { currency: 'EUR', amount: 12_000 },
    ]);
  });

  it("the hourly run charges the teacher's local month and drafts it on the 1st, once", async () => {
    const { teacher, enrolled } = await tuitionScene('Pacific/Auckland');
    const only = { teacherIds: [teacher.id] };
    // 29 November 12:00 UTC is 30 November in Auckland: November's tuition, no drafts yet.
    expect(await draftMonthlyInvoices({ now: new Date('2026-11-29T12:00:00Z'), ...only })).toEqual({
      teachers: 0,
      drafts: 0,
      tuitionCharges: 1,
    });
    // 30 November 12:00 UTC is 1 December in Auckland: December's tuition, then one draft with both months.
    const runs = await Promise.all(
      [1, 2].map(() => draftMonthlyInvoices({ now: new Date('2026-11-30T12:00:00Z'), ...only })),
    );
    expect(runs.reduce((sum, run) => sum + run.tuitionCharges, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.drafts, 0)).toBe(1);
    const months = await db.tuitionCharge.findMany({ where: { teacherId: teacher.id }, select: { month: true } });
    expect(months.map((row) => row.month).sort()).toEqual(['2026-11', '2026-12']);
    const drafts = await db.invoice.findMany({ where: { teacherId: teacher.id }, include: { lines: true } });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ studentId: enrolled.id, status: 'draft', grossAmount: 24_000 });
    expect(drafts[0]!.lines.map((line) => line.description)).toEqual([
      expect.stringContaining('tuition 2026-11'),
      expect.stringContaining('tuition 2026-12'),
    ]);
  });
});
