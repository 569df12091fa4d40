import { z } from 'zod';
import { maxSeriesOccurrences, type TSeriesPreview } from '@/lib/booking/series/schemas';

/** Client-safe: the signed-in student's booking form (one time, or a weekly series where the service allows). */
export const ZStudentBooking = z.object({
  consentAccepted: z.boolean().refine((value) => value, 'Agree to the terms to book this time'),
  /** "Just this time", or `count` lessons every week or two at the same time (previewed before booking). */
  repeat: z.enum(['none', 'weekly', 'fortnightly']),
  count: z
    .number({ error: 'Give the number of lessons' })
    .int('Give a whole number of lessons')
    .min(2, 'A series has at least 2 lessons')
    .max(maxSeriesOccurrences, `At most ${maxSeriesOccurrences} lessons at once`),
});
export type StudentBookingValues = z.infer<typeof ZStudentBooking>;

export const studentRepeatOptions = [
  { value: 'none', label: 'Just this time' },
  { value: 'weekly', label: 'Every week' },
  { value: 'fortnightly', label: 'Every two weeks' },
];

/**
 * What the credit check tells a student booking `booked` lessons: a student needs a credit for every
 * lesson (the series API answers 422 NO_CREDITS otherwise), so `enough` false disables "Book".
 */
export function seriesCreditCheck(preview: TSeriesPreview, booked: number): { enough: boolean; message: string } {
  const { remaining } = preview.credits;
  const left = `${remaining} session${remaining === 1 ? '' : 's'} left`;
  if (booked <= remaining) {
    return { enough: true, message: `Uses ${booked} of your ${left}.` };
  }
  if (remaining === 0) return { enough: false, message: 'You have no sessions left: enroll first.' };
  return {
    enough: false,
    message: `You have ${left}: book ${remaining} lesson${remaining === 1 ? '' : 's'} at most, or enroll for more.`,
  };
}
