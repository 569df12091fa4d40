import { describe, expect, it } from 'vitest';
import type { TSeriesPreview } from '@/lib/booking/series/schemas';
import { seriesCreditCheck, ZStudentBooking } from './student-booking-schema';

const previewWith = (remaining: number) =>
  ({ credits: { remaining, needed: 3, shortfall: Math.max(0, 3 - remaining) } }) as TSeriesPreview;

describe('student booking form', () => {
  it('needs consent and, for a series, 2 to 52 lessons', () => {
    const ok = { consentAccepted: true, repeat: 'weekly', count: 3 };
    expect(ZStudentBooking.safeParse(ok).success).toBe(true);
    expect(ZStudentBooking.safeParse({ ...ok, consentAccepted: false }).success).toBe(false);
    expect(ZStudentBooking.safeParse({ ...ok, count: 1 }).success).toBe(false);
    expect(ZStudentBooking.safeParse({ ...ok, count: 53 }).success).toBe(false);
    expect(ZStudentBooking.safeParse({ ...ok, repeat: 'daily' }).success).toBe(false);
  });

  it('lets a series be booked only with a credit for every kept lesson', () => {
    expect(seriesCreditCheck(previewWith(5), 3)).toEqual({ enough: true, message: 'Uses 3 of your 5 sessions left.' });
    expect(seriesCreditCheck(previewWith(1), 3)).toEqual({
      enough: false,
      message: 'You have 1 session left: book 1 lesson at most, or enroll for more.',
    });
    expect(seriesCreditCheck(previewWith(0), 2)).toMatchObject({ enough: false });
  });
});
