/**
 * Zod schemas of the catalogue: request inputs (shared with the service editor's react-hook-form,
 * so this file stays client-safe: zod and the generated enum constants only) and response shapes.
 */
import { z } from 'zod';
import {
  BillingInterval,
  DeliveryMode,
  GroupType,
  PricingModel,
  ScheduleItemType,
  ServiceBilling,
  ServiceStatus,
  ServiceStructure,
} from '@/generated/prisma/enums';
import { ZPagination } from '@/lib/core/pagination';
import { ZIsoDate } from '@/lib/core/time-schemas';
import { serviceShapeIssues } from './service-shape';

// ---- Shared pieces ----

export const serviceSlugPattern = /^[a-z0-9-]+$/;
export const maxServiceSlugLength = 80;

export const ZServiceSlug = z
  .string()
  .regex(serviceSlugPattern, 'Use lowercase letters, digits and hyphens')
  .max(maxServiceSlugLength);
export const ZTeacherSlugParams = z.object({ slug: ZServiceSlug }).strict();

export const ZServiceStatus = z.enum(ServiceStatus);
export const ZDeliveryMode = z.enum(DeliveryMode);
export const ZGroupType = z.enum(GroupType);
export const ZServiceStructure = z.enum(ServiceStructure);
export const ZPricingModel = z.enum(PricingModel);
export const ZBillingInterval = z.enum(BillingInterval);
/** How a service is paid (issue 35, decision 0132): checkout before booking, per lesson on the balance, or a monthly fee. */
export const ZServiceBilling = z.enum(ServiceBilling);
export const ZScheduleItemType = z.enum(ScheduleItemType);

/** ISO 4217 code, upper case (`EUR`, `USD`). */
export const ZCurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as EUR');
export const ZMoney = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type TMoney = z.infer<typeof ZMoney>;

/** A list of ids in a body: no repeats. */
const uniqueIds = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'The list repeats an id');

// ---- Public shapes ----

export const ZPublicService = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  deliveryMode: ZDeliveryMode,
  groupType: ZGroupType,
  structure: ZServiceStructure,
  pricingModel: ZPricingModel,
  priceAmount: z.number().int(),
  currency: z.string().length(3),
  /** A subscription's period ("€129 / month"); null for anything else. */
  billingInterval: ZBillingInterval.nullable(),
  durationMinutes: z.number().int(),
  isTrial: z.boolean(),
});
export type TPublicService = z.infer<typeof ZPublicService>;

