import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { readKpiChoice } from './kpi-choice';
import type { TDashboardSettings } from './schemas';

/** The teacher's dashboard KPI choice (the first four keys when none is stored). */
export async function getDashboardSettings({ teacherId }: { teacherId: string }): Promise<TDashboardSettings> {
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { dashboardConfig: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  return { kpis: readKpiChoice(teacher.dashboardConfig) };
}
