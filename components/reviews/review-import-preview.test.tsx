import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fieldMessage, ReviewImportPreview } from './review-import-preview';

describe('ReviewImportPreview', () => {
  it('shows each row with its outcome and its errors, as cards and as a table', () => {
    const html = renderToStaticMarkup(
      <ReviewImportPreview
        rows={[
          {
            row: 1,
            status: 'new',
            source: 'google',
            author: 'Ana',
            rating: 5,
            date: '2026-03-01T00:00:00.000Z',
            content: 'Great',
            errors: [],
          },
          {
            row: 2,
            status: 'invalid',
            source: 'google',
            author: 'Ben',
            rating: 9,
            date: 'tomorrow',
            content: null,
            errors: [{ path: 'rows.2.rating', message: 'Give 1 to 5 stars' }],
          },
          {
            row: 3,
            status: 'duplicate',
            source: 'google',
            author: 'Ana',
            rating: 5,
            date: '2026-03-01T00:00:00.000Z',
            content: 'Great',
            errors: [],
          },
        ]}
      />,
    );
    expect(html).toContain('Row 2: Ben');
    expect(html.match(/Rating: Give 1 to 5 stars/g)).toHaveLength(2);
    expect(html).toContain('Will import');
    expect(html).toContain('Already there');
    expect(html).toContain('2026-03-01');
  });

  it('names the field of a row error, or gives the message alone for a whole row', () => {
    expect(fieldMessage({ path: 'rows.3.date', message: 'The date is in the future' })).toBe(
      'Date: The date is in the future',
    );
    expect(fieldMessage({ path: 'rows.3', message: 'Has 4 cells; the header has 5' })).toBe(
      'Has 4 cells; the header has 5',
    );
  });
});
