import 'server-only';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import type { InsightTeacher } from '@/lib/insights/shared/insight-teacher';
import { resolvePeriod, type Period } from '@/lib/insights/shared/period';
import { getOverviewFigures, getPeriodFigures } from './period-figures';
import type { OverviewFigures, PeriodFigures } from './period-figures';
import type { ZPeriodInfo } from './schemas';
import type { z } from 'zod';

export type LoadedPeriod<F = PeriodFigures> = {
  teacher: InsightTeacher;
  info: z.infer<typeof ZPeriodInfo>;
  current: F;
  previous: F;
};

export type PeriodInput = { teacherId: string; days: number; now?: Date };

type FiguresReader<F> = (teacherId: string, period: Period) => Promise<{ current: F; previous: F }>;

/** The teacher, the two periods on the teacher's clock, and every raw figure of both: two statements. */
export const loadPeriod = (input: PeriodInput): Promise<LoadedPeriod> => loadWith(input, getPeriodFigures);

/** The same for the overview's figures only (no rebooking, no funnel): two statements. */
export const loadOverviewPeriod = (input: PeriodInput): Promise<LoadedPeriod<OverviewFigures>> =>
  loadWith(input, getOverviewFigures);

async function loadWith<F>(
  { teacherId, days, now = new Date() }: PeriodInput,
  read: FiguresReader<F>,
): Promise<LoadedPeriod<F>> {
  const teacher = await readInsightTeacher(teacherId);
  const period = resolvePeriod({ days, now, timezone: teacher.timezone });
  const figures = await read(teacherId, period);
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
