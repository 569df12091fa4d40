import { z } from 'zod';
import { maxSeriesOccurrences } from '@/lib/booking/series/schemas';
import { zonedInstant } from '@/lib/core/zoned-date';
import { sayEnglish, type SaySessions } from './session-words';

/** Client-safe: the teacher's "Book a session" form, its options and how it becomes the API's body. */

export type BookingStudent = { id: string; name: string };
export type BookingService = { id: string; name: string; durationMinutes: number };
/** Credits left on the student's active, unexpired enrollments in the service (the booking takes one). */
export type BookingCredit = { studentId: string; serviceId: string; creditsLeft: number };
export type BookingOptions = { students: BookingStudent[]; services: BookingService[]; credits: BookingCredit[] };

export const nonexistentTimeMessage = sayEnglish('schema.nonexistentTime');

/** A date and a start time on a clock: the fields of every form that places a session. */
export const dateTimeFields = (say: SaySessions = sayEnglish) => ({
  date: z.iso.date(say('schema.chooseDate')),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, say('schema.chooseTime')),
});

/** The form's fields; `time` is refined against the teacher's zone, where a clock change may skip it. */
export function newSessionFormSchema(timeZone: string, say: SaySessions = sayEnglish) {
  return z
    .object({
      studentId: z.string().min(1, say('schema.chooseStudent')),
      serviceId: z.string().min(1, say('schema.chooseService')),
      ...dateTimeFields(say),
      /** "Does not repeat", or a series of `count` lessons (previewed before booking). */
      repeat: z.enum(['none', 'weekly', 'fortnightly']).default('none'),
      count: z
        .number({ error: say('schema.countRequired') })
        .int(say('schema.countWhole'))
        .min(2, say('schema.countMin'))
        .max(maxSeriesOccurrences, say('schema.countMax', { max: maxSeriesOccurrences }))
        .default(10),
    })
    .superRefine((values, ctx) => {
      if (!z.iso.date().safeParse(values.date).success || !/^\d{2}:\d{2}$/.test(values.time)) return;
      if (!zonedInstant(values.date, values.time, timeZone).ok) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: say('schema.nonexistentTime') });
      }
    });
}

/**
 * A new start for a session or a series: the date and time read on the teacher's clock, answered as
 * the API's `startUtc` (a reading the clocks skip is refused on the time).
 */
export function newStartSchema(timeZone: string, say: SaySessions = sayEnglish) {
  return z.object(dateTimeFields(say)).transform((values, ctx) => {
    const start = zonedInstant(values.date, values.time, timeZone);
    if (!start.ok) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: say('schema.nonexistentTime') });
      return z.NEVER;
    }
    return { startUtc: start.instant.toISOString() };
  });
}
export type NewSessionFormValues = z.infer<ReturnType<typeof newSessionFormSchema>>;
type SessionFields = Pick<NewSessionFormValues, 'studentId' | 'serviceId' | 'date' | 'time'>;

/** POST /api/teacher/sessions body; only called with values the schema accepted. */
export function toCreateSessionBody(values: SessionFields, timeZone: string) {
  const start = zonedInstant(values.date, values.time, timeZone);
  if (!start.ok) throw new RangeError('The time does not exist in the zone on that day');
  return {
    studentId: values.studentId,
    serviceId: values.serviceId,
    startUtc: start.instant.toISOString(),
    timezone: timeZone,
  };
}

/** Credits the booking would take from, or 0 when it would be booked without an enrollment. */
export function creditsLeft(credits: BookingCredit[], studentId: string, serviceId: string): number {
  return credits.find((c) => c.studentId === studentId && c.serviceId === serviceId)?.creditsLeft ?? 0;
}

/** POST /api/teacher/session-series/preview body: the first lesson at the date and time, then `count`. */
export function toSeriesPreviewBody(values: NewSessionFormValues, timeZone: string) {
  if (values.repeat === 'none') throw new RangeError('Not a series');
  return { ...toCreateSessionBody(values, timeZone), frequency: values.repeat, count: values.count };
}

export type NewSessionFormInput = z.input<ReturnType<typeof newSessionFormSchema>>;
