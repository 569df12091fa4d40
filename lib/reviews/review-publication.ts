import type { ReviewStatus } from '@/generated/prisma/enums';

/**
 * How a student's new review is published: the ONE place that decides it (submitReview stores this
 * status) and that the Reviews page describes, so the page cannot promise one thing while the
 * product does another. Decision 0037: a review is published at once and the teacher moderates after
 * the fact (hide, publish again); there is no approval queue and no setting for one.
 */
export const newReviewStatus = 'approved' as const satisfies ReviewStatus;

/** The Reviews page's account of what happens to a new review, from the status it is stored with. */
export function describeReviewPublication(status: ReviewStatus = newReviewStatus): string {
  return status === 'approved'
    ? 'What your students say about your lessons. A new review is published on your page as soon as it arrives; reply publicly, or hide one to take it off your page.'
    : 'What your students say about your lessons. A new review waits here as Pending until you publish it; reply publicly, or hide one.';
}
