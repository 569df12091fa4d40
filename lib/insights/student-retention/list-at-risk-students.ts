import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import type { Page } from '@/lib/core/pagination';
import { dayMs } from '@/lib/core/time';
import { getRetentionSettings } from '@/lib/data-retention/get-retention-settings';
import { heldCte } from './held-sql';
import type { TAtRiskQuery, TAtRiskReason, TAtRiskStudent } from './schemas';

type Row = {
  total: number;
  data: {
    studentId: string;
    name: string;
    reason: TAtRiskReason;
    last: string;
    next: string | null;
    credits: number;
  }[];
};

/**
 * ONE statement for the page and its total. A student is listed when not soft-deleted, not erased,
 * not marked inactive by the teacher, with at least one completed session, and:
 * - `churned`: the last completed session churnDays ago or more;
 * - `at_risk`: atRiskDays ago or more (but less than churnDays);
 * - `no_upcoming`: more recent, but nothing booked ahead.
 * Order of risk: at risk (closest to churning first), no upcoming session (longest since first),
 * then churned (the most recently lost first, the likeliest to win back). A student at risk or
 * churned who has booked again is still listed, with `nextSessionAt`, as the KPI counts them.
 */
const atRiskSql = (teacherId: string, now: Date, t: { atRiskDays: number; churnDays: number }, q: TAtRiskQuery) => {
  const at = Prisma.sql`${now}::timestamptz`;
  const teacher = Prisma.sql`${teacherId}::uuid`;
  return Prisma.sql`
    WITH ${heldCte(teacherId, now)},
    last AS (SELECT "studentId", max("startUtc") AS last FROM held GROUP BY "studentId"),
    upcoming AS (
      SELECT x."studentId", min(x."startUtc") AS next FROM (
        SELECT s."studentId", s."startUtc" FROM "sessions" s
         WHERE s."teacherId" = ${teacher} AND s."studentId" IS NOT NULL
           AND s."status" IN ('scheduled', 'pending_confirmation') AND s."startUtc" > ${at}
        UNION ALL
        SELECT p."studentId", s."startUtc" FROM "session_participants" p JOIN "sessions" s ON s."id" = p."sessionId"
         WHERE p."teacherId" = ${teacher} AND p."status" = 'scheduled' AND s."status" = 'scheduled' AND s."startUtc" > ${at}
      ) x GROUP BY x."studentId"
    ),
    credits AS (
      SELECT "studentId",
             sum("sessionsTotal" - "sessionsCompleted" - "sessionsScheduled" - "sessionsForfeited")::int AS credits
        FROM "enrollments" WHERE "teacherId" = ${teacher} AND "status" = 'active' GROUP BY "studentId"
    ),
    listed AS (
      SELECT st."id" AS "studentId", st."name", l.last, u.next, coalesce(c.credits, 0) AS credits,
             CASE WHEN l.last <= ${at} - (${t.churnDays} * interval '24 hours') THEN 'churned'
                  WHEN l.last <= ${at} - (${t.atRiskDays} * interval '24 hours') THEN 'at_risk'
                  WHEN u.next IS NULL THEN 'no_upcoming' END AS reason
        FROM last l
        JOIN "students" st ON st."id" = l."studentId" AND st."teacherId" = ${teacher}
         AND st."deletedAt" IS NULL AND st."anonymizedAt" IS NULL AND st."status" <> 'inactive'
        LEFT JOIN upcoming u ON u."studentId" = l."studentId"
        LEFT JOIN credits c ON c."studentId" = l."studentId"
    ),
    kept AS (
      SELECT * FROM listed WHERE reason IS NOT NULL ${q.reason ? Prisma.sql`AND reason = ${q.reason}` : Prisma.empty}
    )
    SELECT (SELECT count(*)::int FROM kept) AS total,
           (SELECT coalesce(json_agg(k), '[]'::json) FROM (
              SELECT * FROM kept
               ORDER BY CASE reason WHEN 'at_risk' THEN 0 WHEN 'no_upcoming' THEN 1 ELSE 2 END,
                        CASE WHEN reason = 'churned' THEN NULL ELSE last END ASC,
                        last DESC, "studentId"
               LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}) k) AS data`;
};

/** The students to act on before (or after) they are lost, by risk, paginated. Two statements. */
export async function listAtRiskStudents({
  teacherId,
  query,
  now = new Date(),
}: {
  teacherId: string;
  query: TAtRiskQuery;
  now?: Date;
}): Promise<Page<TAtRiskStudent>> {
  const thresholds = await getRetentionSettings({ teacherId });
  const [row] = await db.$queryRaw<Row[]>(atRiskSql(teacherId, now, thresholds, query));
  const data = row!.data.map((item) => {
    const last = new Date(item.last);
    return {
      studentId: item.studentId,
      name: item.name,
      reason: item.reason,
      lastSessionAt: last.toISOString(),
      daysSince: Math.floor((now.getTime() - last.getTime()) / dayMs),
      nextSessionAt: item.next ? new Date(item.next).toISOString() : null,
      creditsLeft: item.credits,
    };
  });
  return { data, page: query.page, limit: query.limit, total: row!.total };
}
