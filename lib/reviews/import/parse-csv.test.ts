import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/core/csv';
import type { ValidationError } from '@/lib/core/errors';
import { checkImportRows, importHash } from './check-import-rows';
import { csvReviewRows } from './csv-review-rows';
import { parseCsv } from './parse-csv';

const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error as ValidationError;
  }
  throw new Error('did not throw');
};

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, commas and line breaks in quotes, CRLF, a BOM and blank lines', () => {
    const table = parseCsv('\uFEFFa,b,c\r\n1,"x, ""y""",3\r\n\r\n"multi\nline",,\n');
    expect(table).toEqual({
      header: ['a', 'b', 'c'],
      records: [
        ['1', 'x, "y"', '3'],
        ['multi\nline', '', ''],
      ],
    });
  });

  it('reads a semicolon-separated file (a spreadsheet in many locales)', () => {
    expect(parseCsv('source;author\ngoogle;Ana, B.').records).toEqual([['google', 'Ana, B.']]);
  });

  it('refuses an unclosed quote and an empty file', () => {
    expect(thrown(() => parseCsv('a\n"open')).details).toEqual([
      { path: 'file', message: 'A quoted field is not closed' },
    ]);
    expect(thrown(() => parseCsv('')).status).toBe(400);
  });
});

describe('csvReviewRows', () => {
  it('matches headers loosely, makes whole-number ratings numbers and drops an empty externalId', () => {
    const rows = csvReviewRows('Source,AUTHOR,Rating,Date,Content,External ID\ngoogle,Ana,5,2026-03-01,Great,\n');
    expect(rows).toEqual([
      {
        value: { source: 'google', author: 'Ana', rating: 5, date: '2026-03-01', content: 'Great' },
        errors: [],
      },
    ]);
  });

  it('refuses missing, unknown and repeated columns in one answer', () => {
    const error = thrown(() => csvReviewRows('source,author,stars,date,date\ngoogle,Ana,5,2026-03-01,x'));
    expect(error.details).toEqual([
      { path: 'columns', message: 'Unknown column "stars"' },
      { path: 'columns', message: 'Column "date" appears 2 times' },
      { path: 'columns', message: 'Missing column "rating"' },
      { path: 'columns', message: 'Missing column "content"' },
    ]);
  });

  it('refuses a file with no rows or more than 500', () => {
    expect(thrown(() => csvReviewRows('source,author,rating,date,content\n')).details?.[0]?.path).toBe('rows');
    const many = `source,author,rating,date,content\n${'g,A,5,2026-01-01,x\n'.repeat(501)}`;
    expect(thrown(() => csvReviewRows(many)).message).toContain('500');
  });

  it('reports each bad row with its number and field, and a row with the wrong number of cells', () => {
    const checked = checkImportRows(
      csvReviewRows(
        [
          'source,author,rating,date,content',
          'google,Ana,5,2026-03-01,Fine',
          'google,,five,2026-13-01,Bad',
          'google,Ben,4,2026-03-02',
          `google,Cleo,3,${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)},Later`,
        ].join('\n'),
      ),
    );
    expect(checked.map((row) => row.errors)).toEqual([
      [],
      [
        { path: 'rows.2.author', message: "Give the reviewer's name" },
        { path: 'rows.2.rating', message: 'Give a whole number of stars' },
        { path: 'rows.2.date', message: 'Give the date as 2026-03-14 or an ISO date-time' },
      ],
      [{ path: 'rows.3', message: 'Has 4 cells; the header has 5' }],
      [{ path: 'rows.4.date', message: 'The date is in the future' }],
    ]);
  });

  it('keeps a formula-looking cell as text, and an export of it does not become a formula', () => {
    const [row] = checkImportRows(
      csvReviewRows('source,author,rating,date,content\ngoogle,@Ana,5,2026-03-01,"=HYPERLINK(""http://x.test"")"'),
    );
    expect(row!.review).toMatchObject({ author: '@Ana', content: '=HYPERLINK("http://x.test")' });
    const exported = toCsv(
      [
        { key: 'author', header: 'Author' },
        { key: 'content', header: 'Content' },
      ],
      [
        { author: row!.review!.author, content: row!.review!.content },
        { author: '+1', content: '-2' },
      ],
    );
    expect(exported).toBe(`Author,Content\r\n'@Ana,"'=HYPERLINK(""http://x.test"")"\r\n'+1,'-2\r\n`);
  });
});

describe('de-duplication key', () => {
  it('is the given externalId, else a stable hash of source, author, date and content', () => {
    const [given, hashed, again, other] = checkImportRows(
      [
        { source: 'google', author: 'Ana', rating: 5, date: '2026-03-01', content: 'Hi', externalId: 'g-1' },
        { source: 'google', author: 'Ana', rating: 5, date: '2026-03-01', content: 'Hi' },
        { source: 'google', author: ' Ana ', rating: 4, date: '2026-03-01T00:00:00Z', content: 'Hi ' },
        { source: 'google', author: 'Ana', rating: 5, date: '2026-03-01', content: 'Hello' },
      ].map((value) => ({ value, errors: [] })),
    );
    expect(given!.review!.externalId).toBe('g-1');
    expect(hashed!.review!.externalId).toMatch(/^hash:[0-9a-f]{40}$/);
    // Trimmed text and the same instant: the same review (repeated in the list), whatever its rating.
    expect(again!.review!.externalId).toBe(hashed!.review!.externalId);
    expect(again!.repeated).toBe(true);
    expect(other!.review!.externalId).not.toBe(hashed!.review!.externalId);
    expect(importHash({ source: 'g', author: 'a', date: new Date('2026-01-01T00:00:00Z'), content: null })).toBe(
      importHash({ source: 'g', author: 'a', date: new Date('2026-01-01T00:00:00Z'), content: null }),
    );
  });
});
