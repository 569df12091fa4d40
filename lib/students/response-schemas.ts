/**
 * Zod response shapes of the student roster (CRM): students, profile, contact log and tags. Client-safe like
 * schemas.ts (the request inputs): zod, the generated enum constants and lib/core/pagination only.
 */
import { z } from 'zod';
import {
  AcceptanceState,
  EnrollmentStatus,
  LegalDocumentType,
  NoShowAction,
  ParticipantStatus,
  PolicyAction,
  PolicyConditionField,
  PolicyConditionOperator,
  SessionStatus,
} from '@/generated/prisma/enums';
import { ZPage } from '@/lib/core/pagination';
import { ZStudentFamily } from '@/lib/families/schemas';
import { ZContactChannel, ZMood, ZStudentLevel, ZStudentStatus } from './schemas';

// ---- Student outputs ----

export const ZStudent = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  timezone: z.string(),
  /** en, es, de, fr, it, pt: the student's e-mails and portal. */
  locale: z.string(),
  /** "h12", "h23", or null for the locale's clock. */
  hourCycle: z.string().nullable(),
  level: ZStudentLevel.nullable(),
  goals: z.string().nullable(),
  notes: z.string().nullable(),
  status: ZStudentStatus,
  mood: ZMood.nullable(),
  preferredStartTime: z.string().nullable(),
  preferredEndTime: z.string().nullable(),
  preferredDays: z.array(z.int()),
  driveFolderId: z.string().nullable(),
  /** The family whose payer books, pays and hears for the student (issue 34); null on their own. */
  familyId: z.uuid().nullable(),
  /** A minor's notices, contracts and policies go to the family's payer. */
  isMinor: z.boolean(),
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
  familyId: true,
  isMinor: true,
})
  .extend({ family: z.object({ id: z.uuid(), name: z.string() }).nullable() })
  .extend(ZStudentActivity.shape);
export type TStudentListRow = z.infer<typeof ZStudentListRow>;

/**
 * The list envelope plus `totalCapped`: true when more students match than `total` (the roster
 * counts at most 1,000 past the page's start, decision 0086); `total` is exact when false.
 */
export const ZStudentList = ZPage(ZStudentListRow).extend({ totalCapped: z.boolean() });
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
  /** In evaluation order (the spec's name, as on /api/teacher/cancellation-policies). */
  cancellationRules: z.array(
    z.object({
      position: z.int(),
      condition: z.object({
        field: z.enum(PolicyConditionField),
        operator: z.enum(PolicyConditionOperator),
        value: z.int(),
      }),
      action: z.enum(PolicyAction),
      penaltyPercent: z.int().nullable(),
      description: z.string().nullable(),
    }),
  ),
});

export const ZStudentProfile = ZStudent.extend(ZStudentActivity.shape).extend({
  /** Every enrollment, newest first (at most 100). */
  enrollments: z.array(ZStudentEnrollment),
  /**
   * The next 10 sessions that are scheduled or awaiting confirmation and the 10 latest that started
   * (whatever their outcome), latest start first.
   */
  sessions: z.array(ZStudentSession),
  /** One entry per published document that needs acceptance. */
  legalAcceptances: z.array(ZLegalAcceptanceState),
  /** The teacher's default cancellation policy, or null when none is marked default. */
  cancellationPolicy: ZCancellationPolicy.nullable(),
  /** The student's family and its payer's contact (issue 34); null for a student on their own. */
  family: ZStudentFamily.nullable(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

export const ZBulkStudentActionResult = z.object({
  results: z.array(z.object({ id: z.uuid(), ok: z.boolean(), error: z.enum(['not_found']).optional() })),
});
export type TBulkStudentActionResult = z.infer<typeof ZBulkStudentActionResult>;

export const ZMagicLinkResent = z.object({ sent: z.literal(true), expiresAt: z.iso.datetime() });

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

export const ZContactLogPage = ZPage(ZContactLogEntry);
export type TContactLogPage = z.infer<typeof ZContactLogPage>;

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
