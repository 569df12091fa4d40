import { describe, expect, it } from 'vitest';
import { ZBufferInput, resolveInsightTargets } from './scheduling-schemas';

describe('resolveInsightTargets', () => {
  it('fills the spec defaults for nothing stored', () => {
    expect(resolveInsightTargets(null)).toEqual({ attendance: 95, completion: 90, rebooking: 80 });
  });

  it('keeps valid stored targets and replaces out-of-range or non-integer ones by their default', () => {
    expect(resolveInsightTargets({ attendance: 100, completion: 0, rebooking: 50.5 })).toEqual({
      attendance: 100,
      completion: 90,
      rebooking: 80,
    });
  });
});

describe('ZBufferInput (the buffer form)', () => {
  it('accepts whole minutes from 0 to 240 and refuses the rest, NaN from an empty field included', () => {
    expect(ZBufferInput.safeParse({ bufferMinutes: 0 }).success).toBe(true);
    expect(ZBufferInput.safeParse({ bufferMinutes: 240 }).success).toBe(true);
    for (const bufferMinutes of [-1, 241, 2.5, Number.NaN]) {
      expect(ZBufferInput.safeParse({ bufferMinutes }).success).toBe(false);
    }
  });
});
