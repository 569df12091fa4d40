import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { enrollmentDetailSelect, toEnrollmentDetail } from './enrollment-fields';
import type { TEnrollmentDetail } from './schemas';

/** One enrollment of the teacher; another teacher's is reported as missing. */
export async function getEnrollment({
  teacherId,
  enrollmentId,
}: {
  teacherId: string;
  enrollmentId: string;
}): Promise<TEnrollmentDetail> {
  const enrollment = await db.enrollment.findFirst({
    where: { id: enrollmentId, teacherId },
    select: enrollmentDetailSelect,
  });
  if (!enrollment) throw new NotFoundError('Enrollment');
  return toEnrollmentDetail(enrollment);
}
