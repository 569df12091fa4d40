/**
 * Audit log reading (issue 18 item 3, decision 0045): the list, one entity's history and the activity
 * summary. Client-safe: the audit page's filters use the same schemas.
 */
import { z } from 'zod';
import { AuditActorType, AuditCategory } from '@/generated/prisma/enums';
import { ZPage, ZPagination } from '@/lib/core/pagination';
import { ZIsoDate } from '@/lib/core/time-schemas';

export const ZAuditActorType = z.enum(AuditActorType);
export const ZAuditCategory = z.enum(AuditCategory);

/** Longest period of a summary (its chart has one bar per day). */
export const maxSummaryDays = 366;

/** `session.update` (exact) or `session.` (every action of sessions). */
export const ZAuditActionFilter = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z_]+(\.[a-z_]+)*\.?$/, 'An action such as session.cancel, or a prefix such as session.')
  .meta({ description: 'Exact action (`session.cancel`), or a prefix ending in a dot (`session.`)' });

const ZEntityType = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z_]+$/, 'An entity type such as student or session');

const ZDayRange = z.object({
  from: ZIsoDate.optional().meta({ description: "First day (YYYY-MM-DD, the teacher's zone), included" }),
  to: ZIsoDate.optional().meta({ description: "Last day (YYYY-MM-DD, the teacher's zone), included" }),
});
const fromNotAfterTo = {
  check: (range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to,
  issue: { message: 'The first day comes after the last day', path: ['to'] },
};

export const auditSortFields = ['createdAt', 'action'] as const;

export const ZListAuditLogQuery = ZPagination.extend({
  action: ZAuditActionFilter.optional(),
  entityType: ZEntityType.optional(),
  actorType: ZAuditActorType.optional(),
  ...ZDayRange.shape,
  sort: z.enum(auditSortFields).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
})
  .strict()
  .refine(fromNotAfterTo.check, fromNotAfterTo.issue);
export type TListAuditLogQuery = z.output<typeof ZListAuditLogQuery>;

export const ZEntityHistoryQuery = ZPagination.extend({
  entityType: ZEntityType,
  entityId: z.string().trim().min(1).max(100),
  limit: z.coerce.number().int().min(1).max(100).default(100),
}).strict();
export type TEntityHistoryQuery = z.output<typeof ZEntityHistoryQuery>;

export const ZActivitySummaryQuery = ZDayRange.strict()
  .refine(fromNotAfterTo.check, fromNotAfterTo.issue)
  .refine(({ from, to }) => !from || !to || Date.parse(to) - Date.parse(from) < maxSummaryDays * 86_400_000, {
    message: `At most ${maxSummaryDays} days`,
    path: ['to'],
  });
export type TActivitySummaryQuery = z.output<typeof ZActivitySummaryQuery>;

export const ZFieldChange = z.object({ old: z.unknown(), new: z.unknown() });

export const ZAuditLogEntry = z.object({
  id: z.uuid(),
  actorType: ZAuditActorType,
  actorId: z.string().nullable(),
  /** True when the signed-in teacher did it (their own IP address and browser are then shown in full). */
  actorIsYou: z.boolean(),
  /** The student's name when a student did it; null for you, the system, the processor and support. */
  actorName: z.string().nullable(),
  action: z.string(),
  category: ZAuditCategory,
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** Field-level diff, old to new; personal data reads `[redacted]`. */
  changes: z.record(z.string(), ZFieldChange).nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  /** In full for your own actions; another actor's is cut to its network (`203.0.113.x`). */
  ipAddress: z.string().nullable(),
  /** Only for your own actions. */
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogPage = ZPage(ZAuditLogEntry);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

export const ZActivitySummary = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  timezone: z.string(),
  total: z.int(),
  /** Most frequent first. */
  byAction: z.array(z.object({ action: z.string(), count: z.int() })),
  /** Every day of the period, oldest first, zero where nothing happened. */
  byDay: z.array(z.object({ date: ZIsoDate, count: z.int() })),
});
export type TActivitySummary = z.infer<typeof ZActivitySummary>;
