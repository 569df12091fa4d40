/** Zod schemas of weekly / fortnightly series of sessions (issue 13 item 7; client-safe). */
import { z } from 'zod';
import { SessionStatus } from '@/generated/prisma/enums';
import { ZIsoInstant, ZTimeZone } from '@/lib/core/time-schemas';
import { ZPolicyOutcome } from '../session-schemas';

/** A series books at most a year of weekly lessons at once (two years fortnightly). */
export const maxSeriesOccurrences = 52;

export const ZSeriesFrequency = z.enum(['weekly', 'fortnightly']);
export type TSeriesFrequency = z.infer<typeof ZSeriesFrequency>;

export const ZSeriesIdParams = z.object({ id: z.uuid() }).strict();

const previewFields = {
  serviceId: z.uuid(),
  /** The first lesson; the others follow at the same wall-clock time in `timezone`. */
  startUtc: ZIsoInstant,
  /** The zone whose clock the series keeps across DST changes; the booker's zone by default. */
  timezone: ZTimeZone.optional(),
  frequency: ZSeriesFrequency,
  count: z.number().int().min(2, 'A series has at least 2 lessons').max(maxSeriesOccurrences),
};

export const ZTeacherSeriesPreviewInput = z.object({ ...previewFields, studentId: z.uuid() }).strict();
export type TTeacherSeriesPreviewInput = z.infer<typeof ZTeacherSeriesPreviewInput>;
export const ZStudentSeriesPreviewInput = z.object(previewFields).strict();
export type TStudentSeriesPreviewInput = z.infer<typeof ZStudentSeriesPreviewInput>;

/** The occurrences the booker kept: skipped ones left out, moved ones at their new start. */
const ZKeptOccurrences = z
  .array(z.object({ startUtc: ZIsoInstant }).strict())
  .min(1, 'Keep at least one lesson')
  .max(maxSeriesOccurrences);

const createFields = {
  serviceId: z.uuid(),
  frequency: ZSeriesFrequency,
  timezone: ZTimeZone.optional(),
  occurrences: ZKeptOccurrences,
};

export const ZCreateTeacherSeriesInput = z.object({ ...createFields, studentId: z.uuid() }).strict();
export type TCreateTeacherSeriesInput = z.infer<typeof ZCreateTeacherSeriesInput>;
/** Like a single booking, a student's series requires `consentAccepted: true`. */
export const ZCreateStudentSeriesInput = z.object({ ...createFields, consentAccepted: z.literal(true) }).strict();
export type TCreateStudentSeriesInput = z.infer<typeof ZCreateStudentSeriesInput>;

export const ZCancelSeriesInput = z
  .object({ fromSessionId: z.uuid(), reason: z.string().trim().max(500).optional() })
  .strict();
export type TCancelSeriesInput = z.infer<typeof ZCancelSeriesInput>;

export const ZMoveSeriesInput = z.object({ fromSessionId: z.uuid(), startUtc: ZIsoInstant }).strict();
export type TMoveSeriesInput = z.infer<typeof ZMoveSeriesInput>;

export const ZOccurrenceConflict = z.object({
  /** session: another session holds the time; unavailable: outside the teacher's free time (students) or a day off (teachers); past. */
  kind: z.enum(['session', 'unavailable', 'past']),
  sessionId: z.uuid().optional(),
  startsAt: z.iso.datetime().optional(),
  endsAt: z.iso.datetime().optional(),
});
export type TOccurrenceConflict = z.infer<typeof ZOccurrenceConflict>;

export const ZPlannedOccurrence = z.object({
  index: z.number().int(),
  startUtc: z.iso.datetime(),
  endUtc: z.iso.datetime(),
  status: z.enum(['free', 'conflict']),
  conflict: ZOccurrenceConflict.optional(),
  /** Free starts near the planned one (same day first), soonest-distance first. */
  suggestions: z.array(z.iso.datetime()).optional(),
});
export type TPlannedOccurrence = z.infer<typeof ZPlannedOccurrence>;

export const ZSeriesPattern = z.object({
  frequency: ZSeriesFrequency,
  /** `HH:mm` on the clock of `timezone`. */
  localTime: z.string(),
  /** ISO weekday 1 (Monday) - 7. */
  weekday: z.number().int(),
  timezone: z.string(),
});

export const ZSeriesPreview = ZSeriesPattern.extend({
  occurrences: z.array(ZPlannedOccurrence),
  credits: z.object({
    /** Sessions left on the student's active, unexpired enrollments in the service. */
    remaining: z.number().int(),
    /** Occurrences without a conflict: what booking them all would take. */
    needed: z.number().int(),
    /** needed - remaining when positive: booked without enrollment (teacher) or refused (student). */
    shortfall: z.number().int(),
  }),
});
export type TSeriesPreview = z.infer<typeof ZSeriesPreview>;

export const ZSeriesOccurrence = z.object({
  /** 1-based position among the series' sessions by start. */
  position: z.number().int(),
  sessionId: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(SessionStatus),
  rescheduleCount: z.number().int(),
  enrollmentId: z.uuid().nullable(),
});
export type TSeriesOccurrence = z.infer<typeof ZSeriesOccurrence>;

export const ZSessionSeries = ZSeriesPattern.extend({
  id: z.uuid(),
  createdBy: z.enum(['teacher', 'student', 'system']),
  endedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  service: z.object({ id: z.uuid(), name: z.string() }),
  student: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  occurrences: z.array(ZSeriesOccurrence),
});
export type TSessionSeries = z.infer<typeof ZSessionSeries>;

export const ZCancelledSeries = z.object({
  series: ZSessionSeries,
  cancelledSessionIds: z.array(z.uuid()),
});

export const ZStudentCancelledSeries = z.object({
  cancelled: z.array(z.object({ sessionId: z.uuid(), startsAt: z.iso.datetime(), outcome: ZPolicyOutcome })),
  /** Occurrences the cancellation policy refused: they stay booked. */
  refused: z.array(z.object({ sessionId: z.uuid(), startsAt: z.iso.datetime(), reason: z.string() })),
});
export type TStudentCancelledSeries = z.infer<typeof ZStudentCancelledSeries>;
