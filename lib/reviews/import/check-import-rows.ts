/**
 * Checks the rows of an import one by one (pure) and gives each its de-duplication key (decision
 * 0038): externalSource = the source as written (trimmed), externalId = the id given, or else a
 * stable hash of source, author, date and content, so that importing the same list again skips it.
 */
import { createHash } from 'node:crypto';
import type { ErrorDetail } from '@/lib/core/errors';
import type { RawImportRow } from './csv-review-rows';
import { ZImportReviewRow, type TImportReviewRow, type TImportRowOutcome } from './schemas';

export type CheckedRow = {
  row: number;
  errors: ErrorDetail[];
  /** The valid row with its key; null when the row has errors. */
  review: (TImportReviewRow & { externalSource: string; externalId: string; key: string }) | null;
  /** A later row with the key of an earlier one in the same list. */
  repeated: boolean;
  preview: Omit<TImportRowOutcome, 'status' | 'errors' | 'row'>;
};

/** `hash:` and 40 hex digits of SHA-256 over the four fields (the date as an ISO instant). */
export function importHash(review: Pick<TImportReviewRow, 'source' | 'author' | 'date' | 'content'>): string {
  const parts = [review.source, review.author, review.date.toISOString(), review.content ?? ''];
  return `hash:${createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40)}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function previewOf(value: unknown): CheckedRow['preview'] {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    source: text(record.source)?.trim() ?? null,
    author: text(record.author)?.trim() ?? null,
    rating: typeof record.rating === 'number' ? record.rating : null,
    date: text(record.date)?.trim() ?? null,
    content: text(record.content) ?? null,
  };
}

export function checkImportRows(rows: RawImportRow[]): CheckedRow[] {
  const seen = new Set<string>();
  return rows.map(({ value, errors: readErrors }, index) => {
    const row = index + 1;
    const parsed = ZImportReviewRow.safeParse(value);
    const errors = [
      ...readErrors.map((error) => ({
        ...error,
        path: `rows.${row}${error.path === '(row)' ? '' : `.${error.path}`}`,
      })),
      ...(parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            path: ['rows', row, ...issue.path].map(String).join('.'),
            message: issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
          }))),
    ];
    if (!parsed.success || errors.length) {
      return { row, errors, review: null, repeated: false, preview: previewOf(value) };
    }
    const data = parsed.data;
    const externalId = data.externalId ?? importHash(data);
    const key = JSON.stringify([data.source, externalId]);
    const repeated = seen.has(key);
    seen.add(key);
    return {
      row,
      errors,
      repeated,
      review: { ...data, externalSource: data.source, externalId, key },
      preview: {
        source: data.source,
        author: data.author,
        rating: data.rating,
        date: data.date.toISOString(),
        content: data.content ?? null,
      },
    };
  });
}
