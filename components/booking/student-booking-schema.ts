import { createTranslator } from 'next-intl';
import { z } from 'zod';
import englishMessages from '@/messages/en/studentBooking.json';
import { maxSeriesOccurrences, type TSeriesPreview } from '@/lib/booking/series/schemas';

/** The words of the student's booking form (`studentBooking.*`), English by default (tests, old callers). */
export type SayStudentBooking = (key: string, values?: Record<string, string | number>) => string;

/** English from the catalogue, for callers without the page's translator (tests). */
const sayEnglish: SayStudentBooking = (key, values) =>
  createTranslator({ locale: 'en', messages: { studentBooking: englishMessages }, namespace: 'studentBooking' })(
    key as never,
    values as never,
  );

/** Client-safe: the signed-in student's booking form (one time, or a weekly series where the service allows). */
export function studentBookingSchema(say: SayStudentBooking = sayEnglish) {
  return z.object({
    consentAccepted: z.boolean().refine((value) => value, say('schema.agree')),
    /** "Just this time", or `count` lessons every week or two at the same time (previewed before booking). */
    repeat: z.enum(['none', 'weekly', 'fortnightly']),
    count: z
      .number({ error: say('schema.countRequired') })
      .int(say('schema.countWhole'))
      .min(2, say('schema.countMin'))
      .max(maxSeriesOccurrences, say('schema.countMax', { max: maxSeriesOccurrences })),
  });
}

export const ZStudentBooking = studentBookingSchema();
export type StudentBookingValues = z.infer<typeof ZStudentBooking>;

export const studentRepeatValues = ['none', 'weekly', 'fortnightly'] as const;

/**
 * What the credit check tells a student booking `booked` lessons: a student needs a credit for every
 * lesson (the series API answers 422 NO_CREDITS otherwise), so `enough` false disables "Book".
 */
export function seriesCreditCheck(
  preview: TSeriesPreview,
  booked: number,
  say: SayStudentBooking = sayEnglish,
): { enough: boolean; message: string } {
  const { remaining } = preview.credits;
  if (booked <= remaining) return { enough: true, message: say('credits.uses', { booked, remaining }) };
  if (remaining === 0) return { enough: false, message: say('credits.none') };
  return { enough: false, message: say('credits.tooFew', { remaining }) };
}
