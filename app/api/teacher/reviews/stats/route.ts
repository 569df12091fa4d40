import { withTeacher } from '@/lib/http/route';
import { getReviewStatsRoute } from '@/lib/reviews/contracts';
import { getReviewStats } from '@/lib/reviews/get-review-stats';

export const GET = withTeacher(getReviewStatsRoute, ({ teacher }) => getReviewStats({ teacherId: teacher.id }));
