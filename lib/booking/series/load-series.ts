import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { displayStudent, studentDisplaySelect } from '@/lib/students/student-display';
import type { TSessionSeries } from './schemas';

/**
 * One series of the teacher (and, for the portal, of that student) with every occurrence by start,
 * in three statements; another teacher's or student's series is 404.
 */
export async function loadSeries(
  client: Prisma.TransactionClient,
  { teacherId, seriesId, studentId }: { teacherId: string; seriesId: string; studentId?: string },
): Promise<TSessionSeries> {
  const series = await client.sessionSeries.findFirst({
    where: { id: seriesId, teacherId, ...(studentId ? { studentId } : {}) },
    include: {
      sessions: {
        where: { teacherId },
        orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
        select: { id: true, startUtc: true, endUtc: true, status: true, rescheduleCount: true, enrollmentId: true },
      },
    },
  });
  if (!series) throw new NotFoundError('Series');
  const service = await client.service.findFirstOrThrow({
    where: { id: series.serviceId, teacherId },
    select: { id: true, name: true },
  });
  const student = await client.student.findFirst({
    where: { id: series.studentId, teacherId },
    select: studentDisplaySelect,
  });
  const shown = displayStudent(student);
  return {
    id: series.id,
    frequency: series.frequency,
    localTime: series.localTime,
    weekday: series.weekday,
    timezone: series.timezone,
    createdBy: series.createdBy,
    endedAt: series.endedAt?.toISOString() ?? null,
    createdAt: series.createdAt.toISOString(),
    service,
    student: shown && { id: shown.id, name: shown.name },
    occurrences: series.sessions.map((session, index) => ({
      position: index + 1,
      sessionId: session.id,
      startsAt: session.startUtc.toISOString(),
      endsAt: session.endUtc.toISOString(),
      status: session.status,
      rescheduleCount: session.rescheduleCount,
      enrollmentId: session.enrollmentId,
    })),
  };
}
