import 'server-only';
import type { StudentStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import { consistencyPercent } from './consistency-percent';
import type { TStudentActivity } from './response-schemas';
import { studentActivitySql, type StudentActivityRow } from './student-activity-sql';
import { suggestAction } from './suggest-action';

type ActivityFor = { teacherId: string; students: { id: string; status: StudentStatus }[]; now?: Date };

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toActivity(row: StudentActivityRow, status: StudentStatus, now: Date): TStudentActivity {
  const counts = { completed: row.completed, cancelled: row.cancelled, noShows: row.noShows };
  return {
    credits: { available: row.creditsAvailable, total: row.creditsTotal },
    counts: { total: row.sessionsTotal, ...counts, consistency: consistencyPercent(counts) },
    lastContact: iso(row.lastContact),
    nextSessionAt: iso(row.nextSessionAt),
    lastSessionAt: iso(row.lastSessionAt),
    suggestedAction: suggestAction(
      {
        status,
        availableCredits: row.creditsAvailable,
        activeEnrollments: row.activeEnrollments,
        creditsExpireAt: row.creditsExpireAt,
        nextSessionAt: row.nextSessionAt,
        lastSessionAt: row.lastSessionAt,
        pendingTrials: row.pendingTrials,
      },
      now,
    ),
  };
}

/**
 * The computed columns of roster rows, the profile and the export (credits, counts, last contact,
 * next and last session, suggested action) for a set of students: one statement whatever their
 * number or history (see student-activity-sql.ts).
 */
export async function loadStudentActivity({
  teacherId,
  students,
  now = new Date(),
}: ActivityFor): Promise<Map<string, TStudentActivity>> {
  if (!students.length) return new Map();
  const rows = await db.$queryRaw<StudentActivityRow[]>(
    studentActivitySql(
      teacherId,
      students.map((student) => student.id),
      now,
    ),
  );
  const statusById = new Map(students.map((student) => [student.id, student.status]));
  return new Map(rows.map((row) => [row.studentId, toActivity(row, statusById.get(row.studentId)!, now)]));
}
