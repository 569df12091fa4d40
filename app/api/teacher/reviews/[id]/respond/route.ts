import { withTeacher } from '@/lib/http/route';
import { respondToReviewRoute } from '@/lib/reviews/contracts';
import { respondToReview } from '@/lib/reviews/respond-to-review';

export const POST = withTeacher(respondToReviewRoute, ({ teacher, params, body, meta }) =>
  respondToReview({ teacherId: teacher.id, reviewId: params.id, input: body, meta }),
);
