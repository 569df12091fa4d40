import { describe, expect, it } from 'vitest';
import { shiftMonth } from './shift-month';

describe('shiftMonth', () => {
  it('moves across year ends both ways', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12-01');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12-01');
  });
});
