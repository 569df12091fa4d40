import type { ErrorDetail } from '@/lib/core/errors';

type RuleTimes = { weekday: number; startTime: string; endTime: string };

/**
 * Problems of a schedule's rules and dates, as field paths: each window must end after it starts,
 * windows of one weekday must not overlap (touching is fine: 09:00-13:00 and 13:00-15:00), and the
 * validity range must not end before it begins. `HH:mm` strings compare like the times they name.
 */
export function scheduleShapeIssues(schedule: {
  rules?: RuleTimes[];
  validFrom?: string | null;
  validUntil?: string | null;
}): ErrorDetail[] {
  const issues: ErrorDetail[] = [];
  const rules = schedule.rules ?? [];
  rules.forEach((rule, index) => {
    if (rule.endTime <= rule.startTime) {
      issues.push({ path: `rules.${index}.endTime`, message: 'The end must be after the start' });
      return;
    }
    const clash = rules.findIndex(
      (other, otherIndex) =>
        otherIndex < index &&
        other.weekday === rule.weekday &&
        other.startTime < rule.endTime &&
        rule.startTime < other.endTime,
    );
    if (clash >= 0) {
      issues.push({ path: `rules.${index}.startTime`, message: `Overlaps window ${clash + 1} of the same weekday` });
    }
  });
  if (schedule.validFrom && schedule.validUntil && schedule.validUntil < schedule.validFrom) {
    issues.push({ path: 'validUntil', message: 'The schedule cannot end before it starts' });
  }
  return issues;
}
