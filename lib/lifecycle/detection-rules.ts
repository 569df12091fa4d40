/**
 * The occurrences the daily lifecycle detection writes (decision 0047). Client-safe constants, so
 * the insights pages can explain them with the same numbers. Which types it writes
 * (detectedLifecycleTypes) is in lib/students/lifecycle-schemas.ts, beside the types themselves.
 */

/** `enrollment_expiring`: an active enrollment whose validUntil is in [now, now + 7 days). */
export const expiringWithinDays = 7;

/** `milestone_reached`: the nth completed session of a student. */
export const sessionMilestones = [10, 25, 50, 100] as const;

/** `streak_achieved`: n consecutive calendar weeks (teacher's zone, Monday first) with a completed session. */
export const streakWeeks = [4, 8, 12, 26, 52] as const;
