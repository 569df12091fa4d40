import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { zonedMonth } from '@/lib/core/zoned-date';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import { heldCte } from './held-sql';
import type { TCohorts } from './schemas';

type Cell = { cohort: number; month: number; students: number };

/**
 * ONE statement: `bounds` are the months+1 local month starts (oldest first, the last one is the
 * start of next month), from the zone maths of lib/core/time, and width_bucket numbers the local month
 * (1 = the oldest) of a student's first completed session (their cohort) and of each later one.
 * One pass over `held` gives each student their first session and a bit per month they came in
 * (no join of the history with itself: the planner cannot estimate a cohort filtered on min(), and
 * a self-join then turns into a nested loop over the whole history). The answer is a cell per
 * (cohort, later month) with the students active in it; a student who leaves and comes back counts
 * in the months they came, not in between.
 */
const cohortSql = (teacherId: string, now: Date, bounds: Date[]) => {
  const edges = Prisma.sql`${bounds.map((at) => at.toISOString())}::timestamptz[]`;
  const months = bounds.length - 1;
  return Prisma.sql`
    WITH ${heldCte(teacherId, now)},
    per AS (
      SELECT width_bucket(min("startUtc"), ${edges}) AS c,
             bit_or(1 << width_bucket("startUtc", ${edges})) AS seen
        FROM held GROUP BY "studentId"
    )
    SELECT per.c AS cohort, m AS month, count(*)::int AS students
      FROM per CROSS JOIN generate_series(1, ${months}::int) m
     WHERE per.c BETWEEN 1 AND ${months}::int AND m >= per.c AND per.seen & (1 << m) <> 0
     GROUP BY per.c, m`;
};

/**
 * The cohort matrix of the last `months` local months, this one included: each cohort is the
 * students whose first completed session (ever) fell in that month; `retention[k]` is the share, in
 * percent with one decimal, of the cohort with a completed session k months later, up to this month
 * (still running). An empty cohort answers size 0 and no shares.
 */
export async function getRetentionCohorts({
  teacherId,
  months,
  now = new Date(),
}: {
  teacherId: string;
  months: number;
  now?: Date;
}): Promise<TCohorts> {
  const { timezone } = await readInsightTeacher(teacherId);
  const monthsShown = Array.from({ length: months }, (_, i) => zonedMonth(now, timezone, i - months + 1));
  const bounds = [...monthsShown.map((month) => month.start), monthsShown.at(-1)!.end];
  const cells = await db.$queryRaw<Cell[]>(cohortSql(teacherId, now, bounds));
  const active = new Map(cells.map((cell) => [`${cell.cohort}:${cell.month}`, cell.students]));
  return {
    cohorts: monthsShown.map((month, index) => {
      const cohort = index + 1;
      const size = active.get(`${cohort}:${cohort}`) ?? 0;
      const retention =
        size === 0
          ? []
          : Array.from({ length: months - index }, (_, k) => {
              const students = active.get(`${cohort}:${cohort + k}`) ?? 0;
              return Math.round((students / size) * 1000) / 10;
            });
      return { month: month.label, size, retention };
    }),
  };
}
