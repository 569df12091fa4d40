import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createStudent } from '@/test/factories';
import { checkoutFor, pendingEnrollment } from '@/test/fixtures/paid-enrollment';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';

const processor = setUpSimulatedProcessor();

describe('paid enrollment, through the simulated processor', () => {
  it('checkout -> Pay -> signed checkout.session.completed -> enrollment active with credits and a payment', async () => {
    const setup = await pendingEnrollment();
    const checkout = await checkoutFor(setup);

    const successUrl = await processor().pay(checkout.id);

    expect(successUrl).toBe('http://localhost:3000/enrolled');
    expect(
      processor()
        .deliveries.filter((d) => d.type === 'checkout.session.completed')
        .map((d) => d.status),
    ).toContain(200);
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } });
    expect(enrollment).toMatchObject({
      status: 'active',
      sessionsTotal: 10,
      pricePaid: 12_100,
      pspCheckoutSessionId: checkout.id,
    });
    expect(enrollment.validUntil!.getTime() - enrollment.enrolledAt!.getTime()).toBe(90 * 24 * 60 * 60 * 1000);
    const [payment] = await db.payment.findMany({ where: { enrollmentId: enrollment.id } });
    expect(payment).toMatchObject({
      teacherId: setup.teacher.id,
      studentId: setup.student.id,
      kind: 'enrollment',
      status: 'succeeded',
      amount: 12_100,
      currency: 'EUR',
      taxAmount: 2_100,
      pspCheckoutSessionId: checkout.id,
    });
    expect(payment!.pspPaymentIntentId).toMatch(/^pi_/);
    await flushAudits();
    const audit = await db.auditLog.findMany({ where: { teacherId: setup.teacher.id, action: 'enrollment.activate' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorType: 'psp', entityId: enrollment.id });
    const lifecycle = await db.studentLifecycleEvent.findMany({
      where: { studentId: setup.student.id },
      select: { type: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(lifecycle.map((event) => event.type)).toEqual(['first_purchase', 'enrollment_started']);
  });

  it('records the discount use and counts it', async () => {
    const setup = await pendingEnrollment({ discount: { maxUses: 5, usesCount: 2 } });
    await processor().pay((await checkoutFor(setup)).id);

    expect(await db.discountCodeUse.findMany({ where: { enrollmentId: setup.enrollment.id } })).toEqual([
      expect.objectContaining({ discountCodeId: setup.code!.id, studentId: setup.student.id, amount: 1_345 }),
    ]);
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: setup.code!.id } })).usesCount).toBe(3);
  });

  it('never counts past maxUses: the payment stands and the unrecorded use is audited', async () => {
    const setup = await pendingEnrollment({ discount: { maxUses: 3, usesCount: 3 } });
    await processor().pay((await checkoutFor(setup)).id);

    expect((await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } })).status).toBe('active');
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: setup.code!.id } })).usesCount).toBe(3);
    await flushAudits();
    const [audit] = await db.auditLog.findMany({
      where: { teacherId: setup.teacher.id, action: 'enrollment.activate' },
    });
    expect(audit?.metadata).toMatchObject({ discountNotRecorded: 'exhausted' });
  });

  it('two payments racing for the last use: one counts, usesCount stops at maxUses', async () => {
    const first = await pendingEnrollment({ discount: { maxUses: 1, usesCount: 0 } });
    const secondEnrollment = await db.enrollment.create({
      data: {
        teacherId: first.teacher.id,
        serviceId: first.service.id,
        studentId: (await createStudent({ teacherId: first.teacher.id })).id,
        status: 'pending_payment',
        currency: 'EUR',
        discountCodeId: first.code!.id,
        discountAmount: 1_345,
      },
    });
    const checkouts = await Promise.all([checkoutFor(first), checkoutFor({ ...first, enrollment: secondEnrollment })]);
    await Promise.all(checkouts.map((checkout) => processor().pay(checkout.id)));

    expect((await db.discountCode.findUniqueOrThrow({ where: { id: first.code!.id } })).usesCount).toBe(1);
    expect(await db.enrollment.count({ where: { teacherId: first.teacher.id, status: 'active' } })).toBe(2);
  });

  it('Abandon sends the visitor back to the cancel URL and nothing changes', async () => {
    const setup = await pendingEnrollment();
    const checkout = await checkoutFor(setup);
    const response = await fetch(`${processor().url}/checkout/${checkout.id}/abandon`, {
      method: 'POST',
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:3000/cancelled');
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } })).status).toBe(
      'pending_payment',
    );
  });

  it('the checkout page shows the amount with Pay and Abandon', async () => {
    const setup = await pendingEnrollment();
    const checkout = await checkoutFor(setup);
    const html = await (await fetch(checkout.url)).text();
    expect(html).toContain('€121.00');
    expect(html).toMatch(/>Pay</);
    expect(html).toMatch(/>Abandon</);
  });
});

describe('abandoned checkout', () => {
  it('checkout.session.expired cancels the enrollment still waiting for payment', async () => {
    const setup = await pendingEnrollment();
    const checkout = await checkoutFor(setup);
    const { stripeClient } = await import('@/lib/integrations/psp/stripe-client');
    await stripeClient().checkout.sessions.expire(checkout.id, {}, { stripeAccount: setup.accountId });
    await processor().flush();

    expect(await db.enrollment.findUniqueOrThrow({ where: { id: setup.enrollment.id } })).toMatchObject({
      status: 'cancelled',
    });
  });
});
