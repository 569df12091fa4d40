/** Route contracts of review requests (issue 15 item 2, decision 0038). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZListReviewRequestsQuery, ZReviewRequest, ZReviewRequestList, ZSendReviewRequestInput } from './schemas';

export const sendReviewRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/reviews/requests/send',
  summary:
    "E-mail the session's student a link to review it (the portal's reviews page). Only for your completed " +
    'session whose student has an e-mail and has not reviewed it; at most one request per session',
  tags: ['reviews'],
  auth: 'teacher',
  body: ZSendReviewRequestInput,
  responses: {
    201: { description: 'Recorded; the e-mail goes out through the outbox', schema: ZReviewRequest },
    404: { description: "NOT_FOUND: no such session of yours (another teacher's looks missing)" },
    409: { description: 'CONFLICT: a review request was already sent for this session' },
    422: {
      description:
        'SESSION_NOT_COMPLETED: the session is not completed; NO_STUDENT_EMAIL: no student (or one deleted or ' +
        'without an e-mail) to ask; ALREADY_REVIEWED: the student already reviewed it',
    },
  },
});

export const listReviewRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/reviews/requests',
  summary:
    'Review requests you sent, newest first, with the student, service and session date; completedAt once reviewed',
  tags: ['reviews'],
  auth: 'teacher',
  query: ZListReviewRequestsQuery,
  responses: { 200: { description: 'A page of review requests', schema: ZReviewRequestList } },
});
