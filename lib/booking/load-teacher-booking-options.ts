import 'server-only';
import { db } from '@/lib/core/db';

/**
 * What the teacher's "Book a session" form offers. The same shape as `BookingOptions` of
 * components/booking/sessions/new-session-schema.ts (client-safe), which the page hands this to.
 */
export type TTeacherBookingOptions = {
  students: { id: string; name: string }[];
  services: { id: string; name: string; durationMinutes: number }[];
  /** Credits left on the student's active, unexpired enrollments in the service (the booking takes one). */
  credits: { studentId: string; serviceId: string; creditsLeft: number }[];
};

/**
 * What the "Book a session" form offers: the teacher's students (deleted ones aside) and services
 * (deleted and archived ones aside), by name, and the credits each student has left per service on
 * active, unexpired enrollments, the same ones the booking charges (./charge-scheduled-credit.ts).
 * Three queries whatever the numbers.
 */
export async function loadTeacherBookingOptions({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<TTeacherBookingOptions> {
  const [students, services, enrollments] = await Promise.all([
    db.student.findMany({
      where: { teacherId, deletedAt: null },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    }),
    db.service.findMany({
      where: { teacherId, deletedAt: null, status: { not: 'archived' } },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, durationMinutes: true },
    }),
    db.enrollment.findMany({
      where: { teacherId, status: 'active', OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
      select: {
        studentId: true,
        serviceId: true,
        sessionsTotal: true,
        sessionsCompleted: true,
        sessionsScheduled: true,
        sessionsForfeited: true,
      },
    }),
  ]);
  const credits = new Map<string, TTeacherBookingOptions['credits'][number]>();
  for (const e of enrollments) {
    const left = e.sessionsTotal - e.sessionsCompleted - e.sessionsScheduled - e.sessionsForfeited;
    if (left <= 0) continue;
    const key = `${e.studentId}|${e.serviceId}`;
    const entry = credits.get(key) ?? { studentId: e.studentId, serviceId: e.serviceId, creditsLeft: 0 };
    entry.creditsLeft += left;
    credits.set(key, entry);
  }
  return { students, services, credits: [...credits.values()] };
}
