import { describe, expect, it } from 'vitest';
import { createReview, createTeacher } from '@/test/factories';
import { respondToReview } from './respond-to-review';

describe('respondToReview', () => {
  it('replaces the response and moves respondedAt; another teacher gets 404', async () => {
    const teacher = await createTeacher();
    const review = await createReview({ teacherId: teacher.id });
    const first = new Date('2026-11-01T09:00:00Z');
    const second = new Date('2026-11-02T09:00:00Z');
    await respondToReview({ teacherId: teacher.id, reviewId: review.id, input: { response: 'Thanks' }, now: first });
    const edited = await respondToReview({
      teacherId: teacher.id,
      reviewId: review.id,
      input: { response: 'Thank you!' },
      now: second,
    });
    expect(edited).toMatchObject({ teacherResponse: 'Thank you!', respondedAt: second.toISOString() });
    const other = await createTeacher();
    await expect(
      respondToReview({ teacherId: other.id, reviewId: review.id, input: { response: 'Mine' } }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
