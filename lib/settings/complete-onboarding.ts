import 'server-only';
import { writeAudit } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import type { RequestMeta } from '@/lib/core/request-meta';

/** Idempotent: a teacher who already finished onboarding stays finished. */
export async function completeOnboarding({ teacherId, meta }: { teacherId: string; meta: RequestMeta }) {
  const { count } = await db.teacher.updateMany({
    where: { id: teacherId, onboardingCompleted: false },
    data: { onboardingCompleted: true },
  });
  if (count) {
    writeAudit({
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'teacher.onboarding_complete',
      entity: { type: 'teacher', id: teacherId },
      before: { onboardingCompleted: false },
      after: { onboardingCompleted: true },
      request: meta,
    });
  }
  return { onboardingCompleted: true as const };
}
