import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TPublicReview, TPublicReviewList } from '@/lib/reviews/public/schemas';
import { withIntl } from '@/test/intl';
import { starFill } from './public-rating-stars';
import { PublicReviews } from './public-reviews';
import { PublicReviewsJsonLd } from './public-reviews-json-ld';

const review = (overrides: Partial<TPublicReview>): TPublicReview => ({
  id: crypto.randomUUID(),
  rating: 5,
  content: 'Great lessons',
  isAnonymous: false,
  reviewerName: 'Ana López',
  reviewerAvatarUrl: null,
  teacherResponse: null,
  respondedAt: null,
  source: 'platform',
  externalSource: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  service: null,
  ...overrides,
});

const list = (data: TPublicReview[], total = data.length): TPublicReviewList => ({
  data,
  page: 1,
  limit: 5,
  total,
  stats: { count: total, average: 4.5, distribution: { 1: 0, 2: 0, 3: 0, 4: total - 1, 5: 1 } },
});

const render = (reviews: TPublicReviewList) =>
  renderToStaticMarkup(
    withIntl(
      <PublicReviews
        reviews={reviews}
        teacherName="Marta"
        timeZone="Europe/Madrid"
        teacherSlug="marta"
        pathname="/marta"
        showService
      />,
    ),
  );

describe('PublicReviews', () => {
  it('shows the average, the distribution, names, anonymity, the source and the response', () => {
    const html = render(
      list(
        [
          review({ teacherResponse: 'Thank you!', service: { name: 'Conversation', slug: 'conversation' } }),
          review({ isAnonymous: true, reviewerName: null, rating: 4 }),
          review({ source: 'imported', externalSource: 'google', reviewerName: 'Ben', rating: 4 }),
        ],
        12,
      ),
    );
    expect(html).toContain('4.5');
    expect(html).toContain('12 reviews');
    expect(html).toContain('5 stars: 1 review');
    expect(html).toContain('4 stars: 11 reviews');
    expect(html).toContain('Anonymous student');
    expect(html).toContain('From Google');
    expect(html).toContain('Response from Marta');
    expect(html).toContain('href="/marta/services/conversation"');
    // More than one page: a link to the older ones.
    expect(html).toContain('href="/marta?reviews=2#reviews"');
  });

  it('shows nothing without reviews', () => {
    expect(
      render({ ...list([]), stats: { count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } } }),
    ).toBe('');
  });
});

describe('PublicReviewsJsonLd', () => {
  it('writes an AggregateRating with `<` escaped, and nothing without reviews', () => {
    const html = renderToStaticMarkup(
      <PublicReviewsJsonLd
        teacher={{ name: 'Marta </script><script>alert(1)</script>', bio: null }}
        stats={{ count: 12, average: 4.5, distribution: { 1: 0, 2: 0, 3: 0, 4: 6, 5: 6 } }}
        teacherPage="https://lektio.test/marta"
      />,
    );
    expect(html).toMatch(/^<script type="application\/ld\+json">/);
    expect(html).not.toContain('</script><script>');
    const json = JSON.parse(html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(json).toMatchObject({
      '@type': 'Service',
      provider: { '@type': 'Person', name: 'Marta </script><script>alert(1)</script>' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12, bestRating: 5 },
    });
    const none = renderToStaticMarkup(
      <PublicReviewsJsonLd
        teacher={{ name: 'Marta' }}
        stats={{ count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } }}
        teacherPage="https://lektio.test/marta"
      />,
    );
    expect(none).toBe('');
  });
});

describe('starFill', () => {
  it('fills to the nearest half star', () => {
    expect([1, 2, 3, 4, 5].map((position) => starFill(4.5, position))).toEqual([1, 1, 1, 1, 0.5]);
    expect([1, 2, 3, 4, 5].map((position) => starFill(4.2, position))).toEqual([1, 1, 1, 1, 0]);
    expect([1, 2, 3, 4, 5].map((position) => starFill(3.8, position))).toEqual([1, 1, 1, 1, 0]);
    expect(starFill(3.8, 4)).toBe(1);
    expect(starFill(3.7, 4)).toBe(0.5);
  });
});
