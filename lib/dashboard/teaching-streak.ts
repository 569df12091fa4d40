/**
 * The teaching streak from the local days that had a completed session (client-safe, pure).
 * Days are numbered back from today: 0 is today, 1 yesterday, ... The streak counts consecutive days
 * back from today, or from yesterday when today has none yet (a streak is not broken before the day
 * is over), and stops at the look-back limit.
 */

/** Spec limit: the streak looks back at most 365 days. */
export const streakLookBackDays = 365;

export function teachingStreak(daysAgoWithCompletedSession: Iterable<number>, limit = streakLookBackDays): number {
  const days = new Set(daysAgoWithCompletedSession);
  const first = days.has(0) ? 0 : 1;
  let streak = 0;
  while (streak < limit && days.has(first + streak)) streak += 1;
  return streak;
}
