import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { recordLegalAcceptances } from '@/lib/legal/record-legal-acceptances';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import { enrollmentCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import type { EnrollmentPrice } from './price-enrollment';
import { enrollmentCheckoutUrls } from './enrollment-return-urls';
import type { PurchasableService } from './find-purchasable-service';

type StartEnrollmentCheckout = {
  service: PurchasableService;
  /** The teacher's connected account: the checkout, the charge and the funds are theirs. */
  accountId: string;
  student: { id: string; email: string };
  price: EnrollmentPrice;
  /** Current versions ticked now and not signed before. */
  acceptedDocuments: readonly TCurrentLegalDocument[];
  meta?: RequestMeta;
};

/**
 * The signed-in student's enrollment: in one transaction the enrollment (pending_payment, the
 * discount it was priced with, no credits: those come with the payment) and the legal signatures;
 * then the checkout on the teacher's connected account, which cannot join a database transaction.
 * If the processor refuses or is unavailable, the enrollment is marked cancelled (kept, not deleted:
 * the audit trail and the signatures point at it) and the error goes on to the caller.
 */
export async function startEnrollmentCheckout({
  service,
  accountId,
  student,
  price,
  acceptedDocuments,
  meta,
}: StartEnrollmentCheckout) {
  const teacherId = service.teacher.id;
  const discountCodeId = price.discount?.discount.id ?? null;
  const enrollment = await db.$transaction(async (tx) => {
    const created = await tx.enrollment.create({
      data: {
        teacherId,
        serviceId: service.id,
        studentId: student.id,
        status: 'pending_payment',
        currency: price.currency,
        discountCodeId,
        discountAmount: price.discount?.discountAmount ?? 0,
      },
      select: { id: true, status: true, discountAmount: true },
    });
    await recordLegalAcceptances(tx, {
      teacherId,
      studentId: student.id,
      documents: acceptedDocuments,
      meta,
    });
    return created;
  });
  writeAudit({
    teacherId,
    actor: { type: 'student', id: student.id },
    action: 'enrollment.create',
    entity: { type: 'enrollment', id: enrollment.id },
    after: {
      status: enrollment.status,
      serviceId: service.id,
      discountCodeId,
      discountAmount: enrollment.discountAmount,
    },
    metadata: {
      amount: price.amount,
      currency: price.currency,
      acceptedDocumentVersionIds: acceptedDocuments.map((doc) => doc.versionId),
    },
    request: meta,
  });

  let checkout;
  try {
    checkout = await createCheckoutSession({
      accountId,
      lineItem: { name: service.name, unitAmount: price.amount, currency: price.currency },
      ...(service.structure === 'subscription' && service.billingInterval
        ? { mode: 'subscription' as const, recurringInterval: service.billingInterval }
        : {}),
      customerEmail: student.email,
      metadata: {
        ...enrollmentCheckoutMetadata(enrollment.id),
        teacherId,
        studentId: student.id,
        ...(discountCodeId ? { discountCodeId } : {}),
      },
      ...enrollmentCheckoutUrls({ teacherSlug: service.teacher.slug, serviceSlug: service.slug }, enrollment.id),
      idempotencyKey: `enrollment:${enrollment.id}`,
    });
  } catch (error) {
    await cancelUnpaidEnrollment(teacherId, enrollment.id, meta);
    throw error;
  }
  await db.enrollment.update({ where: { id: enrollment.id }, data: { pspCheckoutSessionId: checkout.id } });
  return { status: 'checkout' as const, checkoutUrl: checkout.url, enrollmentId: enrollment.id };
}

async function cancelUnpaidEnrollment(teacherId: string, enrollmentId: string, meta?: RequestMeta) {
  const cancelledAt = new Date();
  await db.enrollment.updateMany({
    where: { id: enrollmentId, teacherId, status: 'pending_payment' },
    data: { status: 'cancelled', cancelledAt },
  });
  writeAudit({
    teacherId,
    actor: { type: 'system', id: null },
    action: 'enrollment.cancel',
    entity: { type: 'enrollment', id: enrollmentId },
    before: { status: 'pending_payment' },
    after: { status: 'cancelled', cancelledAt },
    metadata: { reason: 'checkout_not_created' },
    request: meta,
  });
}
