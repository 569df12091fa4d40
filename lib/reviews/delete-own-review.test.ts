import { describe, expect, it } from 'vitest';
import { completedLesson } from '@/test/reviews/completed-lesson';
import { deleteOwnReview } from './delete-own-review';
import { submitReview } from './submit-review';

describe('deleteOwnReview', () => {
  it('deletes the own review, after which the session can be reviewed again; others get 404', async () => {
    const { session, ref } = await completedLesson();
    const input = { rating: 4, anonymous: false };
    const review = await submitReview({ student: ref, sessionId: session.id, input });
    const elsewhere = await completedLesson();
    await expect(deleteOwnReview({ student: elsewhere.ref, reviewId: review.id })).rejects.toMatchObject({
      status: 404,
    });
    await deleteOwnReview({ student: ref, reviewId: review.id });
    await expect(deleteOwnReview({ student: ref, reviewId: review.id })).rejects.toMatchObject({ status: 404 });
    expect(await submitReview({ student: ref, sessionId: session.id, input })).toMatchObject({ rating: 4 });
  });
});
