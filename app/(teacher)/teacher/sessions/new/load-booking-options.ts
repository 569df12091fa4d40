import 'server-only';
import type { BookingOptions } from '@/components/sessions/new-session-schema';
import { db } from '@/lib/core/db';

/**
 * What the "Book a session" form offers: the teacher's students (deleted ones aside) and services
 * (deleted and archived ones aside), by name, and the credits each student has left per service on
 * active, unexpired enrollments, the same ones the booking charges (lib/booking/charge-scheduled-credit.ts).
 * Three queries whatever the numbers.
 */
export async function loadBookingOptions({
  teacherId,
  now = new Date(),
}: {
  teacherId: string;
  now?: Date;
}): Promise<BookingOptions> {
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
  const credits = new Map<string, BookingOptions['credits'][number]>();
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
