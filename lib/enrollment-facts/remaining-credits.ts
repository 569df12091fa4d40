import type { Prisma } from '@/lib/core/db';

/** The counters an enrollment's remaining credits are made of (select them with this). */
export const creditCountsSelect = {
  sessionsTotal: true,
  sessionsCompleted: true,
  sessionsScheduled: true,
  sessionsForfeited: true,
} satisfies Prisma.EnrollmentSelect;

export type CreditCounts = Prisma.EnrollmentGetPayload<{ select: typeof creditCountsSelect }>;

/**
 * Sessions of an enrollment still to book: total - completed - scheduled - forfeited (spec,
 * Enrollment). Also takes the sums of a group of enrollments (missing sums count as 0).
 */
export const remainingCredits = (counts: { [Field in keyof CreditCounts]: number | null }) =>
  (counts.sessionsTotal ?? 0) -
  (counts.sessionsCompleted ?? 0) -
  (counts.sessionsScheduled ?? 0) -
  (counts.sessionsForfeited ?? 0);
