import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';

/** Idempotent: a teacher who already finished onboarding stays finished. */
export async function completeOnboarding({ teacherId, meta }: { teacherId: string; meta: RequestMeta }) {
  await transaction(async (tx) => {
    const { count } = await tx.teacher.updateMany({
      where: { id: teacherId, onboardingCompleted: false },
      data: { onboardingCompleted: true },
    });
    if (count) {
      await recordAudit(tx, {
        teacherId,
        actor: { type: 'teacher', id: teacherId },
        action: 'teacher.onboarding_complete',
        entity: { type: 'teacher', id: teacherId },
        before: { onboardingCompleted: false },
        after: { onboardingCompleted: true },
        request: meta,
      });
    }
  });
  return { onboardingCompleted: true as const };
}
