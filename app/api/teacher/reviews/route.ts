import { withTeacher } from '@/lib/http/route';
import { listTeacherReviewsRoute } from '@/lib/reviews/contracts';
import { listTeacherReviews } from '@/lib/reviews/list-teacher-reviews';

export const GET = withTeacher(listTeacherReviewsRoute, ({ teacher, query }) =>
  listTeacherReviews({ teacherId: teacher.id, query }),
);
