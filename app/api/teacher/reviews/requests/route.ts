import { withTeacher } from '@/lib/core/http';
import { listReviewRequestsRoute } from '@/lib/reviews/requests/contracts';
import { listReviewRequests } from '@/lib/reviews/requests/list-review-requests';

export const GET = withTeacher(listReviewRequestsRoute, ({ query, teacher }) =>
  listReviewRequests({ teacherId: teacher.id, ...query }),
);
