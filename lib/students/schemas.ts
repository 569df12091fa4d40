/**
 * Zod schemas of the student roster (CRM): request inputs, shared with the roster and profile forms,
 * and response shapes. Client-safe: zod, the generated enum constants and lib/core/pagination only.
 */
import { z } from 'zod';
import {
  AcceptanceState,
  ContactChannel,
  EnrollmentStatus,
  LegalDocumentType,
  LifecycleEventType,
  Mood,
  NoShowAction,
  ParticipantStatus,
  PolicyAction,
  PolicyConditionField,
  PolicyConditionOperator,
  SessionStatus,
  StudentLevel,
  StudentStatus,
} from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZTimeZone } from '@/lib/core/time-schemas';

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
  .pipe(z.array(ZStudentStatus).min(1));

export const ZStudentIdParams = z.object({ id: z.uuid() }).strict();

// ---- Student inputs ----

/** Every field a teacher edits on a student. E-mails are stored trimmed and in lower case. */
export const ZStudentFields = z
  .object({
    name: z.string().trim().min(1, 'Give the student a name').max(200),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid e-mail address')),
    phone: z.string().trim().max(40).nullable(),
    timezone: ZTimeZone,
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

// ---- Student outputs ----

export const ZStudent = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timezone: z.string(),
  level: ZStudentLevel.nullable(),
  goals: z.string().nullable(),
  notes: z.string().nullable(),
  status: ZStudentStatus,
  mood: ZMood.nullable(),
  preferredStartTime: z.string().nullable(),
  preferredEndTime: z.string().nullable(),
  preferredDays: z.array(z.int()),
  driveFolderId: z.string().nullable(),
  tagIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TStudent = z.infer<typeof ZStudent>;

/** POST answers the student and what became of the welcome e-mail (the student exists either way). */
export const ZCreatedStudent = ZStudent.extend({
  welcomeEmail: z.enum(['sent', 'failed', 'skipped']),
  /** True when the e-mail belonged to a deleted student of this teacher, who is back with their history. */
  restored: z.boolean(),
});
export type TCreatedStudent = z.infer<typeof ZCreatedStudent>;

/** Over active enrollments: available = total - completed - scheduled - forfeited. */
export const ZStudentCredits = z.object({ available: z.int(), total: z.int() });

export const ZStudentCounts = z.object({
  /** Every session of the student except holds, rejected trials and expired holds. */
  total: z.int(),
  completed: z.int(),
  cancelled: z.int(),
  noShows: z.int(),
  /** completed / (completed + cancelled + noShows) * 100, rounded to an integer; null without any of them. */
  consistency: z.int().nullable(),
});

export const suggestedActionTypes = [
  'credits_expiring',
  'low_credits',
  'no_next_session',
  'inactive',
  'pending_trial',
] as const;
export const ZSuggestedAction = z.object({
  type: z.enum(suggestedActionTypes),
  priority: z.enum(['high', 'medium', 'low']),
  label: z.string(),
});
export type TSuggestedAction = z.infer<typeof ZSuggestedAction>;

/** The computed columns shared by roster rows, the profile and the export. */
export const ZStudentActivity = z.object({
  credits: ZStudentCredits,
  counts: ZStudentCounts,
  /** Latest `sentAt` of the contact log. */
  lastContact: z.iso.datetime().nullable(),
  /** Earliest future session that is scheduled or awaiting confirmation. */
  nextSessionAt: z.iso.datetime().nullable(),
  /** Latest past session that was not cancelled, rejected or an expired hold. */
  lastSessionAt: z.iso.datetime().nullable(),
  suggestedAction: ZSuggestedAction.nullable(),
});
export type TStudentActivity = z.infer<typeof ZStudentActivity>;

export const ZStudentListRow = ZStudent.pick({
  id: true,
  name: true,
  email: true,
  status: true,
  level: true,
  mood: true,
  timezone: true,
  tagIds: true,
  createdAt: true,
}).extend(ZStudentActivity.shape);
export type TStudentListRow = z.infer<typeof ZStudentListRow>;

export const ZStudentList = ZPage(ZStudentListRow);
export type TStudentList = z.infer<typeof ZStudentList>;

export const ZStudentEnrollment = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  status: z.enum(EnrollmentStatus),
  sessionsTotal: z.int(),
  sessionsCompleted: z.int(),
  sessionsScheduled: z.int(),
  sessionsForfeited: z.int(),
  remaining: z.int(),
  validUntil: z.iso.datetime().nullable(),
  enrolledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});

