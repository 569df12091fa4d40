/** Zod schemas of the teacher's session endpoints (issue 6, item 7). */
import { z } from 'zod';
import { SessionStatus } from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';
import { ZIsoDate, ZIsoInstant as ZInstant, ZTimeZone } from '@/lib/core/time-schemas';

export const ZSessionIdParams = z.object({ id: z.uuid() }).strict();

export const ZListTeacherSessionsQuery = ZPagination.extend({
  status: z.enum(SessionStatus).optional(),
  /** Sessions starting at or after this instant. */
  from: ZInstant.optional(),
  /** Sessions starting before this instant. */
  to: ZInstant.optional(),
}).strict();
export type TListTeacherSessionsQuery = z.infer<typeof ZListTeacherSessionsQuery>;

export const ZCreateTeacherSessionInput = z
  .object({
    serviceId: z.uuid(),
    studentId: z.uuid(),
    startUtc: ZInstant,
    /** IANA zone the session is booked in; the teacher's zone by default. */
    timezone: ZTimeZone.optional(),
  })
  .strict();
export type TCreateTeacherSessionInput = z.infer<typeof ZCreateTeacherSessionInput>;

export const ZCancelSessionInput = z
  .object({
    reason: z.string().trim().max(500).optional(),
    /**
     * false (default): the teacher cancels, the student keeps the credit. true: the session's
     * cancellation policy decides (e.g. the student called to cancel late).
     */
    applyPolicy: z.boolean().optional(),
  })
  .strict();
export type TCancelSessionInput = z.infer<typeof ZCancelSessionInput>;

export const ZTeacherSessionRow = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(SessionStatus),
  /** "Deleted student" (no contact data) once the student is deleted. */
  student: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Everyone who attends (sessionAttendees): the student, then a group's participants who have not cancelled. */
  attendees: z.array(z.object({ id: z.uuid(), name: z.string() })),
  service: z.object({ id: z.uuid(), name: z.string() }),
  isTrialSession: z.boolean(),
});
export type TTeacherSessionRow = z.infer<typeof ZTeacherSessionRow>;

export const ZPolicyOutcome = z.object({
  allowed: z.boolean(),
  action: z.enum(['full_refund', 'partial_penalty', 'forfeit', 'block', 'allow_free', 'makeup_credit']),
  penaltyPercent: z.number().int(),
  /** `makeup`: a monthly-tuition lesson cancelled with notice gives a make-up credit (decision 0155). */
  creditEffect: z.enum(['return', 'forfeit', 'partial', 'makeup']),
  /** Days the make-up credit stays bookable; null when the outcome gives none. */
  makeupValidDays: z.number().int().nullable(),
  reason: z.string(),
});

/** The make-up credit a cancel gave (or gave back), decision 0155. */
export const ZGivenMakeupCredit = z.object({ id: z.uuid(), expiresAt: z.iso.datetime() });

export const ZCancelledSession = z.object({
  session: ZTeacherSessionRow,
  outcome: ZPolicyOutcome,
  /** A monthly-tuition lesson's make-up credit; null otherwise. */
  makeupCredit: ZGivenMakeupCredit.nullable(),
});

export const maxBatchDetailIds = 50;

export const ZBatchDetailInput = z
  .object({
    sessionIds: z.array(z.uuid()).min(1).max(maxBatchDetailIds, `At most ${maxBatchDetailIds} sessions at once`),
  })
  .strict();
export type TBatchDetailInput = z.infer<typeof ZBatchDetailInput>;

const ZDisplayedStudent = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  deleted: z.boolean(),
});

export const ZSessionDetail = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(SessionStatus),
  timezone: z.string(),
  isTrialSession: z.boolean(),
  enrollmentId: z.uuid().nullable(),
  rescheduleCount: z.number().int(),
  meetingUrl: z.string().nullable(),
  teacherNotes: z.string().nullable(),
  summary: z.string().nullable(),
  homework: z.string().nullable(),
  /** The end of the due day the teacher picked; null: no date. */
  homeworkDueAt: z.iso.datetime().nullable(),
  /** When the main student marked the homework done; null: open. */
  homeworkDoneAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  cancelledAt: z.iso.datetime().nullable(),
  cancellationReason: z.string().nullable(),
  /** Deleted students keep their id only: name "Deleted student", no e-mail or phone. */
  student: ZDisplayedStudent.nullable(),
  service: z.object({
    id: z.uuid(),
    name: z.string(),
    durationMinutes: z.number().int(),
    groupType: z.enum(['individual', 'group', 'open']),
    capacity: z.number().int().nullable(),
  }),
  participants: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(['scheduled', 'completed', 'cancelled', 'no_show']),
      enrollmentId: z.uuid().nullable(),
      /** When this participant marked the homework done; null: open. */
      homeworkDoneAt: z.iso.datetime().nullable(),
      student: ZDisplayedStudent,
    }),
  ),
});
export type TSessionDetail = z.infer<typeof ZSessionDetail>;

export const ZBatchDetail = z.object({ data: z.array(ZSessionDetail) });

const ZContentText = z.string().trim().max(20_000).nullable();

export const ZSessionContentInput = z
  .object({
    teacherNotes: ZContentText,
    summary: ZContentText,
    homework: ZContentText,
    /** The day the homework is due, in the teacher's time zone (stored as the end of that day); null clears it. */
    homeworkDueAt: ZIsoDate.nullable(),
    meetingUrl: z
      .url({ protocol: /^https?$/, error: 'Use an http(s) address' })
      .max(2000)
      .nullable(),
  })
  .partial()
  .strict();
export type TSessionContentInput = z.infer<typeof ZSessionContentInput>;

export const ZSessionContent = z.object({
  id: z.uuid(),
  teacherNotes: z.string().nullable(),
  summary: z.string().nullable(),
  homework: z.string().nullable(),
  homeworkDueAt: z.iso.datetime().nullable(),
  meetingUrl: z.string().nullable(),
});
export type TSessionContent = z.infer<typeof ZSessionContent>;

export const ZNoShowParams = z.object({ id: z.uuid(), studentId: z.uuid() }).strict();

export const ZNoShowResult = z.object({
  sessionId: z.uuid(),
  studentId: z.uuid(),
  /** Whether the student was the session's primary student (the session became no_show) or a participant. */
  role: z.enum(['primary', 'participant']),
  outcome: ZPolicyOutcome,
});

export const ZParticipant = z.object({
  id: z.uuid(),
  status: z.enum(['scheduled', 'completed', 'cancelled', 'no_show']),
  enrollmentId: z.uuid().nullable(),
  student: z.object({ id: z.uuid(), name: z.string() }),
});
export type TParticipant = z.infer<typeof ZParticipant>;

export const ZAddParticipantInput = z.object({ studentId: z.uuid() }).strict();
export const ZRemoveParticipantQuery = z.object({ studentId: z.uuid() }).strict();
