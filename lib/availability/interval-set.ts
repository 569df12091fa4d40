import type { Interval } from './engine-types';

/** Sorted, non-overlapping union of the intervals; touching intervals join, empty ones vanish. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((interval) => interval.end > interval.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else merged.push({ start, end });
  }
  return merged;
}

/**
 * `base` minus `cuts`, both sorted and non-overlapping (as mergeIntervals returns them). Pieces keep
 * the other fields of the interval they come from (e.g. its slot grid anchor). Linear in both lists.
 */
export function subtractIntervals<T extends Interval>(base: readonly T[], cuts: readonly Interval[]): T[] {
  const pieces: T[] = [];
  let first = 0; // cuts before this index end before the current base interval starts
  for (const interval of base) {
    while (first < cuts.length && cuts[first]!.end <= interval.start) first++;
    let cursor = interval.start;
    for (let index = first; index < cuts.length && cuts[index]!.start < interval.end; index++) {
      const cut = cuts[index]!;
      if (cut.start > cursor) pieces.push({ ...interval, start: cursor, end: cut.start });
      cursor = Math.max(cursor, cut.end);
    }
    if (cursor < interval.end) pieces.push({ ...interval, start: cursor, end: interval.end });
  }
  return pieces;
}

/** Busy time widened by the buffer on both sides, merged. */
export const widenIntervals = (intervals: readonly Interval[], byMs: number): Interval[] =>
  mergeIntervals(intervals.map(({ start, end }) => ({ start: start - byMs, end: end + byMs })));
