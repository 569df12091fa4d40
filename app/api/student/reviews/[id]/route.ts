import { withStudent } from '@/lib/http/route';
import { deleteStudentReviewRoute, updateStudentReviewRoute } from '@/lib/reviews/contracts';
import { deleteOwnReview } from '@/lib/reviews/delete-own-review';
import { updateOwnReview } from '@/lib/reviews/update-own-review';

export const PATCH = withStudent(updateStudentReviewRoute, ({ student, params, body, meta }) =>
  updateOwnReview({ student, reviewId: params.id, input: body, meta }),
);

export const DELETE = withStudent(deleteStudentReviewRoute, async ({ student, params, meta }) => {
  await deleteOwnReview({ student, reviewId: params.id, meta });
  return new Response(null, { status: 204 });
});
