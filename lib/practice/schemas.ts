/** The practice log (issue 33 item 4): schemas of its requests and answers (client-safe). */
import { z } from 'zod';
import { ZIsoDate } from '@/lib/core/time-schemas';

export const minPracticeMinutes = 1;
export const maxPracticeMinutes = 600;
/** All entries of one day together. */
export const maxPracticeMinutesPerDay = 1440;
/** How far back a day may be logged. */
export const practiceBackfillDays = 90;
export const maxPracticeNoteLength = 1000;

const ZMinutes = z
  .number()
  .int('Whole minutes')
  .min(minPracticeMinutes, `At least ${minPracticeMinutes} minute`)
  .max(maxPracticeMinutes, `At most ${maxPracticeMinutes} minutes`);

const ZNote = z.string().trim().max(maxPracticeNoteLength, `At most ${maxPracticeNoteLength} characters`);

/** POST /api/student/practice-logs. `practisedOn` is a day of the student's own time zone. */
export const ZCreatePracticeLogInput = z
  .object({
    practisedOn: ZIsoDate,
    minutes: ZMinutes,
    note: ZNote.nullable().optional(),
    serviceId: z.uuid().nullable().optional(),
  })
  .strict();
export type TCreatePracticeLogInput = z.infer<typeof ZCreatePracticeLogInput>;

/** PATCH /api/student/practice-logs/:id: any subset. */
export const ZUpdatePracticeLogInput = z
  .object({
    practisedOn: ZIsoDate,
    minutes: ZMinutes,
    note: ZNote.nullable(),
    serviceId: z.uuid().nullable(),
  })
  .partial()
  .strict();
export type TUpdatePracticeLogInput = z.infer<typeof ZUpdatePracticeLogInput>;

export const ZPracticeLogIdParams = z.object({ id: z.uuid() }).strict();
export const ZStudentIdParams = z.object({ id: z.uuid() }).strict();

/** `?from=&to=` (days, both included); left out: the last 12 weeks up to today in the student's zone. */
export const ZPracticeRangeQuery = z
  .object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() })
  .strict()
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: '`from` must not be after `to`',
    path: ['from'],
  });
export type TPracticeRangeQuery = z.infer<typeof ZPracticeRangeQuery>;

export const ZPracticeLog = z.object({
  id: z.uuid(),
  practisedOn: z.iso.date(),
  minutes: z.number().int(),
  note: z.string().nullable(),
  serviceId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TPracticeLog = z.infer<typeof ZPracticeLog>;

/** Minutes of one ISO week (Monday `weekStart` to Sunday). */
export const ZPracticeWeek = z.object({ weekStart: z.iso.date(), minutes: z.number().int() });
export type TPracticeWeek = z.infer<typeof ZPracticeWeek>;

export const ZPracticeLogList = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  data: z.array(ZPracticeLog),
  /** Every week the range touches, oldest first, zero weeks included. */
  weeks: z.array(ZPracticeWeek),
  totalMinutes: z.number().int(),
});
export type TPracticeLogList = z.infer<typeof ZPracticeLogList>;

/** The figures the student profile and the portal show. */
export const ZPracticeSummary = z.object({
  today: z.iso.date(),
  minutesThisWeek: z.number().int(),
  /** The last 12 ISO weeks, this one last. */
  weeks: z.array(ZPracticeWeek),
  /** Days in a row with practice, counted back from today, or from yesterday when today has none yet. */
  streak: z.number().int(),
});
export type TPracticeSummary = z.infer<typeof ZPracticeSummary>;
