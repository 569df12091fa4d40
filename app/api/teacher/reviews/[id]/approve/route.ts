import { withTeacher } from '@/lib/http/route';
import { approveReviewRoute } from '@/lib/reviews/contracts';
import { moderateReview } from '@/lib/reviews/moderate-review';

export const POST = withTeacher(approveReviewRoute, ({ teacher, params, meta }) =>
  moderateReview({ teacherId: teacher.id, reviewId: params.id, action: 'approve', meta }),
);
