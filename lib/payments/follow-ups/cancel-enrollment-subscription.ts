import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { cancelSubscription, type CancelSubscriptionResult } from '@/lib/integrations/psp/cancel-subscription';
import type { JobEventData, subscriptionCancelRequestedEvent } from '@/lib/jobs/job-events';

type SubscriptionCancelRequest = JobEventData<typeof subscriptionCancelRequestedEvent>;

export type CancelEnrollmentSubscriptionResult = CancelSubscriptionResult | { outcome: 'skipped'; reason: string };

/**
 * The processor side of cancelling a subscription enrollment, run as a job after the cancellation
 * is committed: an outage throws (503) and the job engine retries, while the enrollment stays
 * cancelled. Exactly once however often it runs: the same idempotency key every time, and a
 * subscription already ended counts as done (lib/integrations/psp/cancel-subscription.ts).
 */
export async function cancelEnrollmentSubscription({
  teacherId,
  enrollmentId,
  subscriptionId,
}: SubscriptionCancelRequest): Promise<CancelEnrollmentSubscriptionResult> {
  const enrollment = await db.enrollment.findFirst({
    where: { id: enrollmentId, teacherId },
    select: { status: true, teacher: { select: { pspAccountId: true } } },
  });
  if (enrollment?.status !== 'cancelled') return { outcome: 'skipped', reason: 'the enrollment is not cancelled' };
  const accountId = enrollment.teacher.pspAccountId;
  if (!accountId) {
    // Disconnected since: only the teacher can cancel it now, in the processor's dashboard.
    log.warn(
      { enrollmentId, subscriptionId },
      'subscription of a cancelled enrollment left running: no processor connected',
    );
    return { outcome: 'skipped', reason: 'the teacher has no processor connected' };
  }
  return cancelSubscription({ accountId, subscriptionId, idempotencyKey: `cancel-subscription-${subscriptionId}` });
}
