import { describe, expect, it } from 'vitest';
import { createReview, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { getReviewStats, reviewStatsFrom } from './get-review-stats';

describe('reviewStatsFrom', () => {
  it('rounds the average to one decimal and the response rate to a whole percent', () => {
    expect(
      reviewStatsFrom([
        { rating: 5, count: 2, answered: 1 },
        { rating: 4, count: 1, answered: 0 },
      ]),
    ).toEqual({ count: 3, average: 4.7, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 }, responseRate: 33 });
  });

  it('answers null average and rate without reviews', () => {
    expect(reviewStatsFrom([])).toEqual({
      count: 0,
      average: null,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      responseRate: null,
    });
  });
});

describe('getReviewStats', () => {
  it('counts approved reviews of the teacher only, in one statement', async () => {
    const teacher = await createTeacher();
    const other = await createTeacher();
    await createReview({ teacherId: teacher.id, rating: 3, teacherResponse: 'Thanks' });
    await createReview({ teacherId: teacher.id, rating: 2 });
    await createReview({ teacherId: teacher.id, rating: 1, status: 'pending' });
    await createReview({ teacherId: teacher.id, rating: 1, status: 'hidden' });
    await createReview({ teacherId: teacher.id, rating: 1, status: 'rejected' });
    await createReview({ teacherId: other.id, rating: 5 });
    const { result, count } = await countQueries(() => getReviewStats({ teacherId: teacher.id }));
    expect(result).toEqual({
      count: 2,
      average: 2.5,
      distribution: { 1: 0, 2: 1, 3: 1, 4: 0, 5: 0 },
      responseRate: 50,
    });
    expect(count).toBe(1);
  });
});
