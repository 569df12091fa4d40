/** Zod schemas of the student's session endpoints (`/api/student/sessions/**`, issue 6 item 5). */
import { z } from 'zod';
import { Mood, ResourceType, SessionStatus } from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';
import { ZIsoInstant as ZInstant, ZTimeZone } from '@/lib/core/time-schemas';
import { ZGivenMakeupCredit, ZPolicyOutcome } from '../session-schemas';

export const ZStudentSessionIdParams = z.object({ id: z.uuid() }).strict();

export const ZListStudentSessionsQuery = ZPagination.extend({
  /** upcoming: not ended yet (cancelled ones too, by time), soonest first; past: ended, latest first. */
  scope: z.enum(['upcoming', 'past']).default('upcoming'),
}).strict();
export type TListStudentSessionsQuery = z.infer<typeof ZListStudentSessionsQuery>;

/** Booking a session as a student requires `consentAccepted` to be the literal `true` (spec). */
export const ZBookStudentSessionInput = z
  .object({
    serviceId: z.uuid(),
    startUtc: ZInstant,
    /** The zone the student books in; the student's own zone by default. */
    timezone: ZTimeZone.optional(),
    consentAccepted: z.literal(true),
  })
  .strict();
export type TBookStudentSessionInput = z.infer<typeof ZBookStudentSessionInput>;

export const ZCancelStudentSessionInput = z.object({ reason: z.string().trim().max(500).optional() }).strict();
export type TCancelStudentSessionInput = z.infer<typeof ZCancelStudentSessionInput>;

export const ZRescheduleStudentSessionInput = z.object({ startUtc: ZInstant, timezone: ZTimeZone.optional() }).strict();
export type TRescheduleStudentSessionInput = z.infer<typeof ZRescheduleStudentSessionInput>;

export const ZReschedulePreviewQuery = z.object({ startUtc: ZInstant }).strict();
export type TReschedulePreviewQuery = z.infer<typeof ZReschedulePreviewQuery>;

export const ZMoodInput = z.object({ mood: z.enum(Mood) }).strict();
export type TMoodInput = z.infer<typeof ZMoodInput>;

/**
 * A session as its student sees it: never the teacher's private notes, and no phone number of anyone.
 * `role`: the student's place in it (the primary student, or a participant of a group session).
 */
export const ZStudentSession = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(SessionStatus),
  timezone: z.string(),
  isTrialSession: z.boolean(),
  role: z.enum(['primary', 'participant']),
  rescheduleCount: z.number().int(),
  meetingUrl: z.string().nullable(),
  service: z.object({ id: z.uuid(), name: z.string(), durationMinutes: z.number().int() }),
  teacher: z.object({ name: z.string(), slug: z.string() }),
  /** Whether cancel / reschedule can be asked at all now (state and time); the policy still decides. */
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
  cancellationReason: z.string().nullable(),
  /** What the teacher wrote for the student after (or before) the lesson; null when nothing yet. */
  summary: z.string().nullable(),
  homework: z.string().nullable(),
  /** When the homework is due (null: no date given). */
  homeworkDueAt: z.iso.datetime().nullable(),
  /** When this student marked the homework done (null: open). */
  homeworkDoneAt: z.iso.datetime().nullable(),
  /** How many resources and templates the teacher linked to the session (listed in full by GET /:id). */
  materialCount: z.number().int(),
});
export type TStudentSession = z.infer<typeof ZStudentSession>;

/** A resource the teacher linked to the session; `title` is the resource's label, `type` its kind. */
export const ZStudentSessionResource = z.object({
  id: z.uuid(),
  title: z.string(),
  type: z.enum(ResourceType),
  /** Where the student opens it: the link, or the app's file address for a file of the teacher's own. */
  url: z.string(),
  /** The uploaded file's name and kind; null for a link. */
  fileName: z.string().nullable(),
  contentType: z.string().nullable(),
});
export type TStudentSessionResource = z.infer<typeof ZStudentSessionResource>;

/** A lesson template the teacher applied to the session, by the name it had when applied. */
export const ZStudentSessionTemplate = z.object({ id: z.uuid(), title: z.string() });

export const ZStudentSessionDetail = ZStudentSession.extend({
  mood: z.enum(Mood).nullable(),
  resources: z.array(ZStudentSessionResource),
  templates: z.array(ZStudentSessionTemplate),
});
export type TStudentSessionDetail = z.infer<typeof ZStudentSessionDetail>;

/** What a cancel does to the student's credits; null when no enrollment credit is involved. */
export const ZCreditChange = z
  .object({
    enrollmentId: z.uuid(),
    /** Sessions left to book in the enrollment before and after. */
    remainingBefore: z.number().int(),
    remainingAfter: z.number().int(),
    forfeitedAfter: z.number().int(),
  })
  .nullable();

/** The dry run of a cancel: exactly the `outcome` and `credits` the real cancel returns at that moment. */
export const ZCancellationPreview = z.object({ outcome: ZPolicyOutcome, credits: ZCreditChange });
export type TCancellationPreview = z.infer<typeof ZCancellationPreview>;

export const ZStudentCancelResult = ZCancellationPreview.extend({
  /** The make-up credit a monthly-tuition lesson cancelled with notice gives (decision 0155); null otherwise. */
  makeupCredit: ZGivenMakeupCredit.nullable(),
  session: ZStudentSession,
});
export type TStudentCancelResult = z.infer<typeof ZStudentCancelResult>;

/** The dry run of a reschedule to `startUtc`: the policy outcome and whether that time is free. */
export const ZReschedulePreview = z.object({
  outcome: ZPolicyOutcome,
  slotAvailable: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type TReschedulePreview = z.infer<typeof ZReschedulePreview>;

export const ZStudentRescheduleResult = z.object({ outcome: ZPolicyOutcome, session: ZStudentSession });
export type TStudentRescheduleResult = z.infer<typeof ZStudentRescheduleResult>;

/** The mood the student gave a finished session (added by the endpoints' work). */
export const ZMoodResult = z.object({ sessionId: z.uuid(), mood: z.enum(Mood), submittedAt: z.iso.datetime() });
export type TMoodResult = z.infer<typeof ZMoodResult>;

/** POST /api/student/sessions/:id/homework-done: set (`true`) or clear (`false`) homeworkDoneAt. */
export const ZHomeworkDoneInput = z.object({ done: z.boolean() }).strict();
export type THomeworkDoneInput = z.infer<typeof ZHomeworkDoneInput>;

export const ZHomeworkDoneResult = z.object({
  sessionId: z.uuid(),
  homeworkDoneAt: z.iso.datetime().nullable(),
});

/** GET /api/student/homework?status=open|done (no status: both, open first). */
export const ZListStudentHomeworkQuery = ZPagination.extend({
  status: z.enum(['open', 'done']).optional(),
}).strict();
export type TListStudentHomeworkQuery = z.infer<typeof ZListStudentHomeworkQuery>;

/** One session's homework as the student's list shows it. */
export const ZStudentHomework = z.object({
  sessionId: z.uuid(),
  startsAt: z.iso.datetime(),
  service: z.object({ id: z.uuid(), name: z.string() }),
  homework: z.string(),
  homeworkDueAt: z.iso.datetime().nullable(),
  homeworkDoneAt: z.iso.datetime().nullable(),
  overdue: z.boolean(),
});
export type TStudentHomework = z.infer<typeof ZStudentHomework>;
