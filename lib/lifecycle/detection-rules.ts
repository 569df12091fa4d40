import type { TRecordedLifecycleEventType } from '@/lib/students/lifecycle-schemas';

/**
 * The occurrences the daily lifecycle detection writes (decision 0047). Client-safe constants, so
 * the insights pages can explain them with the same numbers.
 */

/** `enrollment_expiring`: an active enrollment whose validUntil is in [now, now + 7 days). */
export const expiringWithinDays = 7;

/** `milestone_reached`: the nth completed session of a student. */
export const sessionMilestones = [10, 25, 50, 100] as const;

/** `streak_achieved`: n consecutive calendar weeks (teacher's zone, Monday first) with a completed session. */
export const streakWeeks = [4, 8, 12, 26, 52] as const;

/** The types the detection writes; nothing else writes them, except trial_completed (completeSession). */
export const detectedLifecycleTypes = [
  'gap_detected',
  'churn_detected',
  'enrollment_expiring',
  'enrollment_expired',
  'streak_achieved',
  'milestone_reached',
  'trial_completed',
] as const satisfies readonly TRecordedLifecycleEventType[];
export type DetectedLifecycleType = (typeof detectedLifecycleTypes)[number];
