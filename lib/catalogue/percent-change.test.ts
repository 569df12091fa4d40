import { describe, expect, it } from 'vitest';
import { percentChange } from './percent-change';

describe('percentChange', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [4, 3, 33.3],
    [2, 3, -33.3],
    [0, 5, -100],
    [7, 7, 0],
    [5, 0, null],
    [0, 0, null],
  ])('%i against %i is %s', (value, previous, expected) => {
    expect(percentChange(value, previous)).toBe(expected);
  });
});
