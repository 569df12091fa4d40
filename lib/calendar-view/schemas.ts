/** Zod schemas of the teacher's calendar endpoints (issue 6, items 7 and 9). Client-safe. */
import { z } from 'zod';
import { SessionStatus } from '@/generated/prisma/enums';
import { ZIsoDate, ZIsoInstant } from '@/lib/core/time-schemas';

/** The longest window `GET /api/teacher/calendar` answers, like the slot engine's (`end - start`). */
export const maxCalendarWindowDays = 62;
export const maxAgendaDays = 60;
export const defaultAgendaDays = 14;

const dayMs = 24 * 60 * 60 * 1000;

/** Query flag: `true` / `false` as text, absent = false. */
const ZIncludeCancelled = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true')
  .meta({ description: 'Also list cancelled, rejected and expired sessions (and lapsed holds)' });

export const ZCalendarQuery = z
  .object({
    start: ZIsoInstant.meta({ description: 'Window start (ISO 8601 instant, inclusive)' }),
    end: ZIsoInstant.meta({ description: 'Window end (ISO 8601 instant, exclusive); at most 62 days after start' }),
    includeCancelled: ZIncludeCancelled,
  })
  .strict()
  .superRefine(({ start, end }, ctx) => {
    const length = Date.parse(end) - Date.parse(start);
    if (length <= 0) ctx.addIssue({ code: 'custom', path: ['end'], message: '`end` must be after `start`' });
    else if (length > maxCalendarWindowDays * dayMs) {
      ctx.addIssue({
        code: 'custom',
        path: ['end'],
        message: `Ask for at most ${maxCalendarWindowDays} days at a time`,
      });
    }
  });
export type TCalendarQuery = z.infer<typeof ZCalendarQuery>;

export const ZCalendarWeekQuery = z
  .object({
    date: ZIsoDate.optional().meta({
      description: "Any date of the week (YYYY-MM-DD); today in the teacher's zone by default",
    }),
    includeCancelled: ZIncludeCancelled,
  })
  .strict();
export type TCalendarWeekQuery = z.infer<typeof ZCalendarWeekQuery>;

export const ZCalendarAgendaQuery = z
  .object({
    from: z
      .union([ZIsoInstant, ZIsoDate])
      .optional()
      .meta({ description: "An instant, or a date read as its midnight in the teacher's zone; now by default" }),
    days: z.coerce.number().int().min(1).max(maxAgendaDays).default(defaultAgendaDays),
    includeCancelled: ZIncludeCancelled,
  })
  .strict();
export type TCalendarAgendaQuery = z.infer<typeof ZCalendarAgendaQuery>;

const itemTimes = {
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The same instants as ISO 8601 with the teacher zone's offset, e.g. 2026-03-30T10:00:00+02:00. */
  startsAtLocal: z.iso.datetime({ offset: true }),
  endsAtLocal: z.iso.datetime({ offset: true }),
};

export const ZCalendarSessionItem = z.object({
  id: z.uuid(),
  type: z.literal('session'),
  /** "<service name> · <student name>"; the service name alone without a primary student. */
  title: z.string(),
  ...itemTimes,
  status: z.enum(SessionStatus),
  serviceId: z.uuid(),
  serviceName: z.string(),
  studentId: z.uuid().nullable(),
  /** "Deleted student" once the student is deleted. */
  studentName: z.string().nullable(),
  isTrialSession: z.boolean(),
  /** The primary student plus every participant not cancelled. */
  participantCount: z.number().int(),
  /** Who attends, in words: "Ana Ruiz", "Ana Ruiz and Ben Cole", "3 students", "No students yet". */
  attendees: z.string(),
});
export type TCalendarSessionItem = z.infer<typeof ZCalendarSessionItem>;

/** Working hours of the teacher (schedules and overrides), cut at local midnight and to the window. */
export const ZCalendarAvailabilityItem = z.object({
  id: z.string(),
  type: z.literal('availability'),
  title: z.string(),
  ...itemTimes,
  status: z.literal('open'),
});

/** A whole local day closed by an override. */
export const ZCalendarClosedItem = z.object({
  id: z.string(),
  type: z.literal('closed'),
  title: z.string(),
  ...itemTimes,
  status: z.literal('closed'),
  date: z.iso.date(),
});

export const ZCalendarItem = z.discriminatedUnion('type', [
  ZCalendarSessionItem,
  ZCalendarAvailabilityItem,
  ZCalendarClosedItem,
]);
export type TCalendarItem = z.infer<typeof ZCalendarItem>;

export const ZCalendarItems = z.object({ timezone: z.string(), data: z.array(ZCalendarItem) });
export type TCalendarItems = z.infer<typeof ZCalendarItems>;

export const ZCalendarWeek = z.object({
  timezone: z.string(),
  weekStart: z.iso.date(),
  days: z.array(z.object({ date: z.iso.date(), items: z.array(ZCalendarItem) })).length(7),
});
export type TCalendarWeek = z.infer<typeof ZCalendarWeek>;

export const ZCalendarAgenda = z.object({
  timezone: z.string(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  days: z.array(z.object({ date: z.iso.date(), sessions: z.array(ZCalendarSessionItem) })),
});
export type TCalendarAgenda = z.infer<typeof ZCalendarAgenda>;

/** One local day of the teacher's calendar (the day view): its rows, and its local midnights. */
export type TCalendarDay = { timezone: string; date: string; items: TCalendarItem[] };

/**
 * The month view: the Monday-to-Sunday weeks covering the month (5 or 6), each local date with its
 * sessions; dates of the neighbouring months are included to fill the first and last weeks.
 */
export type TCalendarMonth = {
  timezone: string;
  /** `YYYY-MM` */
  month: string;
  weeks: { date: string; sessions: TCalendarSessionItem[] }[][];
};
