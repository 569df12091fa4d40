import { describe, expect, it } from 'vitest';
import { mergeIntervals, subtractIntervals, widenIntervals } from './interval-set';

const i = (start: number, end: number) => ({ start, end });

describe('interval sets', () => {
  it('merge sorts, joins overlapping and touching intervals, drops empty ones', () => {
    expect(mergeIntervals([i(5, 7), i(1, 3), i(3, 4), i(6, 9), i(10, 10)])).toEqual([i(1, 4), i(5, 9)]);
  });

  it('subtract cuts holes and keeps the other fields of each piece', () => {
    const base = [
      { start: 0, end: 10, gridAnchor: 0 },
      { start: 20, end: 30, gridAnchor: 20 },
    ];
    expect(subtractIntervals(base, [i(-5, 1), i(4, 6), i(9, 22), i(25, 26)])).toEqual([
      { start: 1, end: 4, gridAnchor: 0 },
      { start: 6, end: 9, gridAnchor: 0 },
      { start: 22, end: 25, gridAnchor: 20 },
      { start: 26, end: 30, gridAnchor: 20 },
    ]);
    expect(subtractIntervals([i(0, 10)], [i(0, 10)])).toEqual([]);
    expect(subtractIntervals([i(0, 10)], [])).toEqual([i(0, 10)]);
  });

  it('widen adds the buffer on both sides and merges what then touches', () => {
    expect(widenIntervals([i(10, 20), i(24, 30)], 2)).toEqual([i(8, 32)]);
  });
});
