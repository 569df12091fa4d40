import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import {
  SMART_ACTION_PRIORITIES,
  ZContentInsight,
  ZContentInsightPayload,
  type TSmartAction,
  type TSmartActionPriority,
  type TSmartActionType,
} from './schemas';

const dayMs = 24 * 60 * 60 * 1000;

/** The spec's fixed priorities (content_insight takes the priority of its most important insight). */
export const smartActionPriority: Record<Exclude<TSmartActionType, 'content_insight'>, TSmartActionPriority> = {
  pending_trials: 'high',
  expiring_credits: 'high',
  at_risk: 'high',
  no_upcoming: 'medium',
  unconverted_trials: 'medium',
  unanswered_reviews: 'medium',
  overdue_homework: 'medium',
  inactive_students: 'low',
};

/** The page that resolves each action (decision 0039). */
export const smartActionHref: Record<TSmartActionType, string> = {
  pending_trials: '/teacher/sessions?status=pending_confirmation',
  expiring_credits: '/teacher/students?status=active',
  no_upcoming: '/teacher/students?status=active',
  inactive_students: '/teacher/students?status=inactive',
  at_risk: '/teacher/insights',
  unconverted_trials: '/teacher/students?status=trial',
  unanswered_reviews: '/teacher/reviews?answered=false',
  overdue_homework: '/teacher/sessions?status=completed',
  content_insight: '/teacher/insights',
};

type CountsRow = Record<Exclude<TSmartActionType, 'content_insight'>, number> & {
  insightPayload: unknown;
};

/** Students that count: not soft-deleted. */
const liveStudent = Prisma.sql`st."deletedAt" IS NULL`;

/**
 * Every count in ONE statement: scalar subqueries over the teacher's indexed rows, none per student.
 * Conditions (spec "Dashboard smart actions"):
 * - pending_trials: trial sessions with status pending_confirmation;
 * - expiring_credits: active enrollments whose validUntil is in [now, now + 7 days);
 * - no_upcoming: active students with no scheduled session after now (led, or as a scheduled participant);
 * - at_risk: students with a gap_detected lifecycle event in the last 90 days;
 * - unconverted_trials: students with a trial session completed in the last 30 days and no active
 *   or completed enrollment;
 * - inactive_students: students with status inactive;
 * - unanswered_reviews: approved reviews without a teacherResponse;
 * - overdue_homework: sessions (not cancelled, rejected or expired) with homework whose due date has
 *   passed and that a live student attending it has not marked done (the main student on the session,
 *   a participant still booked or who completed it on their own row) (issue 33);
 * - content_insight: the cached payload when computed less than 24 h ago.
 */
