/**
 * Zod schemas of the student roster (CRM) requests: bodies and queries, shared with the roster and profile
 * forms. Client-safe: zod, the generated enum constants and lib/core/pagination only. Response shapes live
 * in response-schemas.ts, lifecycle events and the timeline in lifecycle-schemas.ts.
 */
import { z } from 'zod';
import { ContactChannel, LifecycleEventType, Mood, StudentLevel, StudentStatus } from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';
import { ZHourCycle, ZLocale } from '@/lib/core/locale-schemas';
import { ZIsoInstant, ZTimeZone } from '@/lib/core/time-schemas';

// ---- Shared pieces ----

export const ZStudentStatus = z.enum(StudentStatus);
export const ZStudentLevel = z.enum(StudentLevel);
export const ZMood = z.enum(Mood);
export const ZContactChannel = z.enum(ContactChannel);
export const ZLifecycleEventType = z.enum(LifecycleEventType);

/** Spec limit for goals and notes. */
export const maxStudentTextLength = 1000;
// Zones are validated by the shared schema: one rule and one message for every area.
export { invalidTimeZoneMessage, ZTimeZone } from '@/lib/core/time-schemas';

/** `HH:mm`, 00:00-23:59, local to the student's zone. */
export const ZLocalTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm, e.g. 09:30');

/** A list of ids in a body: no repeats. */
const uniqueIds = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'The list repeats an id');

/** `status` takes one value, several (`status=a&status=b`) or a comma list (`status=a,b`). */
const ZStudentStatusFilter = z
  .union([z.string(), z.array(z.string())])
  .meta({ description: 'trial, active or inactive; several as status=a&status=b or status=a,b' })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()))
  // A few more than there are statuses, so a repeat passes; a query of thousands does not.
  .pipe(z.array(ZStudentStatus).min(1).max(10));

export const ZStudentIdParams = z.object({ id: z.uuid() }).strict();

// ---- Student inputs ----

/** Every field a teacher edits on a student. E-mails are stored trimmed and in lower case. */
export const ZStudentFields = z
  .object({
    name: z.string().trim().min(1, 'Give the student a name').max(200),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
    phone: z.string().trim().max(40).nullable(),
    timezone: ZTimeZone,
    /** The student's language and clock: their e-mails and portal (issue 32). */
    locale: ZLocale,
    hourCycle: ZHourCycle,
    level: ZStudentLevel.nullable(),
    goals: z.string().max(maxStudentTextLength).nullable(),
    notes: z.string().max(maxStudentTextLength).nullable(),
    status: ZStudentStatus,
    mood: ZMood.nullable(),
    preferredStartTime: ZLocalTime.nullable(),
    preferredEndTime: ZLocalTime.nullable(),
    /** ISO weekdays, 1 (Monday) - 7 (Sunday). */
    preferredDays: z
      .array(z.int().min(1).max(7))
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'The list repeats a day'),
    /** A minor's notices, contracts and policies go to their family's payer (issue 34). */
    isMinor: z.boolean(),
    /** Replaces the student's tags; each must be one of the teacher's tags. */
    tagIds: uniqueIds(50),
  })
  .strict();

type PreferredHours = { preferredStartTime?: string | null; preferredEndTime?: string | null };

/** Both ends given: the start comes first. Shared with PATCH, which checks the merged record. */
export const preferredHoursIssue = ({ preferredStartTime: start, preferredEndTime: end }: PreferredHours) =>
  start && end && start >= end ? { path: ['preferredEndTime'], message: 'The end must be after the start' } : null;

/** POST /api/teacher/students: name and e-mail required; status `active` unless given. */
export const ZCreateStudentInput = ZStudentFields.partial()
  .required({ name: true, email: true })
  .extend({
    /** E-mail a sign-in link (magic link) to the new student. */
    sendWelcomeEmail: z.boolean().default(true),
  })
  .superRefine((values, ctx) => {
    const issue = preferredHoursIssue(values);
    if (issue) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TCreateStudentInput = z.infer<typeof ZCreateStudentInput>;

/**
 * PATCH /api/teacher/students/:id: any subset. The e-mail is the student's sign-in identity and is
 * not changed here.
 */
export const ZUpdateStudentInput = ZStudentFields.omit({ email: true }).partial();
export type TUpdateStudentInput = z.infer<typeof ZUpdateStudentInput>;

export const studentSortFields = ['name', 'email', 'createdAt', 'status', 'level'] as const;

export const ZListStudentsQuery = ZPagination.extend({
  tagId: z.uuid().optional(),
  /** Name or e-mail, case-insensitive, anywhere in the text; `_` and `%` match themselves. */
  search: z.string().trim().max(100).optional(),
  status: ZStudentStatusFilter.optional(),
  sort: z.enum(studentSortFields).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
}).strict();
export type TListStudentsQuery = z.infer<typeof ZListStudentsQuery>;

export const bulkStudentActions = ['activate', 'deactivate', 'delete'] as const;
export const ZBulkStudentActionInput = z
  .object({ action: z.enum(bulkStudentActions), studentIds: uniqueIds(100).min(1) })
  .strict();
export type TBulkStudentActionInput = z.infer<typeof ZBulkStudentActionInput>;

// ---- Lifecycle, contact log and tag inputs ----

export const ZListLifecycleQuery = ZPagination.extend({
  /** One event type; an alias and its canonical name find each other. */
  type: ZLifecycleEventType.optional(),
}).strict();
export type TListLifecycleQuery = z.infer<typeof ZListLifecycleQuery>;

export const ZListContactLogQuery = ZPagination.extend({
  /** One student's entries; without it, every entry of the teacher's (non-deleted) students. */
  studentId: z.uuid().optional(),
}).strict();
export type TListContactLogQuery = z.infer<typeof ZListContactLogQuery>;

export const ZCreateContactLogInput = z
  .object({
    studentId: z.uuid(),
    channel: ZContactChannel,
    /** When the message went out; now when absent. Not in the future. */
    sentAt: ZIsoInstant.optional(),
    note: z.string().trim().max(maxStudentTextLength).nullable().optional(),
  })
  .strict();
export type TCreateContactLogInput = z.infer<typeof ZCreateContactLogInput>;

export const ZCreateTagInput = z
  .object({
    name: z.string().trim().min(1, 'Give the tag a name').max(50),
    color: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour such as #1f8a70')
      .nullable()
      .optional(),
  })
  .strict();
export type TCreateTagInput = z.infer<typeof ZCreateTagInput>;