export const ZStudentSession = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  serviceName: z.string(),
  startUtc: z.iso.datetime(),
  endUtc: z.iso.datetime(),
  status: z.enum(SessionStatus),
  /** The student's own outcome in a group session; null for a 1:1 session without participant rows. */
  participantStatus: z.enum(ParticipantStatus).nullable(),
  isTrialSession: z.boolean(),
});
export type TStudentSession = z.infer<typeof ZStudentSession>;

export const ZLegalAcceptanceState = z.object({
  documentId: z.uuid(),
  type: z.enum(LegalDocumentType),
  title: z.string(),
  currentVersion: z.int(),
  /** `pending` without an acceptance; `outdated` when the accepted version is older than the current one. */
  state: z.enum(AcceptanceState),
  acceptedVersion: z.int().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type TLegalAcceptanceState = z.infer<typeof ZLegalAcceptanceState>;

export const ZCancellationPolicy = z.object({
  id: z.uuid(),
  name: z.string(),
  maxReschedules: z.int().nullable(),
  minHoursBefore: z.int().nullable(),
  noShowAction: z.enum(NoShowAction),
  noShowPenaltyPercent: z.int().nullable(),
  rules: z.array(
    z.object({
      position: z.int(),
      conditionField: z.enum(PolicyConditionField),
      conditionOperator: z.enum(PolicyConditionOperator),
      conditionValue: z.int(),
      action: z.enum(PolicyAction),
      penaltyPercent: z.int().nullable(),
      description: z.string().nullable(),
    }),
  ),
});

export const ZStudentProfile = ZStudent.extend(ZStudentActivity.shape).extend({
  /** Every enrollment, newest first (at most 100). */
  enrollments: z.array(ZStudentEnrollment),
  /** The next 10 sessions that are scheduled or awaiting confirmation. */
  upcomingSessions: z.array(ZStudentSession),
  /** The 10 latest sessions that started, whatever their outcome. */
  recentSessions: z.array(ZStudentSession),
  /** One entry per published document that needs acceptance. */
  legalAcceptances: z.array(ZLegalAcceptanceState),
  /** The teacher's default cancellation policy, or null when none is marked default. */
  cancellationPolicy: ZCancellationPolicy.nullable(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

export const ZBulkStudentActionResult = z.object({
  results: z.array(z.object({ id: z.uuid(), ok: z.boolean(), error: z.enum(['not_found']).optional() })),
});
export type TBulkStudentActionResult = z.infer<typeof ZBulkStudentActionResult>;

export const ZMagicLinkResent = z.object({ sent: z.literal(true), expiresAt: z.iso.datetime() });

// ---- Lifecycle and timeline ----

/**
 * The spec gives two lists of event types; the enum is their union. Two pairs name the same event:
 * new events are written under the first name, the alias stays readable (docs/decisions/0016-student-crm.md).
 */
export const lifecycleEventAliases = { no_show: 'session_no_show', churned: 'churn_detected' } as const;
export type TLifecycleAlias = keyof typeof lifecycleEventAliases;
export type TRecordedLifecycleEventType = Exclude<LifecycleEventType, TLifecycleAlias>;

export const canonicalLifecycleType = (type: LifecycleEventType): TRecordedLifecycleEventType =>
  type in lifecycleEventAliases
    ? lifecycleEventAliases[type as TLifecycleAlias]
    : (type as TRecordedLifecycleEventType);

/** Every stored name of one event: its canonical name and its alias, if any. */
export const lifecycleTypesMatching = (type: LifecycleEventType): LifecycleEventType[] => {
  const canonical = canonicalLifecycleType(type);
  const aliases = Object.entries(lifecycleEventAliases)
    .filter(([, target]) => target === canonical)
    .map(([alias]) => alias as LifecycleEventType);
  return [canonical, ...aliases];
};

const ZMetadata = z.record(z.string(), z.unknown()).nullable();

export const ZLifecycleEvent = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  /** As stored; may be an alias (`no_show`, `churned`). */
  type: ZLifecycleEventType,
  /** The name new events use: `session_no_show` for `no_show`, `churn_detected` for `churned`. */
  canonicalType: ZLifecycleEventType,
  occurredAt: z.iso.datetime(),
  metadata: ZMetadata,
});
export type TLifecycleEvent = z.infer<typeof ZLifecycleEvent>;

export const ZListLifecycleQuery = ZPagination.extend({
  /** One event type; an alias and its canonical name find each other. */
  type: ZLifecycleEventType.optional(),
}).strict();
export type TListLifecycleQuery = z.infer<typeof ZListLifecycleQuery>;

export const ZLifecyclePage = ZPage(ZLifecycleEvent);
export type TLifecyclePage = z.infer<typeof ZLifecyclePage>;

export const timelineKinds = ['contact', 'session', 'lifecycle', 'review'] as const;

const ZTimelineBase = z.object({ id: z.uuid(), at: z.iso.datetime() });
export const ZTimelineItem = z.discriminatedUnion('kind', [
  ZTimelineBase.extend({ kind: z.literal('contact'), channel: ZContactChannel, note: z.string().nullable() }),
  ZTimelineBase.extend({
    kind: z.literal('session'),
    status: z.enum(SessionStatus),
    participantStatus: z.enum(ParticipantStatus).nullable(),
    serviceName: z.string(),
    isTrialSession: z.boolean(),
  }),
  ZTimelineBase.extend({
    kind: z.literal('lifecycle'),
    type: ZLifecycleEventType,
    canonicalType: ZLifecycleEventType,
    metadata: ZMetadata,
  }),
  ZTimelineBase.extend({
    kind: z.literal('review'),
    rating: z.int(),
    content: z.string().nullable(),
    status: z.string(),
    teacherResponse: z.string().nullable(),
  }),
]);
export type TTimelineItem = z.infer<typeof ZTimelineItem>;

export const ZTimelinePage = ZPage(ZTimelineItem);
export type TTimelinePage = z.infer<typeof ZTimelinePage>;

// ---- Contact log ----

export const ZContactLogEntry = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  channel: ZContactChannel,
  sentAt: z.iso.datetime(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TContactLogEntry = z.infer<typeof ZContactLogEntry>;

export const ZListContactLogQuery = ZPagination.extend({
  /** One student's entries; without it, every entry of the teacher's (non-deleted) students. */
  studentId: z.uuid().optional(),
}).strict();
export type TListContactLogQuery = z.infer<typeof ZListContactLogQuery>;

export const ZContactLogPage = ZPage(ZContactLogEntry);
export type TContactLogPage = z.infer<typeof ZContactLogPage>;

export const ZCreateContactLogInput = z
  .object({
    studentId: z.uuid(),
    channel: ZContactChannel,
    /** When the message went out; now when absent. Not in the future. */
    sentAt: z.iso.datetime({ offset: true }).optional(),
    note: z.string().trim().max(maxStudentTextLength).nullable().optional(),
  })
  .strict();
export type TCreateContactLogInput = z.infer<typeof ZCreateContactLogInput>;

// ---- Tags ----

export const ZTag = z.object({
  id: z.uuid(),
  name: z.string(),
  color: z.string().nullable(),
  /** Non-deleted students carrying the tag. */
  studentCount: z.int(),
});
export type TTag = z.infer<typeof ZTag>;

export const ZTagList = z.object({ data: z.array(ZTag) });
export type TTagList = z.infer<typeof ZTagList>;

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
