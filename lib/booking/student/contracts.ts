/** Route contracts of the student's own sessions (`/api/student/sessions/**`, issue 6 item 5). */
import { ZPage } from '@/lib/core/pagination';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZBookStudentSessionInput,
  ZCancellationPreview,
  ZCancelStudentSessionInput,
  ZHomeworkDoneInput,
  ZHomeworkDoneResult,
  ZListStudentHomeworkQuery,
  ZStudentHomework,
  ZListStudentSessionsQuery,
  ZMoodInput,
  ZMoodResult,
  ZReschedulePreview,
  ZReschedulePreviewQuery,
  ZRescheduleStudentSessionInput,
  ZStudentCancelResult,
  ZStudentRescheduleResult,
  ZStudentSession,
  ZStudentSessionDetail,
  ZStudentSessionIdParams,
} from './schemas';

const notFound = { description: "NOT_FOUND: no such session of the student (another student's looks missing)" };
const invalidState = (what: string) => ({ description: `INVALID_STATE: ${what}` });

export const bookStudentSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/student/sessions',
  summary:
    "Book a session of the teacher's active service with a credit of an active enrollment; joins a group " +
    'session starting at that very time when there is one. consentAccepted must be true',
  tags: ['booking'],
  auth: 'student',
  body: ZBookStudentSessionInput,
  responses: {
    201: { description: 'The booked session', schema: ZStudentSession },
    404: { description: 'NOT_FOUND: no such active service of the teacher' },
    409: {
      description:
        'SLOT_UNAVAILABLE: the time is not free or the group session is full; CONFLICT: already booked in it',
    },
    422: { description: 'NO_CREDITS: no active, unexpired enrollment in the service with a session left' },
  },
});

export const listStudentSessionsRoute = defineRoute({
  method: 'GET',
  path: '/api/student/sessions',
  summary:
    "The student's sessions (booked or joined), with summary, homework and how many materials: upcoming (not " +
    'ended, cancelled ones included) soonest first, or past (ended) latest first',
  tags: ['booking'],
  auth: 'student',
  query: ZListStudentSessionsQuery,
  responses: { 200: { description: 'A page of sessions', schema: ZPage(ZStudentSession) } },
});

export const getStudentSessionRoute = defineRoute({
  method: 'GET',
  path: '/api/student/sessions/{id}',
  summary:
    "One of the student's sessions with summary, homework (homeworkDueAt, homeworkDoneAt), linked resources " +
    '({ id, title, type, url, fileName, contentType }: direct links and those of the linked templates) and ' +
    'templates ({ id, title }) and their mood (no notes, no phone)',
  tags: ['booking'],
  auth: 'student',
  params: ZStudentSessionIdParams,
  responses: { 200: { description: 'The session', schema: ZStudentSessionDetail }, 404: notFound },
});

export const previewStudentCancellationRoute = defineRoute({
  method: 'GET',
  path: '/api/student/sessions/{id}/cancellation-preview',
  summary: 'Dry run of a cancel: exactly the policy outcome and credit change the cancel would apply now',
  tags: ['booking'],
  auth: 'student',
  params: ZStudentSessionIdParams,
  responses: {
    200: { description: 'What a cancel would do', schema: ZCancellationPreview },
    404: notFound,
    409: invalidState('the session started or is closed'),
  },
});

export const cancelStudentSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/student/sessions/{id}/cancel',
  summary:
    'Cancel a session (a group participant leaves only their seat) under the cancellation policy; the ' +
    'credit is returned, forfeited or partly kept as the policy says',
  tags: ['booking'],
  auth: 'student',
  params: ZStudentSessionIdParams,
  body: ZCancelStudentSessionInput,
  responses: {
    200: { description: 'The outcome, the credit change and the session', schema: ZStudentCancelResult },
    404: notFound,
    409: invalidState('the session started, is closed, or changed meanwhile'),
    422: { description: 'POLICY_BLOCKED: the cancellation policy refuses it' },
  },
});

export const previewStudentRescheduleRoute = defineRoute({
  method: 'GET',
  path: '/api/student/sessions/{id}/reschedule-preview',
  summary: 'Dry run of moving a session to startUtc: the policy outcome and whether that time is free',
  tags: ['booking'],
  auth: 'student',
  params: ZStudentSessionIdParams,
  query: ZReschedulePreviewQuery,
  responses: {
    200: { description: 'What a reschedule would do', schema: ZReschedulePreview },
    404: notFound,
    409: invalidState('only the primary student of a scheduled session not started (nor shared) can move it'),
  },
});

export const rescheduleStudentSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/student/sessions/{id}/reschedule',
  summary: 'Move a scheduled session to another free time, within the policy (maxReschedules, minHoursBefore)',
  tags: ['booking'],
  auth: 'student',
  params: ZStudentSessionIdParams,
  body: ZRescheduleStudentSessionInput,
  responses: {
    200: { description: 'The outcome and the moved session', schema: ZStudentRescheduleResult },
    404: notFound,
    409: {
      description:
        'SLOT_UNAVAILABLE: the new time is not free; INVALID_STATE: not the primary student of a scheduled ' +
        'session not started, or it changed meanwhile',
    },
    422: { description: 'POLICY_BLOCKED: the cancellation policy refuses the reschedule' },
  },
});

export const submitSessionMoodRoute = defineRoute({
  method: 'POST',
  path: '/api/student/sessions/{id}/mood',
  summary: 'Tell how a finished session went (completed or pending review); disabled while impersonating',
  tags: ['booking'],
  auth: 'student',
  blockedDuringImpersonation: true,
  params: ZStudentSessionIdParams,
  body: ZMoodInput,
  responses: {
    200: { description: 'The mood stored', schema: ZMoodResult },
    403: { description: 'FORBIDDEN: a teacher is impersonating the student' },
    404: notFound,
    409: invalidState('the session has not taken place'),
  },
});

export const setHomeworkDoneRoute = defineRoute({
  method: 'POST',
  path: '/api/student/sessions/{id}/homework-done',
  summary:
    "Mark the session's homework done (`done: true` sets homeworkDoneAt, keeping an earlier mark) or open " +
    'again (`false` clears it); in a group each student marks their own',
  tags: ['booking'],
  auth: 'student',
  params: ZStudentSessionIdParams,
  body: ZHomeworkDoneInput,
  responses: {
    200: { description: 'The mark now', schema: ZHomeworkDoneResult },
    404: notFound,
    409: invalidState('the session has no homework'),
  },
});

export const listStudentHomeworkRoute = defineRoute({
  method: 'GET',
  path: '/api/student/homework',
  summary:
    "The homework of the student's sessions: open first by due date (undated last), then done, latest " +
    'marked first; `status` keeps only open or only done',
  tags: ['booking'],
  auth: 'student',
  query: ZListStudentHomeworkQuery,
  responses: { 200: { description: 'A page of homework', schema: ZPage(ZStudentHomework) } },
});
