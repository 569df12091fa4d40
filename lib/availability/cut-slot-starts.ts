import type { FreeInterval } from './engine-types';

type CutOptions = {
  durationMs: number;
  stepMs: number;
  /** Slots start at or after this instant (the window start, or now plus notice). */
  earliestStart: number;
  /** ...and strictly before this one (the end of the window). */
  startsBefore: number;
};

/**
 * Start instants of the slots that fit wholly inside the free intervals. Starts lie on a grid of
 * `stepMs` from each interval's anchor (the start of its working window, so slots after a busy
 * session stay on the quarter hours of the teacher's day). Sorted when the intervals are.
 */
export function cutSlotStarts(free: readonly FreeInterval[], options: CutOptions): number[] {
  const { durationMs, stepMs, earliestStart, startsBefore } = options;
  const starts: number[] = [];
  for (const interval of free) {
    const from = Math.max(interval.start, earliestStart);
    const stepsToFirst = Math.ceil((from - interval.gridAnchor) / stepMs);
    for (let start = interval.gridAnchor + Math.max(0, stepsToFirst) * stepMs; ; start += stepMs) {
      if (start >= startsBefore || start + durationMs > interval.end) break;
      starts.push(start);
    }
  }
  return starts;
}
