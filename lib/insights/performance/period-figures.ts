import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { Period } from '@/lib/insights/shared/period';
import { readRevenue, revenueByCurrencyDaysSql, type CurrencyAmount } from '@/lib/metrics/revenue';

export type { CurrencyAmount };

/** The raw counts of one period, from which overview, quality metrics and funnel are derived. */
export type PeriodFigures = {
  revenue: CurrencyAmount[];
  completed: number;
  noShows: number;
  cancelled: number;
  newStudents: number;
  activeStudents: number;
  trialStudents: number;
  convertedTrialStudents: number;
  rebookingStudents: number;
  rebookedStudents: number;
  trialsRequested: number;
  trialsCompleted: number;
  funnelConverted: number;
  funnelRetained: number;
};

/** What the overview shows (get-insights-overview): the period figures without rebooking and the funnel. */
export type OverviewFigures = Pick<
  PeriodFigures,
  'revenue' | 'completed' | 'newStudents' | 'activeStudents' | 'trialStudents' | 'convertedTrialStudents'
>;

/** A later session that counts as rebooked: booked and not called off. */
const bookedStatuses = Prisma.sql`('pending_confirmation', 'scheduled', 'pending_review', 'completed')`;

type Row = Omit<PeriodFigures, 'revenue'> & { label: 'current' | 'previous'; revenue: CurrencyAmount[] };

/**
 * Rebooking (per student: a later booked session?) and the funnel: a probe per student of the period,
 * so they cost what the period's roster is; the overview leaves them out.
 */
const qualitySql = (t: Prisma.Sql) => Prisma.sql`
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "rebookingStudents",
             count(*) FILTER (WHERE EXISTS (
               SELECT 1 FROM "sessions" n WHERE n."teacherId" = ${t} AND n."studentId" = l.sid
                  AND n."startUtc" > l.last AND n."status" IN ${bookedStatuses}))::int AS "rebookedStudents"
        FROM (SELECT "studentId" AS sid, max("startUtc") AS last FROM "sessions"
               WHERE "teacherId" = ${t} AND "status" = 'completed' AND "studentId" IS NOT NULL
                 AND "startUtc" >= p.s AND "startUtc" < p.e GROUP BY "studentId") l) rb
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "funnelConverted",
             count(*) FILTER (WHERE st."status" = 'active' AND st."deletedAt" IS NULL)::int AS "funnelRetained"
        FROM (SELECT DISTINCT e."studentId" AS sid FROM "enrollments" e
               WHERE e."teacherId" = ${t} AND e."status" <> 'pending_payment'
                 AND e."enrolledAt" >= p.s AND e."enrolledAt" < p.e
                 AND EXISTS (SELECT 1 FROM "sessions" x WHERE x."teacherId" = ${t} AND x."studentId" = e."studentId"
                               AND x."isTrialSession" AND x."status" = 'completed')) c
        JOIN "students" st ON st."id" = c.sid) fu`;

/**
 * ONE statement for both periods, whatever the history: the two ranges are a VALUES list (instants
 * and local dates). Revenue and the session counts (completed, no-shows, cancelled, trials completed
 * and requested) come from the day rollups (decision 0146: one row per local day, kept by triggers
 * in the transaction of every write), so at most `days` rows a period; the figures that count
 * distinct students are subqueries over an index range of (teacherId, ...) bounded by the range;
 * per-student questions (converted? rebooked?) are semi-joins, never a query per student.
 * The overview's statement leaves out rebooking and the funnel (`parts`).
 * Definitions: docs/decisions/0049-insights-overview-and-earnings.md.
 */
const figuresSql = (teacherId: string, period: Period, parts: 'all' | 'overview') => {
  const all = parts === 'all';
  const t = Prisma.sql`${teacherId}::uuid`;
  const { current, previous, dates } = period;
  return Prisma.sql`
    SELECT p.label,
      ${revenueByCurrencyDaysSql(t, Prisma.sql`p.ds`, Prisma.sql`p.de`)} AS "revenue",
      dd.completed, dd."noShows", dd.cancelled, dd."trialsCompleted", dd."trialsRequested", ss."activeStudents",
      (SELECT count(*)::int FROM "students"
        WHERE "teacherId" = ${t} AND "deletedAt" IS NULL AND "createdAt" >= p.s AND "createdAt" < p.e) AS "newStudents",
      tr."trialStudents", tr."convertedTrialStudents"
      ${all ? Prisma.sql`, rb."rebookingStudents", rb."rebookedStudents", fu."funnelConverted", fu."funnelRetained"` : Prisma.empty}
    FROM (VALUES ('current', ${current.start}::timestamptz, ${current.end}::timestamptz,
                  ${dates.current.start}::date, ${dates.current.end}::date),
                 ('previous', ${previous.start}::timestamptz, ${previous.end}::timestamptz,
                  ${dates.previous.start}::date, ${dates.previous.end}::date)) p(label, s, e, ds, de)
    CROSS JOIN LATERAL (
      SELECT coalesce(sum("completed"), 0)::int AS completed, coalesce(sum("noShows"), 0)::int AS "noShows",
             coalesce(sum("cancelled"), 0)::int AS cancelled, coalesce(sum("trialsCompleted"), 0)::int AS "trialsCompleted",
             coalesce(sum("trialsRequested"), 0)::int AS "trialsRequested"
        FROM "teacher_day_figures" WHERE "teacherId" = ${t} AND "day" >= p.ds AND "day" < p.de) dd
    CROSS JOIN LATERAL (
      SELECT count(DISTINCT "studentId")::int AS "activeStudents"
        FROM "sessions" WHERE "teacherId" = ${t} AND "status" = 'completed' AND "startUtc" >= p.s AND "startUtc" < p.e) ss
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "trialStudents",
             count(*) FILTER (WHERE EXISTS (
               SELECT 1 FROM "enrollments" e WHERE e."teacherId" = ${t} AND e."studentId" = ts.sid
                  AND e."enrolledAt" IS NOT NULL AND e."status" <> 'pending_payment'))::int AS "convertedTrialStudents"
        FROM (SELECT DISTINCT "studentId" AS sid FROM "sessions"
               WHERE "teacherId" = ${t} AND "isTrialSession" AND "status" = 'completed' AND "studentId" IS NOT NULL
                 AND "startUtc" >= p.s AND "startUtc" < p.e) ts) tr
    ${all ? qualitySql(t) : Prisma.empty}`;
};

async function readFigures(teacherId: string, period: Period, parts: 'all' | 'overview') {
  const rows = await db.$queryRaw<Row[]>(figuresSql(teacherId, period, parts));
  const pick = (label: Row['label']): PeriodFigures => {
    const row = rows.find((entry) => entry.label === label);
    if (!row) throw new Error(`The insight figures query answered no ${label} row`);
    const { label: _label, ...figures } = row;
    return {
      ...figures,
      revenue: readRevenue(row.revenue),
    };
  };
  return { current: pick('current'), previous: pick('previous') };
}

/** Every figure of both periods (metrics, funnel, the CSV): one statement. */
export const getPeriodFigures = (
  teacherId: string,
  period: Period,
): Promise<{ current: PeriodFigures; previous: PeriodFigures }> => readFigures(teacherId, period, 'all');

/** The overview's figures of both periods: the same statement without rebooking and the funnel. */
export const getOverviewFigures = (
  teacherId: string,
  period: Period,
): Promise<{ current: OverviewFigures; previous: OverviewFigures }> => readFigures(teacherId, period, 'overview');
