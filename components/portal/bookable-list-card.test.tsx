import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TMakeupCredit } from '@/lib/booking/makeup/makeup-schemas';
import type { BookableEnrollment } from '@/lib/booking/student/list-bookable-enrollments';
import { withIntl } from '@/test/intl';
import { BookableEnrollments } from './bookable-enrollments';
import { MakeupCredits } from './makeup-credits';

const service = { id: '00000000-0000-4000-8000-00000000b001', name: 'Monthly guitar', slug: 'monthly-guitar' };
const enrollment = (overrides: Partial<BookableEnrollment> = {}): BookableEnrollment => ({
  enrollmentId: '00000000-0000-4000-8000-00000000e001',
  service: { ...service, isPrivate: true, durationMinutes: 60 },
  teacherSlug: 'demo',
  remaining: 3,
  validUntil: '2026-12-31T22:59:00.000Z',
  ...overrides,
});
const credit: TMakeupCredit = {
  id: '00000000-0000-4000-8000-00000000c001',
  service,
  cancelledLessonAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-12-20T09:00:00.000Z',
  bookPath: '/demo/book/monthly-guitar?makeup=00000000-0000-4000-8000-00000000c001',
};
const zone = 'Europe/Madrid';

describe('the portal cards that lead into booking (one list card)', () => {
  it('lists the enrollments with credits left: sessions left, until when, and a link to book a time', () => {
    const html = renderToStaticMarkup(
      withIntl(
        <BookableEnrollments
          enrollments={[enrollment(), enrollment({ enrollmentId: 'e2', remaining: 1, validUntil: null })]}
          timezone={zone}
        />,
      ),
    );
    expect(html).toContain('<section aria-labelledby="book-a-session"');
    expect(html).toContain('<h2 id="book-a-session"');
    expect(html).toContain('Book a session');
    expect(html).toContain('3 sessions left</span>');
    expect(html).toContain('1 session left</span>');
    expect(html).toContain('valid until <time dateTime="2026-12-31T22:59:00.000Z">');
    expect(html).toContain('no end date');
    expect(html).toMatch(
      /<a aria-label="Book a time: Monthly guitar"[^>]*href="\/demo\/book\/monthly-guitar">Book a time<\/a>/,
    );
    expect(html.match(/<li /g)).toHaveLength(2);
  });

  it('lists the open make-up credits: the lesson each stands for, the date to book by, the booking link', () => {
    const html = renderToStaticMarkup(withIntl(<MakeupCredits credits={[credit]} timezone={zone} />));
    expect(html).toContain('<section aria-labelledby="makeup-credits"');
    expect(html).toContain('Make-up lessons');
    expect(html).toContain('for the lesson of ');
    expect(html).toContain('book by <time dateTime="2026-12-20T09:00:00.000Z">');
    expect(html).toMatch(
      /<a aria-label="Book a make-up lesson of Monthly guitar"[^>]*href="\/demo\/book\/monthly-guitar\?makeup=[^"]+">/,
    );
  });

  it('draws nothing when there is nothing to book', () => {
    expect(renderToStaticMarkup(withIntl(<BookableEnrollments enrollments={[]} timezone={zone} />))).toBe('');
    expect(renderToStaticMarkup(withIntl(<MakeupCredits credits={[]} timezone={zone} />))).toBe('');
  });
});
