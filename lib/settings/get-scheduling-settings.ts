import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { resolveInsightTargets, type TSchedulingSettings } from './scheduling-schemas';

export const schedulingSelect = {
  defaultCurrency: true,
  taxRate: true,
  bufferMinutes: true,
  insightTargets: true,
} as const;

export type SchedulingRow = Prisma.TeacherGetPayload<{ select: typeof schedulingSelect }>;

/** The API shape of the stored columns, default targets filled in. */
export const toSchedulingSettings = (row: SchedulingRow): TSchedulingSettings => ({
  defaultCurrency: row.defaultCurrency,
  taxRate: row.taxRate,
  bufferMinutes: row.bufferMinutes,
  insightTargets: resolveInsightTargets(row.insightTargets),
});

/** The teacher's default currency, tax rate, buffer between sessions and insight targets. */
export async function getSchedulingSettings({ teacherId }: { teacherId: string }): Promise<TSchedulingSettings> {
  const row = await db.teacher.findUnique({ where: { id: teacherId }, select: schedulingSelect });
  if (!row) throw new NotFoundError('Teacher');
  return toSchedulingSettings(row);
}
