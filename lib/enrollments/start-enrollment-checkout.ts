import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db, type Prisma } from '@/lib/core/db';
import { ensureBookedFamilyMember } from '@/lib/students/ensure-booked-family-member';
import type { TBookingFor } from '@/lib/families/booking-for-schemas';
import { checkoutPayer } from '@/lib/payments/family-checkout-customer';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createCheckoutSession } from '@/lib/integrations/psp/create-checkout-session';
import { recordLegalAcceptances } from '@/lib/legal/record-legal-acceptances';
import { recordPayerAcceptances } from '@/lib/legal/record-payer-acceptances';
import type { TCurrentLegalDocument } from '@/lib/legal/schemas';
import type { TStoredBookingAnswer } from '@/lib/catalogue/booking-questions-schemas';
import { transaction } from '@/lib/outbox/transaction';
import { enrollmentCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import { assertServiceHasRoom } from './assert-service-has-room';
import { reservationExpiresAt } from './checkout-reservation';
import { enrollmentCheckoutUrls } from './enrollment-return-urls';
import type { PurchasableService } from '@/lib/catalogue/find-purchasable-service';
import { lockReservationRows } from './lock-reservation-rows';
import { priceEnrollment, type EnrollmentPrice } from './price-enrollment';
import { releaseReservationAndOfferPlace } from './release-reservation-and-offer-place';

export type EnrollmentLearner =
  | { kind: 'student'; student: { id: string; email: string } }
  | {
      kind: 'family';
      payer: { name: string; email: string };
      bookingFor: TBookingFor;
      /** A new learner's zone and language. */
      timezone: string;
      locale?: string;
    };

type StartEnrollmentCheckout = {
  service: PurchasableService;
  /** The teacher's connected account: the checkout, the charge and the funds are theirs. */
  accountId: string;
  /** Who the enrollment is for: the signed-in student, or the learner a payer enrolls (decision 0128). */
  learner: EnrollmentLearner;
  /** The code typed, priced again under its row lock. */
  discountCode?: string;
  /** The price computed by the checks before (its discount names the code row to lock). */
  price: EnrollmentPrice;
  /** Current versions ticked now and not signed before. */
  acceptedDocuments: readonly TCurrentLegalDocument[];
  /** The checked answers to the service's booking questions, stored with the enrollment. */
  answers?: readonly TStoredBookingAnswer[];
  meta?: RequestMeta;
  now?: Date;
};

/**
 * The signed-in student's enrollment: in one transaction the enrollment (pending_payment, the
 * discount it was priced with, no credits: those come with the payment) and the legal signatures;
 * then the checkout on the teacher's connected account, which cannot join a database transaction.
 *
 * The pending enrollment is a reservation until `checkoutExpiresAt`: it holds a place of the service
 * and a use of the code. So that concurrent buyers cannot share the last one, the transaction locks
 * the service and code rows first and checks the capacity and the code again under those locks
 * (409 SERVICE_FULL, 422 DISCOUNT_EXHAUSTED / DISCOUNT_STUDENT_LIMIT). The checkout expires at the same
 * instant; its completion confirms the reservation, its expiry (or the sweep) releases it.
 * If the processor refuses or is unavailable, the reservation is released at once (the enrollment
 * marked cancelled) and the error goes on to the caller.
 */
export async function startEnrollmentCheckout({
  service,
  accountId,
  learner,
  discountCode,
  price: checkedPrice,
  acceptedDocuments,
  answers = [],
  meta,
  now = new Date(),
}: StartEnrollmentCheckout) {
  const teacherId = service.teacher.id;
  const checkoutExpiresAt = reservationExpiresAt(now);
  const { enrollment, price, student } = await transaction(async (tx) => {
    const student = await enrollingStudent(tx, teacherId, learner, meta);
    await lockReservationRows(tx, {
      teacherId,
      serviceId: service.capacity == null ? null : service.id,
      discountCodeId: checkedPrice.discount?.discount.id ?? null,
    });
    await assertServiceHasRoom(service, student.id, tx);
    const reserved = await priceEnrollment({ service, discountCode, studentId: student.id }, tx);
    const created = await tx.enrollment.create({
      data: {
        teacherId,
        serviceId: service.id,
        studentId: student.id,
        status: 'pending_payment',
        currency: reserved.currency,
        discountCodeId: reserved.discount?.discount.id ?? null,
        discountAmount: reserved.discount?.discountAmount ?? 0,
        checkoutExpiresAt,
        ...(answers.length ? { bookingAnswers: [...answers] } : {}),
      },
      select: { id: true, status: true, discountAmount: true, discountCodeId: true },
    });
    // A student signs for themselves; the payer signs for a minor, recorded as the signer (0160). An
    // adult learner signs their own documents in the portal.
    if (learner.kind === 'student') {
      await recordLegalAcceptances(tx, {
        teacherId,
        studentId: student.id,
        documents: acceptedDocuments,
        meta,
      });
    } else if (learner.bookingFor.isMinor) {
      await recordPayerAcceptances(tx, {
        teacherId,
        studentId: student.id,
        documents: acceptedDocuments,
        payer: learner.payer,
        meta,
        now,
      });
    }
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'student', id: student.id },
      action: 'enrollment.create',
      entity: { type: 'enrollment', id: created.id },
      after: {
        status: created.status,
        serviceId: service.id,
        discountCodeId: created.discountCodeId,
        discountAmount: created.discountAmount,
        checkoutExpiresAt: checkoutExpiresAt.toISOString(),
      },
      metadata: {
        amount: reserved.amount,
        currency: reserved.currency,
        acceptedDocumentVersionIds: acceptedDocuments.map((doc) => doc.versionId),
        ...(student.familyId ? { familyId: student.familyId } : {}),
      },
      request: meta,
    });
    return { enrollment: created, price: reserved, student };
  });
  const { discountCodeId } = enrollment;

  let checkout;
  try {
    checkout = await createCheckoutSession({
      accountId,
      lineItem: { name: service.name, unitAmount: price.amount, currency: price.currency },
      ...(service.structure === 'subscription' && service.billingInterval
        ? { mode: 'subscription' as const, recurringInterval: service.billingInterval }
        : {}),
      ...(await checkoutPayer(teacherId, accountId, { familyId: student.familyId, email: student.payerEmail })),
      metadata: {
        ...enrollmentCheckoutMetadata(enrollment.id),
        teacherId,
        studentId: student.id,
        ...(student.familyId ? { familyId: student.familyId } : {}),
        ...(discountCodeId ? { discountCodeId } : {}),
      },
      ...enrollmentCheckoutUrls({ teacherSlug: service.teacher.slug, serviceSlug: service.slug }, enrollment.id),
      idempotencyKey: `enrollment:${enrollment.id}`,
      expiresAt: checkoutExpiresAt,
    });
  } catch (error) {
    await releaseUnstartedCheckout(teacherId, enrollment.id, meta);
    throw error;
  }
  await db.enrollment.update({ where: { id: enrollment.id }, data: { pspCheckoutSessionId: checkout.id } });
  return { status: 'checkout' as const, checkoutUrl: checkout.url, enrollmentId: enrollment.id };
}

/** The enrollment's student, and who pays: themselves, or (booked for them) the payer of their family. */
async function enrollingStudent(
  tx: Prisma.TransactionClient,
  teacherId: string,
  learner: EnrollmentLearner,
  meta?: RequestMeta,
): Promise<{ id: string; payerEmail: string; familyId: string | null }> {
  if (learner.kind === 'student') {
    return { id: learner.student.id, payerEmail: learner.student.email, familyId: null };
  }
  const member = await ensureBookedFamilyMember(tx, {
    teacherId,
    payer: learner.payer,
    learner: learner.bookingFor,
    timezone: learner.timezone,
    locale: learner.locale,
    source: 'enrollment',
    meta,
  });
  return { id: member.studentId, payerEmail: member.payerEmail, familyId: member.familyId };
}

const releaseUnstartedCheckout = (teacherId: string, enrollmentId: string, meta?: RequestMeta) =>
  releaseReservationAndOfferPlace({ teacherId, enrollmentId, meta, reason: 'checkout_not_created' });
