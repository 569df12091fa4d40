import { describe, expect, it } from 'vitest';
import { completedLesson } from '@/test/reviews/completed-lesson';
import { submitReview } from './submit-review';
import { updateOwnReview } from './update-own-review';

describe('updateOwnReview', () => {
  it('changes only the fields given; anonymous toggles the stored name', async () => {
    const { student, session, ref } = await completedLesson();
    const review = await submitReview({
      student: ref,
      sessionId: session.id,
      input: { rating: 3, content: 'Fine', anonymous: false },
    });
    const anonymous = await updateOwnReview({ student: ref, reviewId: review.id, input: { anonymous: true } });
    expect(anonymous).toMatchObject({ rating: 3, content: 'Fine', isAnonymous: true, reviewerName: null });
    const named = await updateOwnReview({
      student: ref,
      reviewId: review.id,
      input: { anonymous: false, content: null },
    });
    expect(named).toMatchObject({ rating: 3, content: null, isAnonymous: false, reviewerName: student.name });
  });

  it("is 404 for another student's review, even of the same teacher", async () => {
    const { session, ref } = await completedLesson();
    const review = await submitReview({ student: ref, sessionId: session.id, input: { rating: 3, anonymous: false } });
    const elsewhere = await completedLesson();
    await expect(
      updateOwnReview({ student: elsewhere.ref, reviewId: review.id, input: { rating: 1 } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
