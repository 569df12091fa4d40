import type { Prisma } from '@/lib/core/db';
import { convertWaitlistEntry } from '@/lib/waitlist/convert-waitlist-entry';
import type { BillingInterval } from '@/generated/prisma/client';
import { enrollmentValidUntil } from './enrollment-validity';
import { recordEnrollmentStart } from './record-enrollment-start';

export type EnrollmentToGrant = {
  id: string;
  serviceId: string;
  studentId: string;
  service: { sessionsIncluded: number | null; validityDays: number | null; billingInterval: BillingInterval | null };
};

/**
 * What a paid enrollment is given, whoever took the money (the processor's checkout, or the teacher
 * by hand, issue 35): pending_payment -> active, the service's credits (sessionsIncluded, 1 when
 * unset), its validity, the price paid; the student leaves the service's waitlist and the lifecycle
 * records the start, all in the caller's transaction. Answers `activated: false` when the enrollment
 * was no longer pending (nothing granted twice).
 */
export async function grantPaidEnrollment(
  tx: Prisma.TransactionClient,
  input: {
    teacherId: string;
    enrollment: EnrollmentToGrant;
    amount: number;
    now: Date;
    subscription?: boolean;
    pspCheckoutSessionId?: string | null;
    pspSubscriptionId?: string | null;
  },
): Promise<{ activated: boolean; credits: number; validUntil: Date | null }> {
  const { teacherId, enrollment, amount, now } = input;
  const credits = enrollment.service.sessionsIncluded ?? 1;
  const validUntil = enrollmentValidUntil(now, enrollment.service, input.subscription ?? false);
  const activated = await tx.enrollment.updateMany({
    where: { id: enrollment.id, teacherId, status: 'pending_payment' },
    data: {
      status: 'active',
      sessionsTotal: credits,
      pricePaid: amount,
      enrolledAt: now,
      validUntil,
      pspCheckoutSessionId: input.pspCheckoutSessionId ?? undefined,
      pspSubscriptionId: input.pspSubscriptionId ?? undefined,
    },
  });
  if (activated.count === 1) {
    await convertWaitlistEntry(tx, { teacherId, serviceId: enrollment.serviceId, studentId: enrollment.studentId });
    await recordEnrollmentStart(tx, {
      teacherId,
      studentId: enrollment.studentId,
      enrollmentId: enrollment.id,
      serviceId: enrollment.serviceId,
      amount,
      at: now,
    });
  }
  return { activated: activated.count === 1, credits, validUntil };
}
