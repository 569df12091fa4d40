import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { ValidationError } from '@/lib/core/errors';
import { createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { importReviews } from './import-reviews';

const rows = (...values: object[]) => values.map((value) => ({ value, errors: [] }));
const review = (n: number, overrides: object = {}) => ({
  source: 'google',
  author: `Author ${n}`,
  rating: (n % 5) + 1,
  date: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`,
  content: `Review number ${n}`,
  ...overrides,
});

describe('importReviews', () => {
  it('imports approved, imported reviews written by the author on the date, and skips them the next time', async () => {
    const teacher = await createTeacher();
    const first = await importReviews({
      teacherId: teacher.id,
      rows: rows(review(1), review(2, { externalId: 'g-2', content: '' })),
      dryRun: false,
    });
    expect(first).toMatchObject({ dryRun: false, imported: 2, skipped: 0, invalid: 0 });
    expect(first.data).toHaveLength(2);
    expect(first.data[0]).toMatchObject({
      status: 'approved',
      source: 'imported',
      externalSource: 'google',
      reviewerName: 'Author 1',
      isAnonymous: false,
      rating: 2,
      content: 'Review number 1',
      createdAt: '2026-01-02T00:00:00.000Z',
      sessionId: null,
      serviceId: null,
    });
    expect(first.data[1]!.content).toBeNull();

    const again = await importReviews({
      teacherId: teacher.id,
      rows: rows(review(1), review(2, { externalId: 'g-2', content: 'edited' }), review(3)),
      dryRun: false,
    });
    expect(again).toMatchObject({ imported: 1, skipped: 2 });
    expect(again.rows.map((row) => row.status)).toEqual(['duplicate', 'duplicate', 'imported']);
    expect(await db.review.count({ where: { teacherId: teacher.id } })).toBe(3);
  });

  it('keys per teacher: the same list imports for another teacher', async () => {
    const [a, b] = await Promise.all([createTeacher(), createTeacher()]);
    await importReviews({ teacherId: a.id, rows: rows(review(1)), dryRun: false });
    expect((await importReviews({ teacherId: b.id, rows: rows(review(1)), dryRun: false })).imported).toBe(1);
  });

  it('imports nothing when a row is bad, with one detail per problem', async () => {
    const teacher = await createTeacher();
    const error = await importReviews({
      teacherId: teacher.id,
      rows: rows(review(1), review(2, { rating: 6 }), review(3, { author: '', extra: 1 })),
      dryRun: false,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe('2 of 3 rows are not valid; nothing was imported');
    expect((error as ValidationError).details).toEqual([
      { path: 'rows.2.rating', message: 'Give 1 to 5 stars' },
      { path: 'rows.3.author', message: "Give the reviewer's name" },
      { path: 'rows.3', message: 'Unknown field(s): extra' },
    ]);
    expect(await db.review.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('dry run: writes nothing and answers each row, repeats in the list and earlier imports as duplicates', async () => {
    const teacher = await createTeacher();
    await importReviews({ teacherId: teacher.id, rows: rows(review(1)), dryRun: false });
    const preview = await importReviews({
      teacherId: teacher.id,
      rows: rows(review(1), review(2), review(2), review(3, { rating: 0 })),
      dryRun: true,
    });
    expect(preview).toMatchObject({ dryRun: true, imported: 1, skipped: 2, invalid: 1, data: [] });
    expect(preview.rows).toEqual([
      expect.objectContaining({ row: 1, status: 'duplicate', author: 'Author 1' }),
      expect.objectContaining({ row: 2, status: 'new', rating: 3, date: '2026-01-03T00:00:00.000Z', errors: [] }),
      expect.objectContaining({ row: 3, status: 'duplicate' }),
      expect.objectContaining({
        row: 4,
        status: 'invalid',
        rating: 0,
        errors: [{ path: 'rows.4.rating', message: 'Give 1 to 5 stars' }],
      }),
    ]);
    expect(await db.review.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('two concurrent imports of one list import it once', async () => {
    const teacher = await createTeacher();
    const list = rows(review(1), review(2), review(3));
    const results = await Promise.all([
      importReviews({ teacherId: teacher.id, rows: list, dryRun: false }),
      importReviews({ teacherId: teacher.id, rows: list, dryRun: false }),
    ]);
    expect(results.map((result) => result.imported).sort()).toEqual([0, 3]);
    expect(await db.review.count({ where: { teacherId: teacher.id } })).toBe(3);
  });

  it('uses the same number of statements for 2 rows as for 200', async () => {
    const teacher = await createTeacher();
    const statements = async (count: number, offset: number, dryRun: boolean) =>
      (
        await countQueries(() =>
          importReviews({
            teacherId: teacher.id,
            rows: rows(...Array.from({ length: count }, (_, index) => review(offset + index))),
            dryRun,
          }),
        )
      ).count;
    expect(await statements(2, 0, false)).toBe(await statements(200, 1000, false));
    expect(await statements(2, 5000, true)).toBe(await statements(200, 6000, true));
  });
});
