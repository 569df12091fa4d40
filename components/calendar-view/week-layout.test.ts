import { describe, expect, it } from 'vitest';
import { visibleMinutes } from './week-layout';

describe('visibleMinutes', () => {
  it('clips busy time to the drawn hours instead of widening the grid', () => {
    expect(visibleMinutes({ start: 0, end: 24 * 60 }, 8, 20)).toEqual({ start: 8 * 60, end: 20 * 60 });
    expect(visibleMinutes({ start: 9 * 60, end: 10 * 60 }, 8, 20)).toEqual({ start: 9 * 60, end: 10 * 60 });
    expect(visibleMinutes({ start: 6 * 60, end: 8 * 60 }, 8, 20)).toBeNull();
    expect(visibleMinutes({ start: 20 * 60, end: 22 * 60 }, 8, 20)).toBeNull();
  });
});
