/** Route contracts of the practice log (issue 33 item 4). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreatePracticeLogInput,
  ZPracticeLog,
  ZPracticeLogIdParams,
  ZPracticeLogList,
  ZPracticeRangeQuery,
  ZStudentIdParams,
  ZUpdatePracticeLogInput,
} from './schemas';

const rules =
  'minutes 1-600 (400), the day not after today in your zone nor more than 90 days back (422 ' +
  'PRACTICE_DAY_IN_FUTURE / PRACTICE_DAY_TOO_OLD), at most 1,440 minutes per day in all (422 PRACTICE_DAY_FULL)';
const notFound = { description: 'NOT_FOUND: no such entry of yours (another student’s looks missing)' };

export const createPracticeLogRoute = defineRoute({
  method: 'POST',
  path: '/api/student/practice-logs',
  summary: `Log practice on a day: ${rules}; serviceId, when given, a service of your teacher (else 404)`,
  tags: ['practice'],
  auth: 'student',
  body: ZCreatePracticeLogInput,
  responses: {
    201: { description: 'The entry', schema: ZPracticeLog },
    404: { description: 'NOT_FOUND: no such service of your teacher' },
    422: { description: 'PRACTICE_DAY_IN_FUTURE, PRACTICE_DAY_TOO_OLD or PRACTICE_DAY_FULL' },
  },
});

export const listPracticeLogsRoute = defineRoute({
  method: 'GET',
  path: '/api/student/practice-logs',
  summary:
    'Your practice entries from `from` to `to` (days, included; by default the last 12 weeks), newest first, ' +
    'with per-week totals',
  tags: ['practice'],
  auth: 'student',
  query: ZPracticeRangeQuery,
  responses: { 200: { description: 'Entries and weekly totals', schema: ZPracticeLogList } },
});

export const updatePracticeLogRoute = defineRoute({
  method: 'PATCH',
  path: '/api/student/practice-logs/{id}',
  summary: `Change one of your entries under the same rules: ${rules}`,
  tags: ['practice'],
  auth: 'student',
  params: ZPracticeLogIdParams,
  body: ZUpdatePracticeLogInput,
  responses: {
    200: { description: 'The entry', schema: ZPracticeLog },
    404: notFound,
    422: { description: 'PRACTICE_DAY_IN_FUTURE, PRACTICE_DAY_TOO_OLD or PRACTICE_DAY_FULL' },
  },
});

export const deletePracticeLogRoute = defineRoute({
  method: 'DELETE',
  path: '/api/student/practice-logs/{id}',
  summary: 'Delete one of your entries',
  tags: ['practice'],
  auth: 'student',
  params: ZPracticeLogIdParams,
  responses: { 204: { description: 'Deleted' }, 404: notFound },
});

export const listStudentPracticeLogsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/students/{id}/practice-logs',
  summary:
    "A student's practice entries from `from` to `to` (days of the student's zone, included; by default the " +
    'last 12 weeks), newest first, with per-week totals (ISO weeks, Monday first)',
  tags: ['practice'],
  auth: 'teacher',
  params: ZStudentIdParams,
  query: ZPracticeRangeQuery,
  responses: {
    200: { description: 'Entries and weekly totals', schema: ZPracticeLogList },
    404: { description: 'NOT_FOUND: no such student of yours' },
  },
});
