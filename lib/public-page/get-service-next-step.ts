import 'server-only';
import { listBookableEnrollments } from '@/lib/booking/student/list-bookable-enrollments';
import type { EnrollmentViewer } from '@/lib/enrollments/enrollment-viewer';
import { getServiceWaitlistState } from '@/lib/waitlist/get-service-waitlist-state';
import type { TWaitlistPlace } from '@/lib/waitlist/schemas';

/** The one thing a service page offers its viewer (issue 13: exactly one next step per state). */
export type ServiceNextStep =
  | { kind: 'book_trial' }
  /** Enrolled with credits left: book a time with them. */
  | { kind: 'book'; remaining: number }
  /** Full, and the viewer (a signed-in student) holds no place: the waitlist. */
  | { kind: 'join_waitlist'; place: TWaitlistPlace | null }
  /** Full, and the viewer is not signed in as a student: sign in to join the waitlist. */
  | { kind: 'full' }
  | { kind: 'enroll' };

type Service = { id: string; isTrial: boolean };

/**
 * A trial is booked with a time; a student enrolled in the service with credits left books a time;
 * a full service (its capacity held by others) offers its waitlist; anyone else enrolls. A student
 * whose credits ran out may enroll again, full or not (they hold a place).
 */
export async function getServiceNextStep({
  service,
  viewer,
  now = new Date(),
}: {
  service: Service;
  viewer: EnrollmentViewer;
  now?: Date;
}): Promise<ServiceNextStep> {
  if (service.isTrial) return { kind: 'book_trial' };
  const studentId = viewer.kind === 'student' ? viewer.studentId : null;
  if (viewer.kind === 'student') {
    const student = { id: viewer.studentId, teacherId: viewer.teacherId };
    const bookable = await listBookableEnrollments({ student, now });
    const remaining = bookable
      .filter((enrollment) => enrollment.service.id === service.id)
      .reduce((sum, enrollment) => sum + enrollment.remaining, 0);
    if (remaining > 0) return { kind: 'book', remaining };
  }
  const waitlist = await getServiceWaitlistState({ serviceId: service.id, studentId });
  if (waitlist.full && !waitlist.enrolled) {
    return studentId ? { kind: 'join_waitlist', place: waitlist.place } : { kind: 'full' };
  }
  return { kind: 'enroll' };
}
