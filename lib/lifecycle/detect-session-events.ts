import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import type { DetectedEvent } from './detected-event';
import { sessionMilestones, streakWeeks } from './detection-rules';
import { heldSessionsCte, upcomingCte } from './held-sessions-sql';

type Thresholds = { gapDays: number; churnDays: number };
type Client = Prisma.TransactionClient;

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * dayMs);
const daysBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / dayMs);

type LastTwo = {
  studentId: string;
  lastId: string;
  lastAt: Date;
  prevId: string | null;
  prevAt: Date | null;
  upcoming: boolean;
};

/**
 * gap_detected and churn_detected from each student's last two completed sessions, in one statement.
 * A gap "after session X" is written once: when X's next session came more than gapDays later
 * (the last two), or when none came for more than gapDays and none is booked. Churn "after X": X is
 * the last completed session, more than churnDays ago, and none is booked. occurredAt is the day the
 * threshold was crossed, so a first run over old data does not look like fresh news.
 */
export async function detectGapsAndChurn(tx: Client, teacherId: string, now: Date, t: Thresholds) {
  const rows = await tx.$queryRaw<LastTwo[]>`
    WITH ${heldSessionsCte(teacherId)}, ${upcomingCte(teacherId, now)},
    ranked AS (
      SELECT h.*, row_number() OVER (PARTITION BY h."studentId" ORDER BY h."startUtc" DESC, h."sessionId") AS rn
        FROM held h
    )
    SELECT l."studentId", l."sessionId" AS "lastId", l."startUtc" AS "lastAt",
           p."sessionId" AS "prevId", p."startUtc" AS "prevAt",
           EXISTS (SELECT 1 FROM upcoming u WHERE u."studentId" = l."studentId") AS "upcoming"
      FROM ranked l LEFT JOIN ranked p ON p."studentId" = l."studentId" AND p.rn = 2
     WHERE l.rn = 1`;
  const events: DetectedEvent[] = [];
  for (const row of rows) {
    const idle = daysBetween(row.lastAt, now);
    if (row.prevId && row.prevAt && daysBetween(row.prevAt, row.lastAt) > t.gapDays) {
      events.push({
        studentId: row.studentId,
        type: 'gap_detected',
        key: `after:${row.prevId}`,
        occurredAt: addDays(row.prevAt, t.gapDays),
        metadata: { afterSessionId: row.prevId, nextSessionId: row.lastId, days: daysBetween(row.prevAt, row.lastAt) },
      });
    }
    if (row.upcoming) continue;
    if (idle > t.gapDays) {
      events.push({
        studentId: row.studentId,
        type: 'gap_detected',
        key: `after:${row.lastId}`,
        occurredAt: addDays(row.lastAt, t.gapDays),
        metadata: { afterSessionId: row.lastId, nextSessionId: null, days: idle },
      });
    }
    if (idle > t.churnDays) {
      events.push({
        studentId: row.studentId,
        type: 'churn_detected',
        key: `after:${row.lastId}`,
        occurredAt: addDays(row.lastAt, t.churnDays),
        metadata: { lastSessionId: row.lastId, days: idle },
      });
    }
  }
  return events;
}

type Milestone = { studentId: string; sessionId: string; startUtc: Date; n: number };

/** milestone_reached at the 10th, 25th, 50th and 100th completed session, dated by that session. */
export async function detectMilestones(tx: Client, teacherId: string): Promise<DetectedEvent[]> {
  const rows = await tx.$queryRaw<Milestone[]>`
    WITH ${heldSessionsCte(teacherId)},
    numbered AS (
      SELECT h.*, row_number() OVER (PARTITION BY h."studentId" ORDER BY h."startUtc", h."sessionId")::int AS n
        FROM held h
    )
    SELECT "studentId", "sessionId", "startUtc", n FROM numbered WHERE n = ANY(${[...sessionMilestones]}::int[])`;
  return rows.map((row) => ({
    studentId: row.studentId,
    type: 'milestone_reached',
    key: `sessions:${row.n}`,
    occurredAt: row.startUtc,
    metadata: { sessions: row.n, sessionId: row.sessionId },
  }));
}

type StreakRow = { studentId: string; weeks: number; streakStart: string; reachedAt: Date };

/**
 * streak_achieved when the student's latest run of consecutive weeks (Monday-first weeks in the
 * teacher's zone) with a completed session reaches 4, 8, 12, 26 or 52 weeks; older runs are not
 * looked at. One event per run and length, dated by the first session of the week that reached it.
 */
export async function detectStreaks(tx: Client, teacherId: string): Promise<DetectedEvent[]> {
  const rows = await tx.$queryRaw<StreakRow[]>`
    WITH ${heldSessionsCte(teacherId)},
    zone AS (SELECT "timezone" AS tz FROM "teachers" WHERE "id" = ${teacherId}::uuid),
    weeks AS (
      SELECT h."studentId", date_trunc('week', h."startUtc" AT TIME ZONE zone.tz)::date AS week,
             min(h."startUtc") AS "firstAt"
        FROM held h CROSS JOIN zone GROUP BY 1, 2
    ),
    islands AS (
      SELECT w.*, w.week - (7 * row_number() OVER (PARTITION BY w."studentId" ORDER BY w.week))::int AS grp
        FROM weeks w
    ),
    latest AS (
      SELECT i.*, row_number() OVER (PARTITION BY i."studentId", i.grp ORDER BY i.week)::int AS n,
             min(i.week) OVER (PARTITION BY i."studentId", i.grp) AS "streakStart",
             max(i.grp) OVER (PARTITION BY i."studentId") AS "lastGrp"
        FROM islands i
    )
    SELECT "studentId", n AS weeks, to_char("streakStart", 'YYYY-MM-DD') AS "streakStart", "firstAt" AS "reachedAt"
      FROM latest WHERE grp = "lastGrp" AND n = ANY(${[...streakWeeks]}::int[])`;
  return rows.map((row) => ({
    studentId: row.studentId,
    type: 'streak_achieved',
    key: `weeks:${row.weeks}:from:${row.streakStart}`,
    occurredAt: row.reachedAt,
    metadata: { weeks: row.weeks, streakStart: row.streakStart },
  }));
}

type TrialRow = { studentId: string; sessionId: string; at: Date };

/** trial_completed for completed trial sessions whose completion did not write it (keyed by session). */
export async function detectCompletedTrials(tx: Client, teacherId: string): Promise<DetectedEvent[]> {
  const rows = await tx.$queryRaw<TrialRow[]>`
    SELECT s."studentId", s."id" AS "sessionId", coalesce(s."completedAt", s."endUtc") AS "at"
      FROM "sessions" s JOIN "students" st ON st."id" = s."studentId"
     WHERE s."teacherId" = ${teacherId}::uuid AND s."isTrialSession" AND s."status" = 'completed'
       AND st."deletedAt" IS NULL AND st."anonymizedAt" IS NULL`;
  return rows.map((row) => ({
    studentId: row.studentId,
    type: 'trial_completed',
    key: `session:${row.sessionId}`,
    occurredAt: row.at,
    metadata: { sessionId: row.sessionId, detected: true },
  }));
}
