import { describe, expect, it } from 'vitest';
import { parseNewSessionPrefill } from './new-session-prefill';

const mine = '11111111-1111-4111-8111-111111111111';
const ids = new Set([mine]);

describe('parseNewSessionPrefill', () => {
  it('keeps an own student and a calendar date', () => {
    expect(parseNewSessionPrefill({ studentId: mine, date: '2026-12-01' }, ids)).toEqual({
      studentId: mine,
      date: '2026-12-01',
    });
    expect(parseNewSessionPrefill({ studentId: [mine, 'x'] }, ids)).toEqual({ studentId: mine, date: undefined });
  });

  it("ignores another teacher's student, malformed values and missing ones", () => {
    expect(
      parseNewSessionPrefill({ studentId: '22222222-2222-4222-8222-222222222222', date: '2026-02-30' }, ids),
    ).toEqual({ studentId: undefined, date: undefined });
    expect(parseNewSessionPrefill({ date: 'tomorrow' }, ids)).toEqual({ studentId: undefined, date: undefined });
    expect(parseNewSessionPrefill({}, ids)).toEqual({ studentId: undefined, date: undefined });
  });
});
