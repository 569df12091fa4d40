import { withTeacher } from '@/lib/http/route';
import { sendReviewRequestRoute } from '@/lib/reviews/requests/contracts';
import { sendReviewRequest } from '@/lib/reviews/requests/send-review-request';

export const POST = withTeacher(sendReviewRequestRoute, async ({ body, teacher, meta }) =>
  Response.json(await sendReviewRequest({ teacherId: teacher.id, sessionId: body.sessionId, meta }), { status: 201 }),
);
