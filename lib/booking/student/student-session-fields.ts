import 'server-only';
import type { Prisma } from '@/lib/core/db';
import type { SessionStatus } from '@/generated/prisma/enums';
import type { TStudentSession } from './schemas';

/** The signed-in student, as every student-session function takes it: their id and their teacher's. */
export type StudentRef = { id: string; teacherId: string };

/** States a student can still cancel from (a session that took a credit, or a trial not yet paid or confirmed). */
export const studentCancellableStatuses = ['hold', 'pending_confirmation', 'scheduled'] as const;

/** Sessions of the student's own teacher in which the student is the primary student or a participant. */
export const ownSessionWhere = (student: StudentRef): Prisma.SessionWhereInput => ({
  teacherId: student.teacherId,
  OR: [{ studentId: student.id }, { participants: { some: { studentId: student.id } } }],
});

/** Only the columns a student may see: never teacherNotes, never anyone's phone. */
export const studentSessionSelect = (studentId: string) =>
  ({
    id: true,
    startUtc: true,
    endUtc: true,
    status: true,
    timezone: true,
    isTrialSession: true,
    holdExpiresAt: true,
    studentId: true,
    rescheduleCount: true,
    meetingUrl: true,
    cancelledAt: true,
    cancellationReason: true,
    summary: true,
    homework: true,
    homeworkDueAt: true,
    homeworkDoneAt: true,
    service: { select: { id: true, name: true, durationMinutes: true } },
    teacher: { select: { name: true, slug: true } },
    participants: {
      where: { studentId },
      select: { id: true, status: true, enrollmentId: true, mood: true, updatedAt: true, homeworkDoneAt: true },
    },
    // Other students still attending: such a session cannot be moved for one of them.
    // Linked materials still live (trashed ones stay linked but are not shown).
    _count: {
      select: {
        participants: { where: { status: 'scheduled', studentId: { not: studentId } } },
        resources: { where: { resource: { deletedAt: null } } },
        templates: { where: { template: { deletedAt: null } } },
      },
    },
  }) satisfies Prisma.SessionSelect;

export type StudentSessionRow = Prisma.SessionGetPayload<{ select: ReturnType<typeof studentSessionSelect> }>;

export type StudentPlace =
  | { role: 'primary'; participant: null }
  | { role: 'participant'; participant: StudentSessionRow['participants'][number] };

/** The student's place in the session: its primary student, or their own participant row. */
export function studentPlace(row: StudentSessionRow, studentId: string): StudentPlace {
  if (row.studentId === studentId) return { role: 'primary', participant: null };
  return { role: 'participant', participant: row.participants[0]! };
}

/**
 * What the session is for this student: a participant who cancelled, completed or missed it sees
 * their own participation's state; while their participation is `scheduled`, the session's.
 */
export function effectiveStatus(row: StudentSessionRow, place: StudentPlace): SessionStatus {
  if (place.role === 'participant' && place.participant.status !== 'scheduled') return place.participant.status;
  return row.status;
}

/** A hold whose time ran out is dead even before a sweep marks it expired. */
export const isDeadHold = (row: Pick<StudentSessionRow, 'status' | 'holdExpiresAt'>, now: Date) =>
  row.status === 'hold' && row.holdExpiresAt !== null && row.holdExpiresAt.getTime() <= now.getTime();

/** Whether the student may still ask to cancel: a live state for them, not started, not a dead hold. */
export const cancellableNow = (row: StudentSessionRow, status: SessionStatus, now: Date) =>
  (studentCancellableStatuses as readonly string[]).includes(status) &&
  row.startUtc.getTime() > now.getTime() &&
  !isDeadHold(row, now);

export function toStudentSession(row: StudentSessionRow, studentId: string, now: Date): TStudentSession {
  const place = studentPlace(row, studentId);
  const status = effectiveStatus(row, place);
  const future = row.startUtc.getTime() > now.getTime();
  // A participant row has no cancelledAt of its own: its last change is the cancellation.
  const participationCancelledAt =
    place.role === 'participant' && place.participant.status === 'cancelled' ? place.participant.updatedAt : null;
  const cancelledAt = row.cancelledAt ?? participationCancelledAt;
  return {
    id: row.id,
    startsAt: row.startUtc.toISOString(),
    endsAt: row.endUtc.toISOString(),
    status,
    timezone: row.timezone,
    isTrialSession: row.isTrialSession,
    role: place.role,
    rescheduleCount: row.rescheduleCount,
    meetingUrl: row.meetingUrl,
    service: row.service,
    teacher: row.teacher,
    canCancel: cancellableNow(row, status, now),
    canReschedule: future && status === 'scheduled' && place.role === 'primary' && row._count.participants === 0,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    cancellationReason: row.status === 'cancelled' ? row.cancellationReason : null,
    summary: row.summary,
    homework: row.homework,
    homeworkDueAt: row.homeworkDueAt?.toISOString() ?? null,
    homeworkDoneAt: homeworkDoneAt(row, place)?.toISOString() ?? null,
    materialCount: row._count.resources + row._count.templates,
  };
}

/** The student's own mark: the session's for its primary student, their participant row's otherwise. */
export const homeworkDoneAt = (row: StudentSessionRow, place: StudentPlace): Date | null =>
  place.role === 'participant' ? place.participant.homeworkDoneAt : row.homeworkDoneAt;
