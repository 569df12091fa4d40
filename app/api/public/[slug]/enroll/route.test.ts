import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createDiscountCode } from '@/test/factories';
import { enroll, enrollmentsOf, scene, setUpEnrollTests } from '@/test/api/public/enroll-routes';

const { processor, checkoutsOf } = setUpEnrollTests();

describe('POST /api/public/:slug/enroll, signed-in student', () => {
  it('creates a pending_payment enrollment and a checkout on the teacher account through the SDK', async () => {
    const { teacher, service, terms, student, cookie, body } = await scene();
    const response = await enroll(teacher.slug, body, { cookie });

    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      status: 'checkout',
      checkoutUrl: expect.stringContaining(processor().url),
      enrollmentId: expect.any(String),
    });
    const { enrollmentId } = response.json;
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: enrollmentId } });
    const [checkout] = checkoutsOf(teacher.pspAccountId);
    expect(enrollment).toMatchObject({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'pending_payment',
      sessionsTotal: 0, // credits come with the payment
      currency: 'EUR',
      discountCodeId: null,
      discountAmount: 0,
      pspCheckoutSessionId: checkout!.id,
    });
    expect(checkout).toMatchObject({
      mode: 'payment',
      status: 'open',
      amount_total: 8000,
      currency: 'eur',
      customer_email: student.email,
      metadata: { kind: 'enrollment', enrollmentId, teacherId: teacher.id, studentId: student.id },
      line_items_summary: { name: service.name, unit_amount: 8000, quantity: 1 },
    });
    expect(checkout!.success_url).toContain(`/${teacher.slug}/services/${service.slug}?enrollment=${enrollmentId}`);
    expect(processor().state.idempotency.has(`${teacher.pspAccountId}:enrollment:${enrollmentId}`)).toBe(true);

    const acceptance = await db.legalAcceptance.findFirstOrThrow({ where: { studentId: student.id } });
    expect(acceptance).toMatchObject({ documentVersionId: terms.current!.id, state: 'signed' });
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: enrollmentId, action: 'enrollment.create' } })).toBe(1);
  });

  it('charges the discounted amount, remembers the discount, and records no use before payment', async () => {
    const { teacher, cookie, body } = await scene();
    const code = await createDiscountCode({ teacherId: teacher.id, type: 'percentage', value: 25, maxUses: 10 });
    const response = await enroll(teacher.slug, { ...body, discountCode: code.code.toLowerCase() }, { cookie });

    expect(response.status).toBe(201);
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });
    expect(enrollment).toMatchObject({ discountCodeId: code.id, discountAmount: 2000 });
    expect(checkoutsOf(teacher.pspAccountId)[0]).toMatchObject({
      amount_total: 6000,
      metadata: { discountCodeId: code.id },
    });
    expect((await db.discountCode.findUniqueOrThrow({ where: { id: code.id } })).usesCount).toBe(0);
  });

  it('pays on the simulated processor: the webhook activates the enrollment and records the discount use', async () => {
    const { teacher, cookie, body } = await scene();
    const code = await createDiscountCode({
      teacherId: teacher.id,
      type: 'fixed_amount',
      value: 1500,
      currency: 'EUR',
    });
    const response = await enroll(teacher.slug, { ...body, discountCode: code.code }, { cookie });
    const enrollment = await db.enrollment.findUniqueOrThrow({ where: { id: response.json.enrollmentId } });

    await processor().pay(enrollment.pspCheckoutSessionId!);
    expect(await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).toMatchObject({
      status: 'active',
      pricePaid: 6500,
      sessionsTotal: 5,
    });
    expect(await db.discountCodeUse.count({ where: { enrollmentId: enrollment.id } })).toBe(1);
  });

  it('does not ask again for documents the student already signed at their current version', async () => {
    const { teacher, terms, student, cookie, body } = await scene();
    await db.legalAcceptance.create({
      data: {
        teacherId: teacher.id,
        studentId: student.id,
        documentId: terms.document.id,
        documentVersionId: terms.current!.id,
        state: 'signed',
      },
    });
    expect((await enroll(teacher.slug, { ...body, acceptedDocumentVersionIds: [] }, { cookie })).status).toBe(201);
  });

  it('opens a subscription checkout for a subscription service', async () => {
    const { teacher, cookie, body } = await scene({ service: { structure: 'subscription', billingInterval: 'month' } });
    expect((await enroll(teacher.slug, body, { cookie })).status).toBe(201);
    expect(checkoutsOf(teacher.pspAccountId)[0]).toMatchObject({
      mode: 'subscription',
      line_items_summary: { interval: 'month' },
    });
  });

  it('marks the enrollment cancelled when the processor refuses the checkout, and says so', async () => {
    const { teacher, cookie, body } = await scene();
    processor().failNext(1, 400);
    const response = await enroll(teacher.slug, body, { cookie });
    expect(response.status).toBe(500);
    const [enrollment] = await enrollmentsOf(teacher.id);
    expect(enrollment).toMatchObject({ status: 'cancelled', pspCheckoutSessionId: null });
    expect(enrollment!.cancelledAt).not.toBeNull();
  });
});
