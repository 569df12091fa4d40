import type { Prisma } from '@/lib/core/db';
import { ZEnrollmentCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import type { EventTeacher } from './teacher-for-event';

/** The subscription's enrollment: linked by the checkout, or named by our metadata and not linked to another one. */
export async function subscriptionEnrollment(
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  subscriptionId: string,
  metadata: Record<string, string> | null | undefined,
) {
  const include = { service: { select: { name: true, sessionsIncluded: true, billingInterval: true } } } as const;
  const linked = await tx.enrollment.findFirst({
    where: { teacherId: teacher.id, pspSubscriptionId: subscriptionId },
    include,
  });
  if (linked) return linked;
  const named = ZEnrollmentCheckoutMetadata.safeParse(metadata ?? {});
  if (!named.success) return null;
  return tx.enrollment.findFirst({
    where: { id: named.data.enrollmentId, teacherId: teacher.id, pspSubscriptionId: null },
    include,
  });
}

export type SubscriptionEnrollment = NonNullable<Awaited<ReturnType<typeof subscriptionEnrollment>>>;
