import 'server-only';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import type { InsightTeacher } from '@/lib/insights/shared/insight-teacher';
import { resolvePeriod } from '@/lib/insights/shared/period';
import { getPeriodFigures } from './period-figures';
import type { PeriodFigures } from './period-figures';
import type { ZPeriodInfo } from './schemas';
import type { z } from 'zod';

export type LoadedPeriod = {
  teacher: InsightTeacher;
  info: z.infer<typeof ZPeriodInfo>;
  current: PeriodFigures;
  previous: PeriodFigures;
};

export type PeriodInput = { teacherId: string; days: number; now?: Date };

/** The teacher, the two periods on the teacher's clock, and every raw figure of both: two statements. */
export async function loadPeriod({ teacherId, days, now = new Date() }: PeriodInput): Promise<LoadedPeriod> {
  const teacher = await readInsightTeacher(teacherId);
  const period = resolvePeriod({ days, now, timezone: teacher.timezone });
  const figures = await getPeriodFigures(teacherId, period);
  const range = (r: { start: Date; end: Date }) => ({ start: r.start.toISOString(), end: r.end.toISOString() });
  return {
    teacher,
    info: {
      period: days,
      timezone: teacher.timezone,
      current: range(period.current),
      previous: range(period.previous),
    },
    ...figures,
  };
}
