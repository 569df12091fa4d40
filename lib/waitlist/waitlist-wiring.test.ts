import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { cancelSession } from '@/lib/booking/cancel-session';
import { db } from '@/lib/core/db';
import { cancelEnrollment } from '@/lib/enrollments/cancel-enrollment';
import { activatePaidEnrollment } from '@/lib/payment-webhooks/activate-paid-enrollment';
import { collectEffects } from '@/lib/payments/webhook-effects';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';

/** A full group service of a teacher with one student waiting for it. */
async function fullServiceWithOneWaiting() {
  const teacher = await createTeacher({ pspAccountId: `acct_${crypto.randomUUID().slice(0, 12)}` });
  const service = await createService({ teacherId: teacher.id, groupType: 'group', capacity: 1 });
  const enrolled = await createStudent({ teacherId: teacher.id });
  const waiting = await createStudent({ teacherId: teacher.id });
  await db.waitlistEntry.create({ data: { teacherId: teacher.id, serviceId: service.id, studentId: waiting.id } });
  return { teacher, service, enrolled, waiting };
}

const entryOf = (serviceId: string, studentId: string) =>
  db.waitlistEntry.findFirstOrThrow({ where: { serviceId, studentId } });

describe('where places free up', () => {
  it("the teacher's session cancel offers the freed place to the first in line", async () => {
    const { teacher, service, enrolled, waiting } = await fullServiceWithOneWaiting();
    const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: enrolled.id });
    await cancelSession({ teacherId: teacher.id, sessionId: session.id, input: {} });
    expect((await entryOf(service.id, waiting.id)).status).toBe('notified');
    expect(await db.emailOutbox.count({ where: { to: waiting.email } })).toBe(1);
  });

  it("the teacher's enrollment cancel offers the place; a pending one held none", async () => {
    const { teacher, service, enrolled, waiting } = await fullServiceWithOneWaiting();
    const pending = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: (await createStudent({ teacherId: teacher.id })).id,
      status: 'pending_payment',
    });
    await cancelEnrollment({ teacherId: teacher.id, enrollmentId: pending.id });
    expect((await entryOf(service.id, waiting.id)).status).toBe('waiting');
    const active = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: enrolled.id });
    await cancelEnrollment({ teacherId: teacher.id, enrollmentId: active.id });
    expect((await entryOf(service.id, waiting.id)).status).toBe('notified');
  });
});

describe('conversion', () => {
  it('a paid checkout that activates the enrollment converts the student’s entry', async () => {
    const { teacher, service, waiting } = await fullServiceWithOneWaiting();
    await db.waitlistEntry.updateMany({
      where: { studentId: waiting.id },
      data: { status: 'notified', notifiedAt: new Date() },
    });
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: waiting.id,
      status: 'pending_payment',
      sessionsTotal: 0,
    });
    const checkout = {
      id: `cs_${crypto.randomUUID()}`,
      mode: 'payment',
      amount_total: 3000,
      currency: 'eur',
      subscription: null,
      payment_intent: `pi_${crypto.randomUUID()}`,
      invoice: null,
    } as unknown as Stripe.Checkout.Session;
    const eventTeacher = await db.teacher.findUniqueOrThrow({
      where: { id: teacher.id },
      select: { id: true, taxRate: true, pspAccountId: true },
    });
    await db.$transaction((tx) =>
      activatePaidEnrollment(tx, eventTeacher, checkout, enrollment.id, collectEffects('evt_test').effects),
    );
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: enrollment.id } })).status).toBe('active');
    expect((await entryOf(service.id, waiting.id)).status).toBe('converted');
  });
});
