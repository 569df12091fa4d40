/** Route contracts of the teacher's enrollments (rosters). */
import { defineRoute } from '@/lib/core/route-contract';
import { ZPage } from '@/lib/core/pagination';
import { ZEnrollmentDetail, ZEnrollmentIdParams, ZEnrollmentRow, ZListEnrollmentsQuery } from './schemas';

export const listEnrollmentsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/enrollments',
  summary: 'Roster: enrollments of one service (serviceId) or of all, newest first, with credits',
  tags: ['enrollments'],
  auth: 'teacher',
  query: ZListEnrollmentsQuery,
  responses: { 200: { description: 'A page of enrollments', schema: ZPage(ZEnrollmentRow) } },
});

export const getEnrollmentRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/enrollments/{id}',
  summary: 'One enrollment of the signed-in teacher',
  tags: ['enrollments'],
  auth: 'teacher',
  params: ZEnrollmentIdParams,
  responses: { 200: { description: 'The enrollment', schema: ZEnrollmentDetail } },
});

export const cancelEnrollmentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/enrollments/{id}/cancel',
  summary: 'Cancel an enrollment (not from completed, cancelled or expired)',
  tags: ['enrollments'],
  auth: 'teacher',
  params: ZEnrollmentIdParams,
  responses: {
    200: { description: 'The cancelled enrollment', schema: ZEnrollmentDetail },
    409: { description: 'INVALID_STATE: the enrollment is completed, cancelled or expired' },
  },
});
