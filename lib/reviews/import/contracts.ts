/** Route contract of the import of external reviews (issue 15 item 2, decision 0038). */
import { defineRoute } from '@/lib/core/route-contract';
import { maxImportRows, ZImportReviewsQuery, ZImportReviewsResult } from './schemas';

export const importReviewsRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/reviews/import',
  summary:
    'Import external reviews, all or nothing. Body: JSON `{ reviews: [{ source, author, rating, date, content?, externalId? }] }`, ' +
    'or a file (`text/csv` body or multipart/form-data with one field `file`, at most 1 MB): the same JSON, or a CSV with a header row ' +
    `source, author, rating, date, content (externalId optional); at most ${maxImportRows} reviews. ` +
    'Imported reviews are approved, `source: imported`, dated `date`. A review already imported (same source ' +
    'and externalId, or without an externalId the same source, author, date and content) is skipped. ' +
    '`?dryRun=true` imports nothing and answers each row with its outcome and errors',
  tags: ['reviews'],
  auth: 'teacher',
  query: ZImportReviewsQuery,
  responses: {
    200: { description: 'Imported and skipped counts, the new reviews and each row', schema: ZImportReviewsResult },
    400: {
      description:
        'VALIDATION_ERROR: a bad row refuses the whole import, one detail `rows.N.field` per problem (N counts from 1, ' +
        'the first line after the CSV header); or missing/unknown CSV columns',
    },
    413: { description: 'PAYLOAD_TOO_LARGE: over 1 MB' },
    415: { description: 'UNSUPPORTED_MEDIA_TYPE: not JSON, text/csv or multipart/form-data' },
  },
});
