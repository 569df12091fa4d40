import 'server-only';
import type { StudentStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { Prisma } from '@/generated/prisma/client';
import { consistencyPercent } from './consistency-percent';
import type { TStudentActivity } from './schemas';
import { suggestAction } from './suggest-action';

type ActivityFor = { teacherId: string; students: { id: string; status: StudentStatus }[]; now?: Date };

type EnrollmentTotals = {
  studentId: string;
  activeEnrollments: number;
  total: number;
  available: number;
  creditsExpireAt: Date | null;
};

type SessionTotals = {
  studentId: string;
  total: number;
  completed: number;
  cancelled: number;
  noShows: number;
  nextSessionAt: Date | null;
  lastSessionAt: Date | null;
};

const remaining = Prisma.sql`("sessionsTotal" - "sessionsCompleted" - "sessionsScheduled" - "sessionsForfeited")`;

/** Credits over active enrollments, and the earliest future expiry of one that still has credits. */
const enrollmentTotals = (teacherId: string, ids: string[], now: Date) => db.$queryRaw<EnrollmentTotals[]>`
  SELECT "studentId"::text AS "studentId",
         count(*)::int AS "activeEnrollments",
         coalesce(sum("sessionsTotal"), 0)::int AS "total",
         coalesce(sum(${remaining}), 0)::int AS "available",
         min("validUntil") FILTER (WHERE ${remaining} > 0 AND "validUntil" > ${now}::timestamptz) AS "creditsExpireAt"
    FROM "enrollments"
   WHERE "teacherId" = ${teacherId}::uuid AND "studentId" = ANY(${ids}::uuid[]) AND "status" = 'active'
   GROUP BY "studentId"`;

/**
 * A student's sessions are those they lead (`sessions.studentId`) and those they take part in
 * (`session_participants`); a session with both counts once, with the participant's own outcome
 * unless that still says `scheduled`. Holds, rejected trials and expired holds never became
 * lessons and count nowhere; a cancelled session is cancelled for everyone in it.
 */
const sessionTotals = (teacherId: string, ids: string[], now: Date) => db.$queryRaw<SessionTotals[]>`
  WITH student_sessions AS (
    SELECT p."studentId", s."startUtc", s."status"::text AS session_status, p."status"::text AS own_status
      FROM "session_participants" p
      JOIN "sessions" s ON s."id" = p."sessionId"
     WHERE p."teacherId" = ${teacherId}::uuid AND p."studentId" = ANY(${ids}::uuid[])
    UNION ALL
    SELECT s."studentId", s."startUtc", s."status"::text, NULL
      FROM "sessions" s
     WHERE s."teacherId" = ${teacherId}::uuid AND s."studentId" = ANY(${ids}::uuid[])
       AND NOT EXISTS (
         SELECT 1 FROM "session_participants" p WHERE p."sessionId" = s."id" AND p."studentId" = s."studentId"
       )
  ), outcomes AS (
    SELECT "studentId", "startUtc",
           CASE
             WHEN session_status IN ('hold', 'rejected', 'expired') THEN 'void'
             WHEN session_status = 'cancelled' THEN 'cancelled'
             ELSE CASE coalesce(nullif(own_status, 'scheduled'), session_status)
                    WHEN 'completed' THEN 'completed'
                    WHEN 'cancelled' THEN 'cancelled'
                    WHEN 'no_show' THEN 'no_show'
                    ELSE 'booked'
                  END
           END AS outcome
      FROM student_sessions
  )
  SELECT "studentId"::text AS "studentId",
         count(*) FILTER (WHERE outcome <> 'void')::int AS "total",
         count(*) FILTER (WHERE outcome = 'completed')::int AS "completed",
         count(*) FILTER (WHERE outcome = 'cancelled')::int AS "cancelled",
         count(*) FILTER (WHERE outcome = 'no_show')::int AS "noShows",
         min("startUtc") FILTER (WHERE outcome = 'booked' AND "startUtc" > ${now}::timestamptz) AS "nextSessionAt",
         max("startUtc") FILTER (WHERE outcome IN ('booked', 'completed', 'no_show') AND "startUtc" <= ${now}::timestamptz)
           AS "lastSessionAt"
    FROM outcomes
   GROUP BY "studentId"`;

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/**
 * The computed columns of roster rows, the profile and the export for a set of students, in three
 * grouped queries whatever their number or history: enrollments, sessions, contact log.
 */
export async function loadStudentActivity({
  teacherId,
  students,
  now = new Date(),
}: ActivityFor): Promise<Map<string, TStudentActivity>> {
  if (!students.length) return new Map();
  const ids = students.map((student) => student.id);
  const [enrollments, sessions, contacts] = await Promise.all([
    enrollmentTotals(teacherId, ids, now),
    sessionTotals(teacherId, ids, now),
    db.contactLogEntry.groupBy({
      by: ['studentId'],
      where: { teacherId, studentId: { in: ids } },
      _max: { sentAt: true },
    }),
  ]);
  const enrollmentsById = new Map(enrollments.map((row) => [row.studentId, row]));
  const sessionsById = new Map(sessions.map((row) => [row.studentId, row]));
  const lastContactById = new Map(contacts.map((row) => [row.studentId, row._max.sentAt]));

  return new Map(
    students.map(({ id, status }) => {
      const credits = enrollmentsById.get(id);
      const history = sessionsById.get(id);
      const counts = {
        total: history?.total ?? 0,
        completed: history?.completed ?? 0,
        cancelled: history?.cancelled ?? 0,
        noShows: history?.noShows ?? 0,
      };
      const activity: TStudentActivity = {
        credits: { available: credits?.available ?? 0, total: credits?.total ?? 0 },
        counts: { ...counts, consistency: consistencyPercent(counts) },
        lastContact: iso(lastContactById.get(id)),
        nextSessionAt: iso(history?.nextSessionAt),
        lastSessionAt: iso(history?.lastSessionAt),
        suggestedAction: suggestAction(
          {
            status,
            availableCredits: credits?.available ?? 0,
            activeEnrollments: credits?.activeEnrollments ?? 0,
            creditsExpireAt: credits?.creditsExpireAt ?? null,
            nextSessionAt: history?.nextSessionAt ?? null,
            lastSessionAt: history?.lastSessionAt ?? null,
          },
          now,
        ),
      };
      return [id, activity];
    }),
  );
}
