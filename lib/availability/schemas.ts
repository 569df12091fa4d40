/**
 * Zod schemas of availability: schedules, overrides and the public slot query. Client-safe (zod,
 * pure helpers), so the settings forms validate with the same rules as the API.
 */
import { z } from 'zod';
import type { ErrorDetail } from '@/lib/core/errors';
import { ZIsoDate, ZIsoWeekday, ZTimeOfDay, ZTimeZone } from '@/lib/core/time-schemas';
import { overrideShapeIssues } from './override-shape';
import { scheduleShapeIssues } from './schedule-shape';
import { maxWindowDays } from './slot-settings';

/** Shape issues (paths like `rules.2.endTime`) as Zod issues. */
const addIssues = (ctx: z.RefinementCtx, issues: ErrorDetail[]) => {
  for (const { path, message } of issues) {
    ctx.addIssue({
      code: 'custom',
      path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      message,
    });
  }
};

export const ZIdParams = z.object({ id: z.uuid() }).strict();

// ---- Schedules ----

export const ZAvailabilityRule = z
  .object({ weekday: ZIsoWeekday, startTime: ZTimeOfDay, endTime: ZTimeOfDay })
  .strict();
export type TAvailabilityRule = z.infer<typeof ZAvailabilityRule>;

const scheduleFields = {
  name: z.string().trim().min(1, 'Give the schedule a name').max(100),
  isActive: z.boolean(),
  /** Inclusive local dates; null = open-ended. */
  validFrom: ZIsoDate.nullable(),
  validUntil: ZIsoDate.nullable(),
  /** The zone the rule times are read in; defaults to the teacher's. */
  timezone: ZTimeZone,
  /** Several windows per weekday, not overlapping. Replaces all rules when sent on PATCH. */
  rules: z.array(ZAvailabilityRule).max(100),
};

export const ZCreateScheduleInput = z
  .object({
    ...scheduleFields,
    isActive: scheduleFields.isActive.default(true),
    validFrom: scheduleFields.validFrom.optional(),
    validUntil: scheduleFields.validUntil.optional(),
    timezone: scheduleFields.timezone.optional(),
  })
  .strict()
  .superRefine((input, ctx) => addIssues(ctx, scheduleShapeIssues(input)));
export type TCreateScheduleInput = z.infer<typeof ZCreateScheduleInput>;

/** Dates are checked against the stored ones by updateSchedule (the record as it will be). */
export const ZUpdateScheduleInput = z
  .object(scheduleFields)
  .partial()
  .strict()
  .superRefine((input, ctx) => addIssues(ctx, scheduleShapeIssues(input)));
export type TUpdateScheduleInput = z.infer<typeof ZUpdateScheduleInput>;

export const ZSchedule = z.object({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  validFrom: z.iso.date().nullable(),
  validUntil: z.iso.date().nullable(),
  timezone: z.string(),
  rules: z.array(ZAvailabilityRule),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TSchedule = z.infer<typeof ZSchedule>;

// ---- Overrides ----

const overrideFields = {
  /** A local date in the teacher's zone. */
  date: ZIsoDate,
  isAvailable: z.boolean(),
  startTime: ZTimeOfDay.nullable(),
  endTime: ZTimeOfDay.nullable(),
  reason: z.string().trim().max(200).nullable(),
};

export const ZCreateOverrideInput = z
  .object({
    ...overrideFields,
    isAvailable: overrideFields.isAvailable.default(false),
    startTime: overrideFields.startTime.optional(),
    endTime: overrideFields.endTime.optional(),
    reason: overrideFields.reason.optional(),
  })
  .strict()
  .superRefine((input, ctx) => addIssues(ctx, overrideShapeIssues(input)));
export type TCreateOverrideInput = z.infer<typeof ZCreateOverrideInput>;

/** The shape is checked on the record as it will be, by updateOverride. */
export const ZUpdateOverrideInput = z.object(overrideFields).partial().strict();
export type TUpdateOverrideInput = z.infer<typeof ZUpdateOverrideInput>;

export const ZOverride = z.object({
  id: z.uuid(),
  ...overrideFields,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TOverride = z.infer<typeof ZOverride>;

/** Inclusive local dates; either may be left out. */
export const ZListOverridesQuery = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: '`to` must not be before `from`',
  });
export type TListOverridesQuery = z.infer<typeof ZListOverridesQuery>;

// ---- Public slots ----

/** `1,3,5` (or repeated `preferredDays=1&preferredDays=3`) -> [1, 3, 5]. */
const ZWeekdayList = z
  .union([z.string(), z.array(z.string())])
  .meta({ description: 'ISO weekdays 1 (Monday) - 7 (Sunday), comma-separated', example: '1,3,5' })
  .transform((value) => (Array.isArray(value) ? value.join(',') : value).split(',').map((part) => part.trim()))
  .pipe(z.array(z.string().regex(/^[1-7]$/, 'Use ISO weekdays 1 (Monday) to 7 (Sunday)')).max(7))
  .transform((days) => [...new Set(days.map(Number))].sort((a, b) => a - b));

const dayMs = 24 * 60 * 60 * 1000;
const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / dayMs;

export const ZServiceAvailabilityQuery = z
  .object({
    serviceId: z.uuid(),
    /** The visitor's zone: dates, preferences and local times are read in it. Default: the teacher's. */
    timezone: ZTimeZone.optional(),
    start: ZIsoDate,
    end: ZIsoDate,
    preferredStart: ZTimeOfDay.optional(),
    preferredEnd: ZTimeOfDay.optional(),
    preferredDays: ZWeekdayList.optional(),
  })
  .strict()
  .superRefine(({ start, end, preferredStart, preferredEnd }, ctx) => {
    if (end < start) ctx.addIssue({ code: 'custom', path: ['end'], message: '`end` must not be before `start`' });
    else if (daysBetween(start, end) > maxWindowDays) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: `Ask for at most ${maxWindowDays} days at a time` });
    }
    if (preferredStart && preferredEnd && preferredEnd <= preferredStart) {
      ctx.addIssue({
        code: 'custom',
        path: ['preferredEnd'],
        message: '`preferredEnd` must be after `preferredStart`',
      });
    }
  });
export type TServiceAvailabilityQuery = z.infer<typeof ZServiceAvailabilityQuery>;

export const ZSlot = z.object({
  startUtc: z.iso.datetime(),
  endUtc: z.iso.datetime(),
  /** ISO 8601 with the visitor zone's offset, e.g. 2026-03-29T10:00:00+02:00. */
  startLocal: z.iso.datetime({ offset: true }),
  endLocal: z.iso.datetime({ offset: true }),
  isPreferred: z.boolean(),
});
export const ZServiceAvailability = z.object({
  slots: z.array(ZSlot),
  /**
   * Present when busy time was consulted. externalBusy: `ok` (the teacher's read calendars were
   * applied), `unavailable` (Google could not be asked: slots ignore external busy time),
   * `not_connected` (no read calendars).
   */
  meta: z.object({ externalBusy: z.enum(['ok', 'unavailable', 'not_connected']) }).optional(),
});
export type TServiceAvailability = z.infer<typeof ZServiceAvailability>;
