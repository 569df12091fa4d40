import { z } from 'zod';
import { maxSeriesOccurrences } from '@/lib/booking/series/schemas';
import { zonedInstant } from '@/lib/core/zoned-date';

/** Client-safe: the teacher's "Book a session" form, its options and how it becomes the API's body. */

export type BookingStudent = { id: string; name: string };
export type BookingService = { id: string; name: string; durationMinutes: number };
/** Credits left on the student's active, unexpired enrollments in the service (the booking takes one). */
export type BookingCredit = { studentId: string; serviceId: string; creditsLeft: number };
export type BookingOptions = { students: BookingStudent[]; services: BookingService[]; credits: BookingCredit[] };

export const nonexistentTimeMessage = 'This time does not exist on that day (clocks change)';

/** The form's fields; `time` is refined against the teacher's zone, where a clock change may skip it. */
export function newSessionFormSchema(timeZone: string) {
  return z
    .object({
      studentId: z.string().min(1, 'Choose a student'),
      serviceId: z.string().min(1, 'Choose a service'),
      date: z.iso.date('Choose a date'),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a start time'),
      /** "Does not repeat", or a series of `count` lessons (previewed before booking). */
      repeat: z.enum(['none', 'weekly', 'fortnightly']).default('none'),
      count: z
        .number({ error: 'Give the number of lessons' })
        .int('Give a whole number of lessons')
        .min(2, 'A series has at least 2 lessons')
        .max(maxSeriesOccurrences, `At most ${maxSeriesOccurrences} lessons at once`)
        .default(10),
    })
    .superRefine((values, ctx) => {
      if (!z.iso.date().safeParse(values.date).success || !/^\d{2}:\d{2}$/.test(values.time)) return;
      if (!zonedInstant(values.date, values.time, timeZone).ok) {
        ctx.addIssue({ code: 'custom', path: ['time'], message: nonexistentTimeMessage });
      }
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