const countsSql = (teacherId: string, now: Date) => {
  const teacher = Prisma.sql`${teacherId}::uuid`;
  const at = Prisma.sql`${now}::timestamptz`;
  return Prisma.sql`
    SELECT
      (SELECT count(*)::int FROM "sessions"
        WHERE "teacherId" = ${teacher} AND "status" = 'pending_confirmation' AND "isTrialSession") AS "pending_trials",
      (SELECT count(*)::int FROM "enrollments"
        WHERE "teacherId" = ${teacher} AND "status" = 'active'
          AND "validUntil" >= ${at} AND "validUntil" < ${new Date(now.getTime() + 7 * dayMs)}::timestamptz) AS "expiring_credits",
      (SELECT count(*)::int FROM "students" st
        WHERE st."teacherId" = ${teacher} AND st."status" = 'active' AND ${liveStudent}
          AND NOT EXISTS (SELECT 1 FROM "sessions" s
                           WHERE s."teacherId" = ${teacher} AND s."studentId" = st."id"
                             AND s."status" = 'scheduled' AND s."startUtc" > ${at})
          AND NOT EXISTS (SELECT 1 FROM "session_participants" p JOIN "sessions" s ON s."id" = p."sessionId"
                           WHERE p."teacherId" = ${teacher} AND p."studentId" = st."id" AND p."status" = 'scheduled'
                             AND s."status" = 'scheduled' AND s."startUtc" > ${at})) AS "no_upcoming",
      (SELECT count(DISTINCT e."studentId")::int FROM "student_lifecycle_events" e
         JOIN "students" st ON st."id" = e."studentId"
        WHERE e."teacherId" = ${teacher} AND e."type" = 'gap_detected'
          AND e."occurredAt" >= ${new Date(now.getTime() - 90 * dayMs)}::timestamptz AND ${liveStudent}) AS "at_risk",
      (SELECT count(DISTINCT s."studentId")::int FROM "sessions" s
         JOIN "students" st ON st."id" = s."studentId"
        WHERE s."teacherId" = ${teacher} AND s."isTrialSession" AND s."status" = 'completed'
          AND s."startUtc" >= ${new Date(now.getTime() - 30 * dayMs)}::timestamptz AND s."startUtc" <= ${at}
          AND ${liveStudent}
          AND NOT EXISTS (SELECT 1 FROM "enrollments" en
                           WHERE en."teacherId" = ${teacher} AND en."studentId" = s."studentId"
                             AND en."status" IN ('active', 'completed'))) AS "unconverted_trials",
      (SELECT count(*)::int FROM "students" st
        WHERE st."teacherId" = ${teacher} AND st."status" = 'inactive' AND ${liveStudent}) AS "inactive_students",
      (SELECT count(*)::int FROM "reviews"
        WHERE "teacherId" = ${teacher} AND "status" = 'approved'
          AND ("teacherResponse" IS NULL OR btrim("teacherResponse") = '')) AS "unanswered_reviews",
      (SELECT count(*)::int FROM "sessions" s
        WHERE s."teacherId" = ${teacher} AND s."homeworkDueAt" < ${at}
          AND s."status" NOT IN ('cancelled', 'rejected', 'expired')
          AND s."homework" IS NOT NULL AND btrim(s."homework") <> ''
          AND ((s."homeworkDoneAt" IS NULL AND EXISTS (SELECT 1 FROM "students" st
                                                        WHERE st."id" = s."studentId" AND ${liveStudent}))
               OR EXISTS (SELECT 1 FROM "session_participants" p JOIN "students" st ON st."id" = p."studentId"
                           WHERE p."sessionId" = s."id" AND p."status" IN ('scheduled', 'completed')
                             AND p."homeworkDoneAt" IS NULL AND ${liveStudent}))) AS "overdue_homework",
      (SELECT "payload" FROM "content_insight_caches"
        WHERE "teacherId" = ${teacher} AND "computedAt" > ${new Date(now.getTime() - dayMs)}::timestamptz) AS "insightPayload"`;
};

const rank = (priority: TSmartActionPriority) => SMART_ACTION_PRIORITIES.indexOf(priority);

/** content_insight from a fresh cache payload: its usable insights, the most important one shown. */
export function contentInsightAction(payload: unknown): TSmartAction | null {
  const parsed = ZContentInsightPayload.safeParse(payload);
  if (!parsed.success) return null;
  const insights = parsed.data.insights.flatMap((item) => {
    const insight = ZContentInsight.safeParse(item);
    return insight.success ? [insight.data] : [];
  });
  if (insights.length === 0) return null;
  const top = insights.reduce((best, insight) => (rank(insight.priority) < rank(best.priority) ? insight : best));
  return {
    type: 'content_insight',
    count: insights.length,
    priority: top.priority,
    insight: top.message,
    href: smartActionHref.content_insight,
  };
}

/**
 * The dashboard's suggested actions (spec "Dashboard smart actions"): only those with a count above
 * 0, high before medium before low, then the larger count first (then the spec's order). One statement.
 */
export async function getSmartActions({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<TSmartAction[]> {
  const [row] = await db.$queryRaw<CountsRow[]>(countsSql(teacherId, now));
  if (!row) throw new Error('The smart actions query answered no row');
  const actions: TSmartAction[] = (Object.keys(smartActionPriority) as (keyof typeof smartActionPriority)[])
    .filter((type) => row[type] > 0)
    .map((type) => ({ type, count: row[type], priority: smartActionPriority[type], href: smartActionHref[type] }));
  const insight = row.insightPayload == null ? null : contentInsightAction(row.insightPayload);
  if (insight) actions.push(insight);
  return actions.sort((a, b) => rank(a.priority) - rank(b.priority) || b.count - a.count);
}
