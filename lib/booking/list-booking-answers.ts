import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import { readBookingAnswers } from '@/lib/catalogue/booking-questions-fields';
import type { TStoredBookingAnswer } from '@/lib/catalogue/booking-questions-schemas';
import { db } from '@/lib/core/db';

export type BookingAnswersEntry = {
  /** Where the answers were given: a booked session, or an enrollment (a package or a course). */
  kind: 'session' | 'enrollment';
  id: string;
  serviceName: string;
  /** The session's start, or when the enrollment was made. */
  at: Date;
  answers: TStoredBookingAnswer[];
};

/**
 * The answers a session's booker gave (0135): the session's own, else those of the enrollment it
 * was booked with. Empty when the booking asked nothing; another teacher's session answers nothing.
 */
export async function listSessionBookingAnswers({
  teacherId,
  sessionId,
}: {
  teacherId: string;
  sessionId: string;
}): Promise<TStoredBookingAnswer[]> {
  const session = await db.session.findFirst({
    where: { id: sessionId, teacherId },
    select: { bookingAnswers: true, enrollment: { select: { bookingAnswers: true } } },
  });
  if (!session) return [];
  const own = readBookingAnswers(session.bookingAnswers);
  return own.length ? own : readBookingAnswers(session.enrollment?.bookingAnswers);
}

/**
 * Every answer a student gave when booking with this teacher, newest first (the student's
 * profile): their sessions' and their enrollments', at most `take` of each.
 */
export async function listStudentBookingAnswers({
  teacherId,
  studentId,
  take = 20,
}: {
  teacherId: string;
  studentId: string;
  take?: number;
}): Promise<BookingAnswersEntry[]> {
  const answered = { teacherId, studentId, bookingAnswers: { not: Prisma.DbNull } };
  const [sessions, enrollments] = await Promise.all([
    db.session.findMany({
      where: answered,
      orderBy: { startUtc: 'desc' },
      take,
      select: { id: true, startUtc: true, bookingAnswers: true, service: { select: { name: true } } },
    }),
    db.enrollment.findMany({
      where: answered,
      orderBy: { createdAt: 'desc' },
      take,
      select: { id: true, createdAt: true, bookingAnswers: true, service: { select: { name: true } } },
    }),
  ]);
  const entries: BookingAnswersEntry[] = [
    ...sessions.map((row) => ({
      kind: 'session' as const,
      id: row.id,
      serviceName: row.service.name,
      at: row.startUtc,
      answers: readBookingAnswers(row.bookingAnswers),
    })),
    ...enrollments.map((row) => ({
      kind: 'enrollment' as const,
      id: row.id,
      serviceName: row.service.name,
      at: row.createdAt,
      answers: readBookingAnswers(row.bookingAnswers),
    })),
  ];
  return entries.filter((entry) => entry.answers.length > 0).sort((a, b) => b.at.getTime() - a.at.getTime());
}
