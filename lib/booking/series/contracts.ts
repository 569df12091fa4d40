/** Route contracts of weekly / fortnightly series (issue 13 item 7; decision 0029). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCancelledSeries,
  ZCancelSeriesInput,
  ZCreateStudentSeriesInput,
  ZCreateTeacherSeriesInput,
  ZMoveSeriesInput,
  ZSeriesIdParams,
  ZSeriesPreview,
  ZSessionSeries,
  ZStudentCancelledSeries,
  ZStudentSeriesPreviewInput,
  ZTeacherSeriesPreviewInput,
} from './schemas';

const seriesNotFound = { description: 'NOT_FOUND: no such series (or lesson in it) of the teacher' };
const pastLesson = { description: 'OCCURRENCE_IN_PAST: a lesson (named in details) is in the past' };
const taken = (path: string) => ({
  description: `SLOT_UNAVAILABLE: lessons at taken times, each named in details (path \`${path}\`); nothing written`,
});

export const previewTeacherSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/session-series/preview',
  summary:
    'Dry run of a weekly or fortnightly series for a student: each lesson at the same wall-clock time in the zone, ' +
    'its conflict (session, day off, past) with nearby free times, and the credit check',
  tags: ['booking'],
  auth: 'teacher',
  body: ZTeacherSeriesPreviewInput,
  responses: {
    200: { description: 'The planned lessons and credits', schema: ZSeriesPreview },
    404: { description: 'NOT_FOUND: no such service or student of the teacher' },
  },
});

export const createTeacherSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/session-series',
  summary:
    'Book the lessons kept after the preview (skipped ones left out, moved ones at their new start) in one ' +
    'transaction, a credit per lesson as single bookings take them (none left: booked without enrollment)',
  tags: ['booking'],
  auth: 'teacher',
  body: ZCreateTeacherSeriesInput,
  responses: {
    201: { description: 'The series and its lessons', schema: ZSessionSeries },
    404: { description: 'NOT_FOUND: no such service or student of the teacher' },
    409: taken('occurrences.<index>'),
    422: pastLesson,
  },
});

export const getTeacherSeriesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/session-series/{id}',
  summary: 'A series of the teacher with every lesson by start',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSeriesIdParams,
  responses: { 200: { description: 'The series', schema: ZSessionSeries }, 404: seriesNotFound },
});

export const cancelTeacherSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/session-series/{id}/cancel',
  summary:
    'Cancel a lesson of the series and every later open one, each as a teacher cancellation of a single session ' +
    '(credits returned); the series ends',
  tags: ['booking'],
  auth: 'teacher',
  params: ZSeriesIdParams,
  body: ZCancelSeriesInput,
  responses: {
    200: { description: 'The series and the cancelled lessons', schema: ZCancelledSeries },
    404: seriesNotFound,
    409: { description: 'INVALID_STATE: the lesson has begun or is closed, or the series changed meanwhile' },
  },
});

export const moveTeacherSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/session-series/{id}/move',
  summary:
    'Move a scheduled lesson to startUtc and every later scheduled one by the same wall-clock shift in the ' +
    "series' zone; rescheduleCount + 1 each; nothing moves on a conflict",
  tags: ['booking'],
  auth: 'teacher',
  params: ZSeriesIdParams,
  body: ZMoveSeriesInput,
  responses: {
    200: { description: 'The series after the move', schema: ZSessionSeries },
    404: seriesNotFound,
    409: taken('sessions.<sessionId>'),
    422: pastLesson,
  },
});

const notAllowed = {
  description: 'FORBIDDEN: the teacher does not let students book a series of this service (allowsRecurring)',
};

export const previewStudentSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/student/session-series/preview',
  summary:
    "Dry run of a series of a service that allows it: each lesson judged against the teacher's free time, " +
    "nearby free times, and the student's credits",
  tags: ['booking'],
  auth: 'student',
  body: ZStudentSeriesPreviewInput,
  responses: {
    200: { description: 'The planned lessons and credits', schema: ZSeriesPreview },
    403: notAllowed,
    404: { description: "NOT_FOUND: no such active service of the student's teacher" },
  },
});

export const createStudentSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/student/session-series',
  summary:
    'Book the kept lessons of a series in one transaction: every lesson in free time and paid with a credit, ' +
    'or nothing is booked. consentAccepted must be true',
  tags: ['booking'],
  auth: 'student',
  body: ZCreateStudentSeriesInput,
  responses: {
    201: { description: 'The series and its lessons', schema: ZSessionSeries },
    403: notAllowed,
    404: { description: "NOT_FOUND: no such active service of the student's teacher" },
    409: taken('occurrences.<index>'),
    422: { description: 'NO_CREDITS: fewer credits than lessons; OCCURRENCE_IN_PAST: a lesson is in the past' },
  },
});

export const cancelStudentSeriesRoute = defineRoute({
  method: 'POST',
  path: '/api/student/session-series/{id}/cancel',
  summary:
    "Cancel a lesson of the student's series and the later ones, each under the teacher's cancellation policy; " +
    'refused lessons stay booked and are reported',
  tags: ['booking'],
  auth: 'student',
  params: ZSeriesIdParams,
  body: ZCancelSeriesInput,
  responses: {
    200: { description: 'The cancelled and the refused lessons', schema: ZStudentCancelledSeries },
    404: { description: "NOT_FOUND: no such series (or lesson in it) of the student's" },
    409: { description: 'INVALID_STATE: the lesson has begun or is closed' },
    422: { description: 'POLICY_BLOCKED: the policy refuses every lesson; nothing changed' },
  },
});
