/** A refunded receipt gets a credit note (issue 35, decision 0157): own number, once per refund, through the webhook. */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { refundPayment } from '@/lib/payments/refund-payment';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { captureEvents, redeliver, setUpSimulatedProcessor } from '@/test/psp-simulator';

const captured = captureEvents();
const processor = setUpSimulatedProcessor({ deliver: captured.deliver });

async function paidWithReceipt() {
  const setup = await pendingEnrollment();
  await processor().pay((await checkoutFor(setup)).id);
  expect(await redeliver(captured.take('checkout.session.completed'))).toBe(200);
  const payment = await db.payment.findFirstOrThrow({ where: { enrollmentId: setup.enrollment.id } });
  const receipt = await db.invoice.findUniqueOrThrow({ where: { receiptPaymentId: payment.id } });
  return { ...setup, payment, receipt };
}

const creditNotes = (teacherId: string) =>
  db.invoice.findMany({
    where: { teacherId, kind: 'credit_note' },
    orderBy: { sequence: 'asc' },
    include: { lines: true },
  });

describe('a processor refund of a paid receipt', () => {
  it('issues a credit note with its own number, once under replays; a second refund gets its own', async () => {
    const { teacher, payment, receipt } = await paidWithReceipt();
    const part = Math.floor(payment.amount / 4);

    await refundPayment({ teacherId: teacher.id, paymentId: payment.id, amount: part });
    await processor().flush();
    const refunded = captured.take('charge.refunded');
    expect(await redeliver(refunded)).toBe(200);
    expect(await redeliver(refunded)).toBe(200);

    const [note, ...none] = await creditNotes(teacher.id);
    expect(none).toEqual([]);
    expect(note).toMatchObject({
      kind: 'credit_note',
      status: 'paid',
      studentId: receipt.studentId,
      currency: receipt.currency,
      grossAmount: -part,
      sequence: receipt.sequence! + 1,
      number: expect.stringMatching(/^INV-\d{4}-\d{4}$/),
      creditsInvoiceId: null,
    });
    expect(note!.number).not.toBe(receipt.number);
    expect(note!.netAmount + note!.taxAmount).toBe(-part);
    expect(note!.lines).toEqual([
      expect.objectContaining({ description: `Refund of receipt ${receipt.number}`, grossAmount: -part }),
    ]);
    // The receipt is never edited.
    expect(await db.invoice.findUniqueOrThrow({ where: { id: receipt.id } })).toMatchObject({
      status: 'paid',
      grossAmount: receipt.grossAmount,
      updatedAt: receipt.updatedAt,
    });
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: note!.id, action: 'invoice.receipt_credited' } })).toBe(1);

    // The rest refunded later: one more note, for the rest only.
    await refundPayment({ teacherId: teacher.id, paymentId: payment.id });
    await processor().flush();
    const rest = captured.take('charge.refunded');
    expect(await redeliver(rest)).toBe(200);
    expect(await redeliver(refunded)).toBe(200);
    const notes = await creditNotes(teacher.id);
    expect(notes.map((credit) => credit.grossAmount)).toEqual([-part, -(payment.amount - part)]);
    expect(new Set(notes.map((credit) => credit.number)).size).toBe(2);
  });
});
