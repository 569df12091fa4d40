import type { ErrorDetail } from '@/lib/core/errors';

type OverrideTimes = { isAvailable?: boolean; startTime?: string | null; endTime?: string | null };

/**
 * An override is a closed day (unavailable, no times), blocked hours (unavailable, times) or extra
 * hours (available, times): times come in pairs, end after start, and extra hours need times.
 */
export function overrideShapeIssues({ isAvailable = false, startTime, endTime }: OverrideTimes): ErrorDetail[] {
  const hasStart = startTime != null;
  const hasEnd = endTime != null;
  if (hasStart !== hasEnd) {
    return [{ path: hasStart ? 'endTime' : 'startTime', message: 'Give both times, or neither for the whole day' }];
  }
  if (hasStart && hasEnd && endTime <= startTime)
    return [{ path: 'endTime', message: 'The end must be after the start' }];
  if (isAvailable && !hasStart) return [{ path: 'startTime', message: 'Extra hours need a start and an end time' }];
  return [];
}
