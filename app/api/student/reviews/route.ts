import { withStudent } from '@/lib/http/route';
import { listStudentReviewsRoute } from '@/lib/reviews/contracts';
import { listStudentReviews } from '@/lib/reviews/list-student-reviews';

export const GET = withStudent(listStudentReviewsRoute, ({ student, query }) =>
  listStudentReviews({ student, pagination: query }),
);
