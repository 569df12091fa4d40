import { describe, expect, it } from 'vitest';
import { parseNewSessionPrefill } from './new-session-prefill';

const mine = '11111111-1111-4111-8111-111111111111';
const ids = new Set([mine]);
const none = { studentId: undefined, date: undefined, time: undefined };

describe('parseNewSessionPrefill', () => {
  it('keeps an own student, a calendar date and a clock time', () => {
    expect(parseNewSessionPrefill({ studentId: mine, date: '2026-12-01', time: '16:45' }, ids)).toEqual({
      studentId: mine,
      date: '2026-12-01',
      time: '16:45',
    });
    expect(parseNewSessionPrefill({ studentId: [mine, 'x'] }, ids)).toEqual({ ...none, studentId: mine });
  });

  it("ignores another teacher's student, malformed values and missing ones", () => {
    expect(
      parseNewSessionPrefill(
        { studentId: '22222222-2222-4222-8222-222222222222', date: '2026-02-30', time: '24:00' },
        ids,
      ),
    ).toEqual(none);
    expect(parseNewSessionPrefill({ date: 'tomorrow', time: '9:00' }, ids)).toEqual(none);
    expect(parseNewSessionPrefill({}, ids)).toEqual(none);
  });
});
