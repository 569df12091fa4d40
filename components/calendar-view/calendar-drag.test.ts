import { describe, expect, it } from 'vitest';
import { clockOf, instantAt, isMovable, minutesAt, movedMinutes } from './calendar-drag';
import { nowLineTop } from './now-line';

const now = Date.parse('2026-11-25T13:40:00Z'); // 14:40 in Madrid

describe('the time grid arithmetic', () => {
  it('turns a point into the quarter hour under it, and a drag into whole quarter hours', () => {
    // Rows are 48 px an hour from 08:00: 2 h 20 min down is 10:15 after snapping down.
    expect(clockOf(minutesAt(2 * 48 + 17, 8))).toBe('10:15');
    expect(movedMinutes(10 * 60, 96)).toBe(12 * 60);
    expect(movedMinutes(10 * 60, -7)).toBe(10 * 60 - 15);
    expect(movedMinutes(23 * 60 + 30, 200)).toBe(23 * 60 + 45);
  });

  it("reads a dropped time on the teacher's clock, not the browser's", () => {
    expect(new Date(instantAt('2026-11-26', 10 * 60 + 30, 'Europe/Madrid')).toISOString()).toBe(
      '2026-11-26T09:30:00.000Z',
    );
  });

  it('lets only booked or to-confirm sessions that have not started be dragged', () => {
    const later = new Date(now + 3_600_000).toISOString();
    expect(isMovable({ status: 'scheduled', startsAt: later }, now)).toBe(true);
    expect(isMovable({ status: 'pending_confirmation', startsAt: later }, now)).toBe(true);
    expect(isMovable({ status: 'completed', startsAt: later }, now)).toBe(false);
    expect(isMovable({ status: 'scheduled', startsAt: new Date(now - 60_000).toISOString() }, now)).toBe(false);
  });

  it('draws the current-time line on today only, at the time of the zone', () => {
    const where = { date: '2026-11-25', zone: 'Europe/Madrid', first: 8, last: 20 };
    expect(nowLineTop(where, now)).toBe((6 + 40 / 60) * 48);
    expect(nowLineTop({ ...where, date: '2026-11-24' }, now)).toBeNull();
    expect(nowLineTop({ ...where, zone: 'Asia/Tokyo' }, now)).toBeNull(); // already the 26th there
  });
});
