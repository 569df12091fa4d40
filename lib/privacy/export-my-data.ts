import 'server-only';
import { db } from '@/lib/core/db';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { NotFoundError } from '@/lib/core/errors';
import type { TExportCategory } from './schemas';

export type MyDataExport = {
  format: 'lektio-student-export/1';
  exportedAt: string;
  categories: Record<TExportCategory, unknown>;
};

const sessionFields = {
  id: true,
  startUtc: true,
  endUtc: true,
  timezone: true,
  status: true,
  isTrialSession: true,
  completedAt: true,
  cancelledAt: true,
  service: { select: { name: true } },
} as const;

/**
 * Everything the teacher's practice holds about the student, in the spec's 14 categories plus
 * payments: one query per category, all at once (a fixed number of statements whatever the
 * history), each scoped by the teacher AND the student, so nothing of another student (a group
 * session's other seats, another student's payment) is ever selected.
 */
export async function exportMyData({
  student,
  now = new Date(),
}: {
  student: StudentRef;
  now?: Date;
}): Promise<MyDataExport> {
  const own = { teacherId: student.teacherId, studentId: student.id };
  const [
    profile,
    enrollments,
    ownSessions,
    seats,
    reviews,
    reviewRequests,
    legalAcceptances,
    contactLog,
    waitlistEntries,
    lifecycleEvents,
    notifications,
    driveFileCopies,
    payments,
    practiceLogs,
  ] = await Promise.all([
    db.student.findFirst({
      where: { id: student.id, teacherId: student.teacherId },
      select: {
        id: true,
        name: true,
        email: true,
        phone: true,
        timezone: true,
        level: true,
        goals: true,
        notes: true,
        status: true,
        mood: true,
        preferredStartTime: true,
        preferredEndTime: true,
        preferredDays: true,
        createdAt: true,
      },
    }),
    db.enrollment.findMany({
      where: own,
      select: {
        id: true,
        status: true,
        sessionsTotal: true,
        sessionsCompleted: true,
        sessionsScheduled: true,
        pricePaid: true,
        currency: true,
        validUntil: true,
        enrolledAt: true,
        cancelledAt: true,
        createdAt: true,
        bookingAnswers: true,
        service: { select: { name: true } },
      },
      orderBy: { createdAt: 'asc' },
    }),
    db.session.findMany({
      where: own,
      // The answers the student gave when booking are theirs (0135); a seat in another's session has none.
      select: { ...sessionFields, summary: true, homework: true, teacherNotes: true, bookingAnswers: true },
      orderBy: { startUtc: 'asc' },
    }),
    db.sessionParticipant.findMany({
      where: own,
      select: { status: true, mood: true, session: { select: { ...sessionFields, summary: true, homework: true } } },
      orderBy: { createdAt: 'asc' },
    }),
    db.review.findMany({
      where: own,
      select: {
        id: true,
        sessionId: true,
        rating: true,
        content: true,
        status: true,
        isAnonymous: true,
        reviewerName: true,
        teacherResponse: true,
        createdAt: true,
      },
      orderBy: { createdAt: 'asc' },
    }),
    db.reviewRequest.findMany({
      where: own,
      select: { id: true, sessionId: true, sentAt: true, completedAt: true },
      orderBy: { sentAt: 'asc' },
    }),
    db.legalAcceptance.findMany({
      where: own,
      select: {
        id: true,
        state: true,
        acceptedAt: true,
        expiresAt: true,
        history: true,
        ipAddress: true,
        userAgent: true,
        document: { select: { title: true, type: true } },
        documentVersion: { select: { version: true } },
      },
    }),
    db.contactLogEntry.findMany({
      where: own,
      select: { id: true, channel: true, sentAt: true, note: true },
      orderBy: { sentAt: 'asc' },
    }),
    db.waitlistEntry.findMany({
      where: own,
      select: { id: true, status: true, notifiedAt: true, createdAt: true, service: { select: { name: true } } },
    }),
    db.studentLifecycleEvent.findMany({
      where: own,
      select: { id: true, type: true, occurredAt: true, metadata: true },
      orderBy: { occurredAt: 'asc' },
    }),
    db.notification.findMany({
      where: own,
      select: { id: true, type: true, title: true, body: true, createdAt: true },
      orderBy: { createdAt: 'asc' },
    }),
    db.driveFileCopy.findMany({
      where: own,
      select: { id: true, status: true, copiedAt: true, resource: { select: { label: true } } },
    }),
    db.payment.findMany({
      where: own,
      select: {
        id: true,
        kind: true,
        amount: true,
        currency: true,
        taxAmount: true,
        status: true,
        description: true,
        paidAt: true,
        refundedAmount: true,
        createdAt: true,
      },
      orderBy: { createdAt: 'asc' },
    }),
    db.practiceLog.findMany({
      where: own,
      select: { id: true, practisedOn: true, minutes: true, note: true, serviceId: true, createdAt: true },
      orderBy: [{ practisedOn: 'asc' }, { createdAt: 'asc' }],
    }),
  ]);
  if (!profile) throw new NotFoundError('Student');
  const { preferredStartTime, preferredEndTime, preferredDays, ...record } = profile;
  const seatSessions = seats.map(({ session, status, mood }) => ({ ...session, seatStatus: status, mood }));
  const allSessions = [...ownSessions, ...seatSessions];
  return {
    format: 'lektio-student-export/1',
    exportedAt: now.toISOString(),
    categories: {
      student: record,
      enrollments,
      sessions: allSessions.map(({ summary: _summary, homework: _homework, ...session }) =>
        'teacherNotes' in session ? (({ teacherNotes: _notes, ...rest }) => rest)(session) : session,
      ),
      sessionContent: allSessions.flatMap((session) => {
        const content = {
          summary: session.summary,
          homework: session.homework,
          teacherNotes: 'teacherNotes' in session ? session.teacherNotes : null,
        };
        return Object.values(content).some((value) => value !== null) ? [{ sessionId: session.id, ...content }] : [];
      }),
      reviews,
      reviewRequests,
      legalAcceptances,
      contactLog,
      waitlistEntries,
      lifecycleEvents,
      notifications,
      preferredHours: { preferredStartTime, preferredEndTime, preferredDays },
      driveFileCopies,
      payments,
      practiceLogs: practiceLogs.map((entry) => ({ ...entry, practisedOn: entry.practisedOn.toISOString().slice(0, 10) })),
    },
  };
}

/** `lektio-my-data-<YYYY-MM-DD>.json`, dated in UTC. */
export const exportFilename = (at: Date) => `lektio-my-data-${at.toISOString().slice(0, 10)}.json`;
