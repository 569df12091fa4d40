import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { ForbiddenError, NotFoundError } from '@/lib/core/errors';
import { usableTimeZone } from '@/lib/core/time';
import type { Booker } from './judge-occurrences';

/** Who books a series of what, and on which clock it repeats. */
export type SeriesContext = {
  booker: Booker;
  teacherId: string;
  studentId: string;
  service: { id: string; durationMinutes: number };
  zone: string;
};

/**
 * The teacher's own service (any state but deleted, as their single booking) and own student; the
 * zone given, else the teacher's. Another teacher's service or student is 404.
 */
export async function teacherSeriesContext(
  client: Prisma.TransactionClient,
  {
    teacherId,
    serviceId,
    studentId,
    timezone,
  }: { teacherId: string; serviceId: string; studentId: string; timezone?: string },
): Promise<SeriesContext> {
  // One after the other: inside a transaction the statements share one connection.
  const service = await client.service.findFirst({
    where: { id: serviceId, teacherId, deletedAt: null },
    select: { id: true, durationMinutes: true },
  });
  if (!service) throw new NotFoundError('Service');
  const student = await client.student.findFirst({
    where: { id: studentId, teacherId, deletedAt: null },
    select: { id: true },
  });
  if (!student) throw new NotFoundError('Student');
  const teacher = await client.teacher.findUniqueOrThrow({ where: { id: teacherId }, select: { timezone: true } });
  return { booker: 'teacher', teacherId, studentId, service, zone: timezone ?? usableTimeZone(teacher.timezone) };
}

/**
 * The student's teacher's active service, as a single student booking takes it (else 404), which
 * must let students book a series (`allowsRecurring`, else 403 FORBIDDEN: the teacher keeps that
 * decision); the zone given, else the student's.
 */
export async function studentSeriesContext(
  client: Prisma.TransactionClient,
  {
    student,
    serviceId,
    timezone,
  }: { student: { id: string; teacherId: string }; serviceId: string; timezone?: string },
): Promise<SeriesContext> {
  const { teacherId } = student;
  const service = await client.service.findFirst({
    where: { id: serviceId, teacherId, status: 'active', deletedAt: null },
    select: { id: true, durationMinutes: true, allowsRecurring: true },
  });
  if (!service) throw new NotFoundError('Service');
  const me = await client.student.findFirst({
    where: { id: student.id, teacherId, deletedAt: null },
    select: { timezone: true },
  });
  if (!me) throw new NotFoundError('Student');
  if (!service.allowsRecurring) {
    throw new ForbiddenError('Your teacher books repeating lessons of this service; ask them, or book one at a time');
  }
  return {
    booker: 'student',
    teacherId,
    studentId: student.id,
    service: { id: service.id, durationMinutes: service.durationMinutes },
    zone: timezone ?? usableTimeZone(me.timezone),
  };
}
