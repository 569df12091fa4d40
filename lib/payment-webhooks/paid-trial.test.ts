import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { trialCheckoutMetadata } from '@/lib/payments/checkout-metadata';

const processor = setUpSimulatedProcessor();

async function heldTrial(holdExpiresAt = new Date(Date.now() + 15 * 60 * 1000)) {
  const teacher = await createTeacher({ pspAccountId: `acct_${crypto.randomUUID()}`, taxRate: 0 });
  const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount: 1_500 });
  const student = await createStudent({ teacherId: teacher.id });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    status: 'hold',
    isTrialSession: true,
    holdExpiresAt,
  });
  const checkout = await createCheckoutSession({
    accountId: teacher.pspAccountId!,
    lineItem: { name: service.name, unitAmount: 1_500, currency: 'EUR' },
    metadata: trialCheckoutMetadata(session.id),
    successUrl: 'http://localhost:3000/booked',
    cancelUrl: 'http://localhost:3000/cancelled',
    idempotencyKey: `trial-${session.id}`,
  });
  return { teacher, session, checkout };
}

describe('paid trial', () => {
  it("checkout.session.completed turns the session's hold into scheduled and records the payment", async () => {
    const { session, checkout } = await heldTrial();
    await processor().pay(checkout.id);

    expect(await db.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      status: 'scheduled',
      holdExpiresAt: null,
      pspCheckoutSessionId: checkout.id,
    });
    expect(await db.payment.findMany({ where: { sessionId: session.id } })).toEqual([
      expect.objectContaining({ kind: 'trial', amount: 1_500, taxAmount: 0, status: 'succeeded' }),
    ]);
  });

  it('a payment after the hold was released is still recorded, and flagged for the teacher', async () => {
    const { teacher, session, checkout } = await heldTrial();
    await db.session.update({ where: { id: session.id }, data: { status: 'expired' } });
    await processor().pay(checkout.id);

    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('expired');
    expect(await db.payment.count({ where: { sessionId: session.id } })).toBe(1);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'payment.receive_without_hold' } })).toBe(
      1,
    );
  });
});
