import { withStudent } from '@/lib/http/route';
import { submitReviewRoute } from '@/lib/reviews/contracts';
import { submitReview } from '@/lib/reviews/submit-review';

export const POST = withStudent(submitReviewRoute, async ({ student, params, body, meta }) =>
  Response.json(await submitReview({ student, sessionId: params.id, input: body, meta }), { status: 201 }),
);
