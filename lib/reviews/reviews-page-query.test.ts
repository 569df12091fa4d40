import { describe, expect, it } from 'vitest';
import { parseReviewsPageQuery } from './reviews-page-query';

describe('parseReviewsPageQuery', () => {
  it('reads the filters of the URL', () => {
    const serviceId = crypto.randomUUID();
    expect(parseReviewsPageQuery({ status: 'approved', rating: '4', answered: 'false', serviceId, page: '2' })).toEqual(
      {
        query: { status: 'approved', rating: 4, answered: false, serviceId, page: 2, limit: 20 },
        problem: null,
      },
    );
  });

  it('drops what it cannot read and says so', () => {
    expect(parseReviewsPageQuery({ rating: '9', status: 'hidden', answered: ['true', 'false'] })).toEqual({
      query: { status: 'hidden', answered: true, page: 1, limit: 20 },
      problem: 'Some filters in the address were not understood and were ignored.',
    });
  });
});
