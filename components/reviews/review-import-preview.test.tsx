import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withIntl } from '@/test/intl';
import { translator } from '@/lib/i18n/translator';
import type { TImportRowOutcome } from '@/lib/reviews/import/schemas';
import { fieldMessage, ReviewImportPreview } from './review-import-preview';

type Outcome = Partial<TImportRowOutcome> & Pick<TImportRowOutcome, 'row' | 'status'>;
const outcome = (row: Outcome): TImportRowOutcome => ({
  source: 'google',
  author: 'Ana',
  rating: 5,
  date: '2026-03-01T00:00:00.000Z',
  content: 'Great',
  errors: [],
  ...row,
});

describe('ReviewImportPreview', () => {
  it('shows each row with its outcome and its errors, as cards and as a table', () => {
    const html = renderToStaticMarkup(
      withIntl(
        <ReviewImportPreview
          rows={[
            outcome({ row: 1, status: 'new' }),
            outcome({
              row: 2,
              status: 'invalid',
              author: 'Ben',
              rating: 9,
              date: 'tomorrow',
              content: null,
              errors: [{ path: 'rows.2.rating', message: 'Give 1 to 5 stars' }],
            }),
            outcome({ row: 3, status: 'duplicate' }),
          ]}
        />,
      ),
    );
    expect(html).toContain('Row 2: Ben');
    expect(html.match(/Rating: Give 1 to 5 stars/g)).toHaveLength(2);
    expect(html).toContain('Will import');
    expect(html).toContain('Already there');
    expect(html).toContain('2026-03-01');
  });

  it('names the field of a row error, or gives the message alone for a whole row', () => {
    const t = translator('en', 'teacherReviewImport.preview');
    expect(fieldMessage({ path: 'rows.3.date', message: 'The date is in the future' }, t)).toBe(
      'Date: The date is in the future',
    );
    expect(fieldMessage({ path: 'rows.3', message: 'Has 4 cells; the header has 5' }, t)).toBe(
      'Has 4 cells; the header has 5',
    );
    expect(fieldMessage({ path: 'rows.3.odd_field', message: 'Unknown' }, t)).toBe('Odd_field: Unknown');
  });

  it("speaks the reader's language", () => {
    const t = translator('fr', 'teacherReviewImport.preview');
    expect(fieldMessage({ path: 'rows.3.rating', message: 'Note invalide' }, t)).toBe('Note : Note invalide');
    const html = renderToStaticMarkup(
      withIntl(<ReviewImportPreview rows={[outcome({ row: 1, status: 'duplicate', date: null })]} />, 'de'),
    );
    expect(html).toContain('Zeile 1: Ana');
    expect(html).toContain('Schon vorhanden');
  });
});
