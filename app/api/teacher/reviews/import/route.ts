import { withTeacher } from '@/lib/http/route';
import { importReviewsRoute } from '@/lib/reviews/import/contracts';
import { importReviews } from '@/lib/reviews/import/import-reviews';
import { readImportBody } from '@/lib/reviews/import/read-import-body';

// JSON, text/csv or a multipart CSV: the contract has no JSON body; the rows are read here, within 1 MB.
export const POST = withTeacher(importReviewsRoute, async ({ req, query, teacher, meta }) => {
  const rows = await readImportBody(req);
  return importReviews({ teacherId: teacher.id, rows, dryRun: query.dryRun, meta });
});
