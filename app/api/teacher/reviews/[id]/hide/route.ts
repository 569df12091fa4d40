import { withTeacher } from '@/lib/http/route';
import { hideReviewRoute } from '@/lib/reviews/contracts';
import { moderateReview } from '@/lib/reviews/moderate-review';

export const POST = withTeacher(hideReviewRoute, ({ teacher, params, meta }) =>
  moderateReview({ teacherId: teacher.id, reviewId: params.id, action: 'hide', meta }),
);
