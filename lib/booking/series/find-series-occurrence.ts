import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/**
 * The series of the teacher (of that student, for the portal) and the occurrence an action starts
 * from, which must be one of its sessions; anything else is 404.
 */
export async function findSeriesOccurrence(
  client: Prisma.TransactionClient,
  {
    teacherId,
    seriesId,
    sessionId,
    studentId,
  }: { teacherId: string; seriesId: string; sessionId: string; studentId?: string },
) {
  const series = await client.sessionSeries.findFirst({
    where: { id: seriesId, teacherId, ...(studentId ? { studentId } : {}) },
    select: { id: true, serviceId: true, studentId: true, timezone: true, frequency: true },
  });
  if (!series) throw new NotFoundError('Series');
  const from = await client.session.findFirst({
    where: { id: sessionId, teacherId, seriesId },
    select: { id: true, startUtc: true, status: true },
  });
  if (!from) throw new NotFoundError('Session');
  return { series, from };
}
