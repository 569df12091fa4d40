import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { reviewSelect, toReview } from '../review-fields';
import { checkImportRows, type CheckedRow } from './check-import-rows';
import type { RawImportRow } from './csv-review-rows';
import type { TImportReviewsResult, TImportRowOutcome, TImportRowStatus } from './schemas';

const outcome = (row: CheckedRow, status: TImportRowStatus): TImportRowOutcome => ({
  row: row.row,
  status,
  ...row.preview,
  errors: row.errors,
});

const pairKey = (externalSource: string | null, externalId: string | null) =>
  JSON.stringify([externalSource, externalId]);

/**
 * Imports external reviews for one teacher, all or nothing (decision 0038): any bad row refuses the
 * whole list with 400 VALIDATION_ERROR and one `rows.N.field` detail per problem. Rows already
 * imported (same externalSource and externalId, the unique key of reviews) or repeated in the list
 * are skipped. Imported reviews are `source: imported`, approved, written by `author` on `date`.
 * A dry run writes nothing and answers every row's outcome, bad rows included. Constant statements:
 * a dry run reads the existing keys once; an import is one INSERT ... ON CONFLICT DO NOTHING.
 */
export async function importReviews({
  teacherId,
  rows,
  dryRun,
  meta,
}: {
  teacherId: string;
  rows: RawImportRow[];
  dryRun: boolean;
  meta?: RequestMeta;
}): Promise<TImportReviewsResult> {
  const checked = checkImportRows(rows);
  const invalid = checked.filter((row) => row.review === null);
  const fresh = checked.filter((row) => row.review && !row.repeated);

  if (dryRun) {
    const existing = fresh.length
      ? await db.review.findMany({
          where: { teacherId, externalId: { in: [...new Set(fresh.map((row) => row.review!.externalId))] } },
          select: { externalSource: true, externalId: true },
        })
      : [];
    const taken = new Set(existing.map((review) => pairKey(review.externalSource, review.externalId)));
    const outcomes = checked.map((row) =>
      outcome(
        row,
        !row.review
          ? 'invalid'
          : row.repeated || taken.has(pairKey(row.review.externalSource, row.review.externalId))
            ? 'duplicate'
            : 'new',
      ),
    );
    return summarize(true, outcomes, []);
  }

  if (invalid.length) {
    throw new ValidationError(
      `${invalid.length} of ${checked.length} rows are not valid; nothing was imported`,
      invalid.flatMap((row) => row.errors),
    );
  }

  const created = await transaction(async (tx) => {
    const inserted = await tx.review.createManyAndReturn({
      data: fresh.map(({ review }) => ({
        teacherId,
        rating: review!.rating,
        content: review!.content ?? null,
        status: 'approved' as const,
        isAnonymous: false,
        reviewerName: review!.author,
        source: 'imported' as const,
        externalSource: review!.externalSource,
        externalId: review!.externalId,
        createdAt: review!.date,
      })),
      // A review imported before (or by a concurrent import) is skipped, not an error.
      skipDuplicates: true,
      select: { ...reviewSelect, externalId: true },
    });
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'review.import',
      entity: { type: 'review', id: null },
      metadata: {
        imported: inserted.length,
        skipped: checked.length - inserted.length,
        sources: [...new Set(fresh.map((row) => row.review!.externalSource))],
      },
      request: meta,
    });
    return inserted;
  });

  const importedKeys = new Set(created.map((review) => pairKey(review.externalSource, review.externalId)));
  const outcomes = checked.map((row) =>
    outcome(
      row,
      !row.repeated && importedKeys.has(pairKey(row.review!.externalSource, row.review!.externalId))
        ? 'imported'
        : 'duplicate',
    ),
  );
  const byKey = new Map(created.map((review) => [pairKey(review.externalSource, review.externalId), review]));
  const data = fresh
    .map((row) => byKey.get(pairKey(row.review!.externalSource, row.review!.externalId)))
    .filter((review) => review !== undefined)
    .map(({ externalId: _externalId, ...review }) => toReview(review));
  return summarize(false, outcomes, data);
}

function summarize(
  dryRun: boolean,
  rows: TImportRowOutcome[],
  data: TImportReviewsResult['data'],
): TImportReviewsResult {
  const count = (status: TImportRowStatus) => rows.filter((row) => row.status === status).length;
  return {
    dryRun,
    imported: count(dryRun ? 'new' : 'imported'),
    skipped: count('duplicate'),
    invalid: count('invalid'),
    data,
    rows,
  };
}
