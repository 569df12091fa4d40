import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { readInsightTeacher } from '@/lib/insights/shared/insight-teacher';
import { changePercent, resolvePeriod } from '@/lib/insights/shared/period';
import { getRetentionSettings } from '@/lib/data-retention/get-retention-settings';
import { heldBeforeSql, heldCte } from './held-sql';
import { retentionPeriods, type TKpi, type TRetentionKpis, type TRetentionPeriod } from './schemas';

type Row = {
  active0: number;
  kept1: number;
  active1: number;
  kept2: number;
  active2: number;
  held1: number;
  held2: number;
  churned1: number;
  churned2: number;
  reactivated1: number;
  reactivated2: number;
  atRiskThen: number;
  atRiskNow: number;
  trials1: number;
  converted1: number;
  trials2: number;
  converted2: number;
};

type Bounds = {
  p0: Date;
  p1: Date;
  p2: Date;
  p3: Date;
  now: Date;
  then: Date;
  atRiskDays: number;
  churnDays: number;
  /** The oldest session any figure reads (see `historyStart`). */
  from: Date;
};

/**
 * Every figure reads sessions from p0 on (activity), from p1 - churnDays on (a gap that crosses in
 * the previous period) or from `then` - churnDays on (at risk a period ago); older history only
 * matters to tell a reactivation from a first session, which one index probe per student answers.
 */
const historyStart = (b: Omit<Bounds, 'from'>) => {
  const churnMs = b.churnDays * dayMs;
  return new Date(Math.min(b.p0.getTime(), b.p1.getTime() - churnMs, b.then.getTime() - churnMs));
};

/**
 * Every figure of both periods in ONE statement. p0..p3 are local midnights: [p1, p2) is the
 * previous period, [p2, p3) the selected one, [p0, p1) the one before (for the previous retention
 * rate). At risk is a state, counted now and `then` (one period length ago).
 *
 * Churn (a gap longer than churnDays after a session, dated when it crossed) and reactivation (a
 * session after such a gap) only need consecutive sessions whose gap exceeds churnDays. Two sessions
 * in the same churnDays-long bucket of time are less than churnDays apart, so such a gap can only run
 * from a bucket's last session to the next non-empty bucket's first. `buckets` therefore folds the
 * history into one row per student and bucket (a hash aggregate, no sort), and only those rows go
 * through the window: on a long history a few thousand rows instead of every session.
 */
