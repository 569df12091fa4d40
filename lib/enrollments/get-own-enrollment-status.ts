import 'server-only';
import type { EnrollmentStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';

/**
 * The status of one of the signed-in student's own enrollments in a service, for the page the
 * processor returns to (the webhook may not have activated it yet). Anyone else's enrollment, or
 * an id that is not one, reads as null: the page then shows nothing about it.
 */
export async function getOwnEnrollmentStatus({
  studentId,
  serviceId,
  enrollmentId,
}: {
  studentId: string;
  serviceId: string;
  enrollmentId: string;
}): Promise<EnrollmentStatus | null> {
  if (!/^[0-9a-f-]{36}$/i.test(enrollmentId)) return null;
  const enrollment = await db.enrollment.findFirst({
    where: { id: enrollmentId, studentId, serviceId },
    select: { status: true },
  });
  return enrollment?.status ?? null;
}
