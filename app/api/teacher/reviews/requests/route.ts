import { withTeacher } from '@/lib/http/route';
import { listReviewRequestsRoute } from '@/lib/reviews/requests/contracts';
import { listReviewRequests } from '@/lib/reviews/requests/list-review-requests';

export const GET = withTeacher(listReviewRequestsRoute, ({ query, teacher }) =>
  listReviewRequests({ teacherId: teacher.id, ...query }),
);
