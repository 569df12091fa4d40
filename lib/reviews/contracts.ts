/**
 * Route contracts of student and teacher reviews (issue 15 items 1-2). Import and review requests
 * (`lib/reviews/import`, `lib/reviews/requests`) and public reviews (`lib/reviews/public`) declare theirs
 * in their own folders.
 */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZListStudentReviewsQuery,
  ZListTeacherReviewsQuery,
  ZRespondToReviewInput,
  ZReview,
  ZReviewIdParams,
  ZReviewList,
  ZReviewSessionIdParams,
  ZReviewStats,
  ZSubmitReviewInput,
  ZUpdateReviewInput,
} from './schemas';

const impersonating = { description: 'FORBIDDEN: a teacher is impersonating the student' };
const studentReviewMissing = { description: "NOT_FOUND: no such review of the student (another's looks missing)" };
const teacherReviewMissing = { description: "NOT_FOUND: no such review of the teacher (another's looks missing)" };

// ---- Student ----

export const submitReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/student/sessions/{id}/review',
  summary:
    'Review one of your completed sessions (own booking or a seat in a group session), once per session. ' +
    'Published at once (approved); anonymous hides the name and avatar. Disabled while impersonating',
  tags: ['reviews'],
  auth: 'student',
  blockedDuringImpersonation: true,
  params: ZReviewSessionIdParams,
  body: ZSubmitReviewInput,
  responses: {
    201: { description: 'The review', schema: ZReview },
    403: impersonating,
    404: { description: "NOT_FOUND: no such session of the student (another student's looks missing)" },
    409: { description: 'CONFLICT: you already reviewed this session' },
    422: { description: 'SESSION_NOT_COMPLETED: the session is not completed (for you)' },
  },
});

export const listStudentReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/student/reviews',
  summary: 'Your reviews, newest first, with the service and the session date',
  tags: ['reviews'],
  auth: 'student',
  query: ZListStudentReviewsQuery,
  responses: { 200: { description: 'A page of reviews', schema: ZReviewList } },
});

export const updateStudentReviewRoute = defineRoute({
  method: 'PATCH',
  path: '/api/student/reviews/{id}',
  summary:
    'Change the rating, text or anonymity of your review (anonymous clears name and avatar; turning it ' +
    'off shows your name again). Disabled while impersonating',
  tags: ['reviews'],
  auth: 'student',
  blockedDuringImpersonation: true,
  params: ZReviewIdParams,
  body: ZUpdateReviewInput,
  responses: { 200: { description: 'The review', schema: ZReview }, 403: impersonating, 404: studentReviewMissing },
});

export const deleteStudentReviewRoute = defineRoute({
  method: 'DELETE',
  path: '/api/student/reviews/{id}',
  summary: 'Delete your review (the session can be reviewed again). Disabled while impersonating',
  tags: ['reviews'],
  auth: 'student',
  blockedDuringImpersonation: true,
  params: ZReviewIdParams,
  responses: { 204: { description: 'Deleted' }, 403: impersonating, 404: studentReviewMissing },
});

// ---- Teacher ----

export const listTeacherReviewsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/reviews',
  summary:
    'Your reviews, newest first: filter by status, rating, answered (has a response) and serviceId; the ' +
    'student (unless anonymous), service and session date on each',
  tags: ['reviews'],
  auth: 'teacher',
  query: ZListTeacherReviewsQuery,
  responses: { 200: { description: 'A page of reviews (20 by default, at most 100)', schema: ZReviewList } },
});

export const getReviewStatsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/reviews/stats',
  summary:
    'Count, average (one decimal), distribution 1-5 and response rate (percent with a response) of your ' +
    'approved reviews; average and responseRate are null without reviews',
  tags: ['reviews'],
  auth: 'teacher',
  responses: { 200: { description: 'The figures', schema: ZReviewStats } },
});

export const respondToReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/reviews/{id}/respond',
  summary: 'Set your public response to a review; responding again replaces it',
  tags: ['reviews'],
  auth: 'teacher',
  params: ZReviewIdParams,
  body: ZRespondToReviewInput,
  responses: { 200: { description: 'The review', schema: ZReview }, 404: teacherReviewMissing },
});

export const approveReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/reviews/{id}/approve',
  summary:
    'Publish a review (status approved); audited as review.approve. Approving an approved review changes nothing',
  tags: ['reviews'],
  auth: 'teacher',
  params: ZReviewIdParams,
  responses: { 200: { description: 'The review', schema: ZReview }, 404: teacherReviewMissing },
});

export const hideReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/reviews/{id}/hide',
  summary:
    'Take a review off your public page and stats (status hidden); audited as review.hide. Hiding a hidden review changes nothing',
  tags: ['reviews'],
  auth: 'teacher',
  params: ZReviewIdParams,
  responses: { 200: { description: 'The review', schema: ZReview }, 404: teacherReviewMissing },
});
