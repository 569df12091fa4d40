import { describe, expect, it } from 'vitest';
import { ZIsoDate, ZIsoInstant, ZTimeZone } from './time-schemas';

describe('accepted dates and instants', () => {
  it.each(['1900-01-01', '2026-03-29', '2999-12-31'])('takes the date %s', (date) => {
    expect(ZIsoDate.safeParse(date).success).toBe(true);
  });

  // Year 0 is not a PostgreSQL date; 9999 plus a week or a month is not a four-digit year.
  it.each(['0000-01-01', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31'])('refuses the date %s', (date) => {
    const result = ZIsoDate.safeParse(date);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Use a date from 1900-01-01 to 2999-12-31']);
  });

  it.each([
    '1900-01-01T00:00:00Z',
    '2026-03-29T01:30:00+02:00',
    '2999-12-31T23:59:59.999Z',
    '3000-01-01T05:00:00+14:00',
  ])('takes the instant %s', (instant) => expect(ZIsoInstant.safeParse(instant).success).toBe(true));

  it.each([
    '0000-01-01T00:00:00Z',
    // Year 1 in its zone, year 0 in UTC.
    '0001-01-01T00:00:00+14:00',
    '1900-01-01T00:00:00+01:00',
    '2999-12-31T23:59:59-14:00',
    '9999-12-31T23:59:59Z',
  ])('refuses the instant %s', (instant) => {
    expect(ZIsoInstant.safeParse(instant).success).toBe(false);
  });

  it('gives a malformed value one message, not a range message too', () => {
    expect(ZIsoInstant.safeParse('yesterday').error?.issues).toHaveLength(1);
    expect(ZIsoDate.safeParse('2026-02-30').error?.issues).toHaveLength(1);
  });
});

describe('ZTimeZone', () => {
  it('refuses a name longer than any zone with the one zone message', () => {
    const result = ZTimeZone.safeParse(`Europe/${'x'.repeat(200)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Invalid IANA timezone']);
  });
});
