import 'server-only';
import { isTimeFirstService, type TimeFirstShape } from '@/lib/booking/time-first/find-time-first-service';
import { db } from '@/lib/core/db';
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
  /**
   * A paid one-to-one single lesson: pick a time, hold it, pay (0030). `again`: the signed-in
   * student has bought this lesson before and used it ("Book another lesson").
   */
  | { kind: 'pick_time'; again: boolean }
  | { kind: 'enroll' };

type Service = { id: string } & TimeFirstShape;

/**
 * A trial is booked with a time; a student enrolled in the service with credits left books a time;
 * a full service (its capacity held by others) offers its waitlist; a paid one-to-one single lesson
 * is booked by its time and paid then; anyone else enrolls. A student whose credits ran out may
 * enroll (or book another single lesson) again, full or not (they hold a place).
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
  if (isTimeFirstService(service)) {
    return { kind: 'pick_time', again: viewer.kind === 'student' ? await boughtBefore(viewer, service.id) : false };
  }
  return { kind: 'enroll' };
}

/** Whether the student has paid for this service before (an enrollment that was ever active). */
async function boughtBefore({ studentId, teacherId }: { studentId: string; teacherId: string }, serviceId: string) {
  const earlier = await db.enrollment.findFirst({
    where: { teacherId, studentId, serviceId, status: { in: ['active', 'completed', 'expired'] } },
    select: { id: true },
  });
  return earlier !== null;
}
