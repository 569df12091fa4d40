import 'server-only';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { db } from '@/lib/core/db';
import type { TSessionToReview } from './schemas';

/**
 * The student's completed sessions (own booking, or a seat completed for them, as effectiveStatus says) that have no review of
 * theirs yet and are over (submitReview refuses a lesson before its end), latest first, at most `limit`
 * (one query).
 */
export async function listSessionsToReview({
  student,
  limit = 20,
  now = new Date(),
}: {
  student: StudentRef;
  limit?: number;
  now?: Date;
}): Promise<TSessionToReview[]> {
  const rows = await db.session.findMany({
    where: {
      teacherId: student.teacherId,
      OR: [
        { studentId: student.id, status: 'completed' },
        { participants: { some: { studentId: student.id, status: 'completed' } } },
        // A seat still `scheduled` follows the session's own status (effectiveStatus).
        { status: 'completed', participants: { some: { studentId: student.id, status: 'scheduled' } } },
      ],
      reviews: { none: { studentId: student.id } },
      endUtc: { lte: now },
    },
    select: { id: true, startUtc: true, timezone: true, service: { select: { id: true, name: true } } },
    orderBy: [{ startUtc: 'desc' }, { id: 'desc' }],
    take: limit,
  });
  return rows.map((row) => ({
    sessionId: row.id,
    startsAt: row.startUtc.toISOString(),
    timezone: row.timezone,
    service: row.service,
  }));
}
