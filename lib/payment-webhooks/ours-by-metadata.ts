import type { Prisma } from '@/lib/core/db';
import { ZCheckoutMetadata } from '@/lib/payments/checkout-metadata';
import type { EventTeacher } from './teacher-for-event';

/**
 * Whether processor metadata names one of this teacher's records: the enrollment, the session or the
 * invoice a checkout was created for (lib/payments/checkout-metadata.ts puts it on the checkout and on its
 * payment intent or subscription). It tells "ours, not recorded yet" (the event waits for the
 * earlier one: EventNotReadyError, 500, the processor retries) from "not ours" (acknowledged and
 * ignored): the connected account is the teacher's own and also sells outside Lektio.
 */
export async function namesOurRecord(
  tx: Prisma.TransactionClient,
  teacher: EventTeacher,
  metadata: Record<string, string> | null | undefined,
): Promise<boolean> {
  const parsed = ZCheckoutMetadata.safeParse(metadata ?? {});
  if (!parsed.success) return false;
  const where = { teacherId: teacher.id };
  const { data } = parsed;
  const count =
    data.kind === 'enrollment'
      ? await tx.enrollment.count({ where: { ...where, id: data.enrollmentId } })
      : data.kind === 'invoice'
        ? await tx.invoice.count({ where: { ...where, id: data.invoiceId } })
        : await tx.session.count({ where: { ...where, id: data.sessionId } });
  return count > 0;
}
