/**
 * Lifecycle events and the student timeline: the alias rules of event types and their response shapes.
 * Client-safe: zod, the generated enum constants and lib/core/pagination only.
 */
import { z } from 'zod';
import { type LifecycleEventType, ParticipantStatus, SessionStatus } from '@/generated/prisma/enums';
import { ZPage } from '@/lib/core/pagination';
import { ZContactChannel, ZLifecycleEventType } from './schemas';

/**
 * The spec gives two lists of event types; the enum is their union. Two pairs name the same event:
 * new events are written under the first name, the alias stays readable (docs/decisions/0016-student-crm.md).
 */
export const lifecycleEventAliases = { no_show: 'session_no_show', churned: 'churn_detected' } as const;
export type TLifecycleAlias = keyof typeof lifecycleEventAliases;
export type TRecordedLifecycleEventType = Exclude<LifecycleEventType, TLifecycleAlias>;

/**
 * The types the daily lifecycle detection (lib/lifecycle) writes; nothing else writes them, except
 * trial_completed (completeSession).
 */
export const detectedLifecycleTypes = [
  'gap_detected',
  'churn_detected',
  'enrollment_expiring',
  'enrollment_expired',
  'streak_achieved',
  'milestone_reached',
  'trial_completed',
] as const satisfies readonly TRecordedLifecycleEventType[];
export type DetectedLifecycleType = (typeof detectedLifecycleTypes)[number];

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
