import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { usableTimeZone } from '@/lib/core/time';
import { resolveInsightTargets } from '@/lib/settings/scheduling-schemas';
import type { TInsightTargets } from '@/lib/settings/scheduling-schemas';

export type InsightTeacher = { timezone: string; currency: string; targets: TInsightTargets };

/** The teacher settings every insight needs: zone (months and days), default currency, targets. One statement. */
export async function readInsightTeacher(teacherId: string): Promise<InsightTeacher> {
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { timezone: true, defaultCurrency: true, insightTargets: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  return {
    timezone: usableTimeZone(teacher.timezone),
    currency: teacher.defaultCurrency,
    targets: resolveInsightTargets(teacher.insightTargets),
  };
}