export const ZPublicTeacher = z.object({
  name: z.string(),
  slug: z.string(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  timezone: z.string(),
});

export const ZPublicProfile = z.object({ teacher: ZPublicTeacher, services: z.array(ZPublicService) });
export type TPublicProfile = z.infer<typeof ZPublicProfile>;

// ---- Service inputs (create / update) ----

/**
 * Every field a teacher edits. `status` is not here on purpose: it moves only through the
 * workflow endpoints (publish, pause, archive, delete).
 */
export const ZMeetingProvider = z.enum(['none', 'fixed_link', 'jitsi', 'google_meet']);
/** A meeting address: https only (a javascript: or http link is refused). */
const ZHttpsUrl = z.url({ protocol: /^https$/, message: 'Must be an https:// address' }).max(500);

export const ZServiceFields = z
  .object({
    name: z.string().trim().min(1, 'Give the service a name').max(120),
    slug: ZServiceSlug.min(1),
    description: z.string().max(5000).nullable(),
    deliveryMode: ZDeliveryMode,
    groupType: ZGroupType,
    structure: ZServiceStructure,
    pricingModel: ZPricingModel,
    /** Minor units (cents). */
    priceAmount: z.number().int().min(0, 'The price cannot be negative').max(100_000_000),
    currency: ZCurrencyCode,
    durationMinutes: z.number().int().min(5).max(1440),
    /**
     * Seats; group services only. The spec names no capacity: absent or null means no limit (a group
     * with no seat count), docs/decisions/0066-spec-shaped-bodies.md.
     */
    capacity: z
      .number()
      .int()
      .min(1)
      .max(1000)
      .nullable()
      .meta({
        description:
          'Seats of a `group` service: the most students holding a place, and in one session. Optional: absent or ' +
          'null means no limit. Ignored (stored null) for `individual` (1 seat) and `open` (no limit) services.',
      }),
    /** Credits one purchase grants (packages, courses, per period for subscriptions). */
    sessionsIncluded: z.number().int().min(1).max(1000).nullable(),
    /** Days an enrollment stays valid; null means no expiry. */
    validityDays: z.number().int().min(1).max(3650).nullable(),
    /** Subscriptions only. */
    billingInterval: ZBillingInterval.nullable(),
    /**
     * `prepaid` (default): checkout before booking. `postpaid`: booked without checkout, each held (or
     * charged no-show) lesson owed on the balance at the price. `monthly`: booked without checkout, the
     * price owed once a month while enrolled (docs/decisions/0132-service-billing-and-booking-on-balance.md).
     */
    billing: ZServiceBilling.meta({
      description:
        'prepaid (default): checkout before booking; postpaid: each lesson added to the balance at the price; ' +
        'monthly: the price added to the balance once a month while enrolled. postpaid and monthly need a ' +
        'one-to-one single service with a price (not free, not a trial).',
    }),
    isTrial: z.boolean(),
    isUnlisted: z.boolean(),
    isPrivate: z.boolean(),
    /** Students may book a weekly or fortnightly series of it themselves (teachers always may). */
    allowsRecurring: z.boolean(),
    /** Replaces the service's tags; each must be one of the teacher's tags. */
    tagIds: uniqueIds(50),
    sortOrder: z.number().int().min(0).max(1_000_000),
    /** One of the teacher's cancellation policies, or null. */
    cancellationPolicyId: z.uuid().nullable(),
    /** How each booked session gets its meeting link (docs/decisions/0100-meeting-links.md). */
    meetingProvider: ZMeetingProvider,
    /** `fixed_link`: the link (required); `jitsi`: a self-hosted Jitsi base URL (null: meet.jit.si). */
    meetingUrl: ZHttpsUrl.nullable(),
  })
  .strict();

/**
 * POST /api/teacher/services. Only `name` is required: `slug` is derived from the name when absent,
 * `currency` defaults to the teacher's default currency, the dimensions to live / individual / single.
 */
export const ZCreateServiceInput = ZServiceFields.partial()
  .required({ name: true })
  .superRefine((values, ctx) => {
    for (const issue of serviceShapeIssues(values)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TCreateServiceInput = z.infer<typeof ZCreateServiceInput>;

/** PATCH /api/teacher/services/:id: any subset, `{ sortOrder }` alone included. */
export const ZUpdateServiceInput = ZServiceFields.partial();
export type TUpdateServiceInput = z.infer<typeof ZUpdateServiceInput>;

export const ZServiceIdParams = z.object({ id: z.uuid() }).strict();

/** Both bulk actions: at most 100 ids. */
export const ZServiceIdsInput = z.object({ serviceIds: uniqueIds(100).min(1) }).strict();
export type TServiceIdsInput = z.infer<typeof ZServiceIdsInput>;

/** The teacher's whole list of (non-deleted) services in the new order. */
export const ZReorderServicesInput = z.object({ serviceIds: uniqueIds(1000).min(1) }).strict();

export const ZSlugCheckQuery = z
  .object({
    /** Any string: a malformed slug answers `available: false, reason: 'invalid'`, not 400. */
    slug: z.string().max(200),
    /** The service being edited: its own slug counts as available. */
    excludeId: z.uuid().optional(),
  })
  .strict();
export const ZSlugCheckResult = z.object({
  available: z.boolean(),
  reason: z.enum(['invalid', 'taken']).nullable(),
});
export type TSlugCheckResult = z.infer<typeof ZSlugCheckResult>;

// ---- Service outputs ----

export const ZTeacherService = ZPublicService.extend({
  status: ZServiceStatus,
  pricingModel: ZPricingModel,
  capacity: z.number().int().nullable(),
  sessionsIncluded: z.number().int().nullable(),
  validityDays: z.number().int().nullable(),
  billingInterval: ZBillingInterval.nullable(),
  billing: ZServiceBilling,
  sortOrder: z.number().int(),
  isUnlisted: z.boolean(),
  isPrivate: z.boolean(),
  allowsRecurring: z.boolean(),
  cancellationPolicyId: z.uuid().nullable(),
  meetingProvider: ZMeetingProvider,
  meetingUrl: z.string().nullable(),
  tagIds: z.array(z.uuid()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TTeacherService = z.infer<typeof ZTeacherService>;

/** GET /api/teacher/services/:id: the service plus what the editor and the pause dialog need. */
export const ZServiceDetail = ZTeacherService.extend({
  /** Pausing asks for confirmation when this is above 0. */
  activeEnrollments: z.number().int(),
  scheduleItemCount: z.number().int(),
});
export type TServiceDetail = z.infer<typeof ZServiceDetail>;

/** POST /:id/pause answers the service and its active enrollments. */
export const ZPausedService = ZTeacherService.extend({ activeEnrollments: z.number().int() });

export const ZServiceStats = z.object({
  /** Enrollments ever sold (any status except pending_payment). */
  sold: z.number().int(),
  activeEnrollments: z.number().int(),
  /** pricePaid of sold enrollments per currency; the service's own currency comes first, even at 0. */
  lifetimeRevenue: z.array(ZMoney),
  /** Completed sessions. */
  sessionsDelivered: z.number().int(),
  /** Over active enrollments: total - completed - scheduled - forfeited. */
  remainingCredits: z.number().int(),
  forfeitedSessions: z.number().int(),
  /** Sessions starting in [from, to) that are not cancelled, rejected or expired. */
  sessionsInRange: z.number().int(),
});
export type TServiceStats = z.infer<typeof ZServiceStats>;

export const ZServiceListRow = ZTeacherService.extend({ stats: ZServiceStats });
export type TServiceListRow = z.infer<typeof ZServiceListRow>;

export const serviceSortFields = ['sortOrder', 'name', 'createdAt', 'updatedAt', 'priceAmount', 'status'] as const;

/** `status` takes one value, several (`status=a&status=b`) or a comma list (`status=a,b`). */
const ZStatusFilter = z
  .union([z.string(), z.array(z.string())])
  .meta({ description: 'draft, active, paused or archived; several as status=a&status=b or status=a,b' })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()))
  // A few more than there are statuses, so a repeat passes; a query of thousands does not.
  .pipe(z.array(ZServiceStatus).min(1).max(10));

export const ZListServicesQuery = ZPagination.extend({
  status: ZStatusFilter.optional(),
  /** Local dates in the teacher's time zone; range is [from, to). Default: the current month. */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  /** Name or slug, case-insensitive. */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(serviceSortFields).default('sortOrder'),
  direction: z.enum(['asc', 'desc']).default('asc'),
})
  .strict()
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    path: ['to'],
    message: '`to` must be after `from`',
  });
export type TListServicesQuery = z.infer<typeof ZListServicesQuery>;

export const ZDateRange = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  timezone: z.string(),
  /** The same range as UTC instants. */
  fromUtc: z.iso.datetime(),
  toUtc: z.iso.datetime(),
});

export const ZServiceList = z.object({
  data: z.array(ZServiceListRow),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  range: ZDateRange,
});
export type TServiceList = z.infer<typeof ZServiceList>;

export const ZBulkStatusResult = z.object({
  updated: z.array(z.uuid()),
  skipped: z.array(
    z.object({
      id: z.uuid(),
      reason: z.enum(['not_found', 'invalid_state']),
      /** Current status when the reason is invalid_state. */
      status: ZServiceStatus.optional(),
    }),
  ),
});
export type TBulkStatusResult = z.infer<typeof ZBulkStatusResult>;

export const ZReorderResult = z.object({ serviceIds: z.array(z.uuid()) });

// ---- Month KPIs ----

export const ZKpi = z.object({
  value: z.number().int(),
  previous: z.number().int(),
  /** (value - previous) / previous * 100, one decimal; null when previous is 0. */
  changePercent: z.number().nullable(),
});
export type TKpi = z.infer<typeof ZKpi>;

export const ZServiceKpis = z.object({
  /** `YYYY-MM` in the teacher's time zone. */
  month: z.string(),
  timezone: z.string(),
  /** The teacher's default currency: the currency of `revenue.value`. */
  currency: z.string().length(3),
  revenue: ZKpi.extend({
    /** This month's revenue in every currency, largest first. */
    byCurrency: z.array(ZMoney),
  }),
  activeEnrollments: ZKpi,
  newEnrollments: ZKpi,
  sessions: ZKpi,
});
export type TServiceKpis = z.infer<typeof ZServiceKpis>;

// ---- Course schedule ----

export const ZScheduleItemFields = z
  .object({
    type: ZScheduleItemType,
    title: z.string().trim().min(1, 'Give the item a title').max(200),
    description: z.string().max(5000).nullable(),
    /** Minutes (spec: `duration`). Required for live sessions; ignored (stored as null) for milestones. */
    duration: z.number().int().min(5).max(1440).nullable(),
    isOptional: z.boolean(),
  })
  .strict();

export const ZCreateScheduleItemInput = ZScheduleItemFields.partial()
  .required({ type: true, title: true })
  .superRefine((values, ctx) => {
    if (values.type === 'live_session' && values.duration == null) {
      ctx.addIssue({ code: 'custom', path: ['duration'], message: 'A live session needs a duration' });
    }
  });
export type TCreateScheduleItemInput = z.infer<typeof ZCreateScheduleItemInput>;

export const ZUpdateScheduleItemInput = ZScheduleItemFields.partial();
export type TUpdateScheduleItemInput = z.infer<typeof ZUpdateScheduleItemInput>;

export const ZScheduleItemParams = z.object({ id: z.uuid(), itemId: z.uuid() }).strict();

/** Spec: the body is a bare JSON array of the service's item ids, every one exactly once, in the new order. */
export const ZReorderScheduleInput = uniqueIds(500);

export const ZScheduleItem = z.object({
  id: z.uuid(),
  serviceId: z.uuid(),
  /** 1, 2, 3... without gaps. */
  sequence: z.number().int(),
  type: ZScheduleItemType,
  title: z.string(),
  description: z.string().nullable(),
  /** Minutes; null for milestones. */
  duration: z.number().int().nullable(),
  isOptional: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TScheduleItem = z.infer<typeof ZScheduleItem>;

export const ZScheduleItemList = z.object({ data: z.array(ZScheduleItem) });
