import { describe, expect, it } from 'vitest';
import { formatCourseDates } from './course-dates-text';

describe('formatCourseDates', () => {
  it("writes the first session's day to the last one's on the visitor's clock", () => {
    const dates = { firstStartsAt: '2026-11-16T16:00:00.000Z', lastStartsAt: '2026-12-07T16:00:00.000Z' };
    expect(formatCourseDates(dates, 'Europe/Madrid')).toBe('16 Nov\u2009\u2013\u20097 Dec 2026');
    // 23:30 UTC is already the next day in Tokyo.
    const late = { firstStartsAt: '2026-11-16T23:30:00.000Z', lastStartsAt: '2026-11-30T23:30:00.000Z' };
    expect(formatCourseDates(late, 'Asia/Tokyo')).toBe('17 Nov\u2009\u2013\u20091 Dec 2026');
    expect(formatCourseDates(late, 'America/New_York')).toBe('16\u2009\u2013\u200930 Nov 2026');
  });

  it('writes one day for a one-session course', () => {
    const one = { firstStartsAt: '2026-11-16T16:00:00.000Z', lastStartsAt: '2026-11-16T16:00:00.000Z' };
    expect(formatCourseDates(one, 'UTC')).toBe('16 Nov 2026');
  });

  it("writes them in the reader's language (issue 32)", () => {
    const dates = { firstStartsAt: '2026-11-16T16:00:00.000Z', lastStartsAt: '2026-12-07T16:00:00.000Z' };
    expect(formatCourseDates(dates, 'Europe/Madrid', 'de')).toMatch(/16\. Nov.*7\. Dez\. 2026/);
    expect(formatCourseDates(dates, 'Europe/Madrid', 'es')).toMatch(/16 nov.*7 dic 2026/);
  });
});
