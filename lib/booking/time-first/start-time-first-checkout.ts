import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { reservationExpiresAt } from '@/lib/enrollments/checkout-reservation';
import { releaseReservation } from '@/lib/enrollments/release-reservation';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { transaction } from '@/lib/outbox/transaction';
import { enrollmentCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import { checkoutPayer } from '@/lib/payments/family-checkout-customer';
import type { TimeFirstService } from './find-time-first-service';
import type { Held } from './time-first-hold';
import { timeFirstCheckoutUrls } from './time-first-return-urls';

/** Checkout metadata flag: the payer booked without a student session, so the payment e-mails a sign-in link. */
export const signInAfterPaymentKey = 'signInAfterPayment';

type StartTimeFirstCheckout = {
  service: TimeFirstService;
  accountId: string;
  held: Held;
  signInAfterPayment: boolean;
  now: Date;
  meta?: RequestMeta;
};

/**
 * The held lesson's checkout on the teacher's connected account, after the hold committed (a
 * processor call cannot join a database transaction). An enrollment checkout like any other
 * (metadata `kind: enrollment`), so payment, refund and dispute handling are the enrollment's; the
 * webhook finds the held session through the enrollment. The processor takes an expiry of 30
 * minutes at the least, so the checkout outlives the 15-minute hold: the reservation sweep closes
 * it once the hold is over (0030). If the checkout cannot be created, the hold is released
 * (`expired`) and the reservation cancelled, and the error goes on.
 */
export async function startTimeFirstCheckout({
  service,
  accountId,
  held,
  signInAfterPayment,
  now,
  meta,
}: StartTimeFirstCheckout): Promise<{ checkoutId: string; checkoutUrl: string }> {
  const teacherId = service.teacher.id;
  let checkout;
  try {
    checkout = await createCheckoutSession({
      accountId,
      lineItem: { name: service.name, unitAmount: held.amount, currency: held.currency },
      ...(await checkoutPayer(teacherId, accountId, { familyId: held.familyId, email: held.email })),
      metadata: {
        ...enrollmentCheckoutMetadata(held.enrollmentId),
        teacherId,
        studentId: held.studentId,
        sessionId: held.sessionId,
        ...(held.familyId ? { familyId: held.familyId } : {}),
        ...(held.discountCodeId ? { discountCodeId: held.discountCodeId } : {}),
        ...(signInAfterPayment ? { [signInAfterPaymentKey]: 'true' } : {}),
      },
      ...timeFirstCheckoutUrls({ teacherSlug: service.teacher.slug, serviceSlug: service.slug }, held.sessionId),
      idempotencyKey: `time-first:${held.sessionId}`,
      expiresAt: reservationExpiresAt(now),
    });
  } catch (error) {
    await releaseHold(teacherId, held, meta);
    throw error;
  }
  await transaction(async (tx) => {
    await tx.enrollment.update({ where: { id: held.enrollmentId }, data: { pspCheckoutSessionId: checkout.id } });
    await tx.session.update({ where: { id: held.sessionId }, data: { pspCheckoutSessionId: checkout.id } });
  });
  return { checkoutId: checkout.id, checkoutUrl: checkout.url };
}

async function releaseHold(teacherId: string, held: Held, meta?: RequestMeta) {
  await transaction(async (tx) => {
    await tx.session.updateMany({
      where: { id: held.sessionId, teacherId, status: 'hold' },
      data: { status: 'expired' },
    });
    await releaseReservation(tx, { teacherId, enrollmentId: held.enrollmentId });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'system', id: null },
      action: 'session.expire_hold',
      entity: { type: 'session', id: held.sessionId },
      before: { status: 'hold' },
      after: { status: 'expired' },
      metadata: { reason: 'checkout_not_created', enrollmentId: held.enrollmentId },
      request: meta,
    });
  });
}