const kpiSql = (teacherId: string, b: Bounds) => {
  const t = (at: Date) => Prisma.sql`${at}::timestamptz`;
  const churn = Prisma.sql`(${b.churnDays} * interval '24 hours')`;
  const atRisk = Prisma.sql`(${b.atRiskDays} * interval '24 hours')`;
  const inRange = (expr: Prisma.Sql, from: Date, to: Date) => Prisma.sql`${expr} >= ${t(from)} AND ${expr} < ${t(to)}`;
  const at = Prisma.sql`"startUtc"`;
  const crossing = Prisma.sql`(last_at + ${churn})`;
  const churnedIn = (from: Date, to: Date) =>
    Prisma.sql`bool_or(${crossing} < coalesce(next_first, 'infinity') AND ${crossing} <= ${t(b.now)} AND ${inRange(crossing, from, to)})`;
  const backIn = (from: Date, to: Date) =>
    Prisma.sql`bool_or(first_at - prev_last > ${churn} AND ${inRange(Prisma.sql`first_at`, from, to)})`;
  // A student's first session read is a return when they had one before it: that one is older than
  // `from`, which lies at least churnDays before p1. Asked once per student, not per row (a per-row
  // subplan inflates the plan's cost past PostgreSQL's JIT threshold).
  const firstBackIn = (from: Date, to: Date) => Prisma.sql`(${inRange(Prisma.sql`first_at`, from, to)} AND older)`;
  const riskAt = (last: Prisma.Sql, ref: Date) =>
    Prisma.sql`count(*) FILTER (WHERE live AND ${last} <= ${t(ref)} - ${atRisk} AND ${last} > ${t(ref)} - ${churn})::int`;
  const trialsIn = (from: Date, to: Date, converted: boolean) => Prisma.sql`
    (SELECT count(DISTINCT tr."studentId")::int FROM trials tr WHERE ${inRange(Prisma.sql`tr.at`, from, to)}
       ${converted ? Prisma.sql`AND tr.converted` : Prisma.empty})`;
  return Prisma.sql`
    WITH ${heldCte(teacherId, b.now, b.from)},
    buckets AS (
      SELECT "studentId", date_bin(${churn}, ${at}, ${t(new Date(0))}) AS bucket,
             min(${at}) AS first_at, max(${at}) AS last_at,
             bool_or(${inRange(at, b.p0, b.p1)}) AS a0, bool_or(${inRange(at, b.p1, b.p2)}) AS a1,
             bool_or(${inRange(at, b.p2, b.p3)}) AS a2,
             count(*) FILTER (WHERE ${inRange(at, b.p1, b.p2)}) AS n1,
             count(*) FILTER (WHERE ${inRange(at, b.p2, b.p3)}) AS n2,
             max(${at}) FILTER (WHERE ${at} <= ${t(b.then)}) AS last_then
        FROM held GROUP BY "studentId", bucket
    ),
    seq AS (
      SELECT *, lag(last_at) OVER w AS prev_last, lead(first_at) OVER w AS next_first
        FROM buckets WINDOW w AS (PARTITION BY "studentId" ORDER BY bucket)
    ),
    per AS (
      SELECT q."studentId", bool_or(a0) AS a0, bool_or(a1) AS a1, bool_or(a2) AS a2, sum(n1) AS n1, sum(n2) AS n2,
             ${churnedIn(b.p1, b.p2)} AS c1, ${churnedIn(b.p2, b.p3)} AS c2,
             ${backIn(b.p1, b.p2)} AS r1, ${backIn(b.p2, b.p3)} AS r2,
             min(first_at) AS first_at, max(last_at) AS last_now, max(last_then) AS last_then
        FROM seq q GROUP BY q."studentId"
    ),
    people AS MATERIALIZED (
      SELECT per.*, (st."deletedAt" IS NULL AND st."anonymizedAt" IS NULL AND st."status" <> 'inactive') AS live,
             CASE WHEN per.first_at >= ${t(b.p1)} THEN ${heldBeforeSql(teacherId, Prisma.sql`per."studentId"`, b.from)}
                  ELSE false END AS older
        FROM per JOIN "students" st ON st."id" = per."studentId"
    ),
    trials AS (
      SELECT s."studentId", s."startUtc" AS at,
             EXISTS (SELECT 1 FROM "enrollments" en
                      WHERE en."teacherId" = ${teacherId}::uuid AND en."studentId" = s."studentId"
                        AND en."enrolledAt" IS NOT NULL AND en."status" <> 'pending_payment') AS converted
        FROM "sessions" s
       WHERE s."teacherId" = ${teacherId}::uuid AND s."isTrialSession" AND s."status" = 'completed'
         AND s."studentId" IS NOT NULL AND s."startUtc" >= ${t(b.p1)} AND s."startUtc" < ${t(b.p3)}
    )
    SELECT count(*) FILTER (WHERE a0)::int AS active0, count(*) FILTER (WHERE a0 AND a1)::int AS kept1,
           count(*) FILTER (WHERE a1)::int AS active1, count(*) FILTER (WHERE a1 AND a2)::int AS kept2,
           count(*) FILTER (WHERE a2)::int AS active2,
           coalesce(sum(n1), 0)::int AS held1, coalesce(sum(n2), 0)::int AS held2,
           count(*) FILTER (WHERE c1)::int AS churned1, count(*) FILTER (WHERE c2)::int AS churned2,
           count(*) FILTER (WHERE r1 OR ${firstBackIn(b.p1, b.p2)})::int AS reactivated1,
           count(*) FILTER (WHERE r2 OR ${firstBackIn(b.p2, b.p3)})::int AS reactivated2,
           ${riskAt(Prisma.sql`last_then`, b.then)} AS "atRiskThen", ${riskAt(Prisma.sql`last_now`, b.now)} AS "atRiskNow",
           ${trialsIn(b.p1, b.p2, false)} AS trials1, ${trialsIn(b.p1, b.p2, true)} AS converted1,
           ${trialsIn(b.p2, b.p3, false)} AS trials2, ${trialsIn(b.p2, b.p3, true)} AS converted2
      FROM people`;
};

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const share = (part: number, whole: number) => (whole === 0 ? null : round((part / whole) * 100, 1));

function kpi(value: number | null, previous: number | null): TKpi {
  return { value, previous, change: value === null || previous === null ? null : changePercent(value, previous) };
}

/**
 * Retention KPIs of the selected period and the preceding one of equal length (spec "Performance
 * rules" 5), in the teacher's zone and with the teacher's thresholds. Three statements whatever the
 * history: the teacher, the settings, the figures.
 */
export async function getRetentionKpis({
  teacherId,
  period,
  now = new Date(),
}: {
  teacherId: string;
  period: TRetentionPeriod;
  now?: Date;
}): Promise<TRetentionKpis> {
  const { days, months } = retentionPeriods[period];
  const { timezone } = await readInsightTeacher(teacherId);
  const { atRiskDays, churnDays } = await getRetentionSettings({ teacherId });
  const { current, previous } = resolvePeriod({ days, now, timezone });
  const p0 = resolvePeriod({ days: days * 3, now, timezone }).current.start;
  const edges = {
    p0,
    p1: previous.start,
    p2: current.start,
    p3: current.end,
    now,
    then: new Date(now.getTime() - days * dayMs),
    atRiskDays,
    churnDays,
  };
  const bounds: Bounds = { ...edges, from: historyStart(edges) };
  const [row] = await db.$queryRaw<Row[]>(kpiSql(teacherId, bounds));
  const r = row!;
  const frequency = (held: number, active: number) => (active === 0 ? null : round(held / active / months, 2));
  return {
    period,
    from: current.start.toISOString(),
    to: current.end.toISOString(),
    thresholds: { atRiskDays, churnDays },
    retentionRate: kpi(share(r.kept2, r.active1), share(r.kept1, r.active0)),
    churned: kpi(r.churned2, r.churned1),
    atRisk: kpi(r.atRiskNow, r.atRiskThen),
    reactivated: kpi(r.reactivated2, r.reactivated1),
    meanFrequency: kpi(frequency(r.held2, r.active2), frequency(r.held1, r.active1)),
    trialConversion: kpi(share(r.converted2, r.trials2), share(r.converted1, r.trials1)),
  };
}
