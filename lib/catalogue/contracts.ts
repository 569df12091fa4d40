/** Route contracts of the catalogue: public pages and the teacher's services (schedule: schedule-contracts.ts). */
import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import { ZBookingQuestion } from './booking-questions-schemas';
import {
  ZBulkStatusResult,
  ZCreateServiceInput,
  ZListServicesQuery,
  ZPausedService,
  ZPublicProfile,
  ZPublicService,
  ZPublicTeacher,
  ZReorderResult,
  ZReorderServicesInput,
  ZServiceDetail,
  ZServiceIdParams,
  ZServiceIdsInput,
  ZServiceKpis,
  ZServiceList,
  ZServiceSlug,
  ZSlugCheckQuery,
  ZSlugCheckResult,
  ZTeacherService,
  ZTeacherSlugParams,
  ZUpdateServiceInput,
} from './schemas';

// ---- Public ----

export const getPublicProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}',
  summary: 'Teacher public profile plus listed services',
  tags: ['public'],
  auth: 'public',
  params: ZTeacherSlugParams,
  responses: { 200: { description: 'Profile and services', schema: ZPublicProfile } },
});

export const listPublicServicesRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/services',
  summary: 'Active services of a teacher',
  tags: ['public'],
  auth: 'public',
  params: ZTeacherSlugParams,
  responses: { 200: { description: 'Active, listed services', schema: z.object({ data: z.array(ZPublicService) }) } },
});

export const getPublicServiceRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/services/{serviceSlug}',
  summary: 'Detail of one active service (unlisted ones by direct link, private ones never)',
  tags: ['public'],
  auth: 'public',
  params: ZTeacherSlugParams.extend({ serviceSlug: ZServiceSlug }),
  responses: {
    200: {
      description: 'The service, its teacher and the questions a booker answers (`answers` in the booking bodies)',
      schema: ZPublicService.extend({ teacher: ZPublicTeacher, questions: z.array(ZBookingQuestion) }),
    },
  },
});

// ---- Teacher: services ----

export const listServicesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services',
  summary: 'Services of the signed-in teacher with their stats; filter by status, search; range for sessionsInRange',
  tags: ['services'],
  auth: 'teacher',
  query: ZListServicesQuery,
  responses: { 200: { description: 'A page of services and the date range applied', schema: ZServiceList } },
});

export const createServiceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/services',
  summary: 'Create a draft service',
  tags: ['services'],
  auth: 'teacher',
  body: ZCreateServiceInput,
  responses: {
    201: { description: 'The new draft', schema: ZTeacherService },
    409: { description: 'CONFLICT: the slug is already used by another service' },
  },
});

export const getTeacherServiceRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services/{id}',
  summary: 'One service of the signed-in teacher, with its active enrollments',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  responses: { 200: { description: 'The service', schema: ZServiceDetail } },
});

export const updateServiceRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/services/{id}',
  summary: 'Change fields of a service (`{ sortOrder }` alone to move it); the status moves only through the workflow',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  body: ZUpdateServiceInput,
  responses: {
    200: { description: 'The updated service', schema: ZTeacherService },
    409: { description: 'CONFLICT: the slug is already used by another service' },
  },
});

export const deleteServiceRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/services/{id}',
  summary: 'Delete a draft (soft delete; its slug is released)',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  responses: {
    204: { description: 'Deleted' },
    409: { description: 'INVALID_STATE: only drafts can be deleted' },
  },
});

const transitionRoute = <const P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tags: ['services'],
    auth: 'teacher',
    params: ZServiceIdParams,
    responses: {
      200: { description: 'The service in its new status', schema: ZTeacherService },
      409: { description: 'INVALID_STATE: the current status does not allow this move; nothing changed' },
    },
  });

export const publishServiceRoute = transitionRoute(
  '/api/teacher/services/{id}/publish',
  'Publish: draft or paused -> active',
);
export const archiveServiceRoute = transitionRoute(
  '/api/teacher/services/{id}/archive',
  'Archive: active or paused -> archived',
);

export const pauseServiceRoute = defineRoute({
  ...transitionRoute('/api/teacher/services/{id}/pause', 'Pause: active -> paused'),
  responses: {
    200: { description: 'The paused service and its number of active enrollments', schema: ZPausedService },
    409: { description: 'INVALID_STATE: only active services can be paused; nothing changed' },
  },
});

export const duplicateServiceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/services/{id}/duplicate',
  summary: 'Copy a service (tags and schedule included) as a draft named "... (copy)" with slug <slug>-copy[-n]',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  responses: { 201: { description: 'The copy', schema: ZTeacherService } },
});

const bulkRoute = <const P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tags: ['services'],
    auth: 'teacher',
    body: ZServiceIdsInput,
    responses: {
      200: { description: 'Updated ids, and the skipped ones with the reason', schema: ZBulkStatusResult },
    },
  });

export const bulkPublishServicesRoute = bulkRoute(
  '/api/teacher/services/bulk-publish',
  'Publish up to 100 services; only drafts and paused ones change',
);
export const bulkPauseServicesRoute = bulkRoute(
  '/api/teacher/services/bulk-pause',
  'Pause up to 100 services; only active ones change',
);

export const reorderServicesRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/services/reorder',
  summary: "Set the manual order: every one of the teacher's services, in the new order",
  tags: ['services'],
  auth: 'teacher',
  body: ZReorderServicesInput,
  responses: {
    200: { description: 'The order saved', schema: ZReorderResult },
    409: { description: "CONFLICT: the list is not exactly the teacher's services; nothing changed" },
  },
});

export const checkServiceSlugRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services/slug-check',
  summary: 'Whether a slug can be saved (the service in excludeId keeps its own slug)',
  tags: ['services'],
  auth: 'teacher',
  query: ZSlugCheckQuery,
  responses: { 200: { description: 'Availability, and why not', schema: ZSlugCheckResult } },
});

export const getServiceKpisRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services/stats',
  summary: "Month KPIs in the teacher's time zone, each with change % against the previous month",
  tags: ['services'],
  auth: 'teacher',
  responses: { 200: { description: 'Revenue, active enrollments, new enrollments, sessions', schema: ZServiceKpis } },
});
