/** Route contracts of availability: the teacher's schedules and overrides, and the public and student slots. */
import { z } from 'zod';
import { ZTeacherSlugParams } from '@/lib/catalogue/schemas';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreateOverrideInput,
  ZCreateScheduleInput,
  ZIdParams,
  ZListOverridesQuery,
  ZOverride,
  ZSchedule,
  ZServiceAvailability,
  ZServiceAvailabilityQuery,
  ZUpdateOverrideInput,
  ZUpdateScheduleInput,
} from './schemas';

// ---- Public ----

export const serviceAvailabilityRoute = defineRoute({
  method: 'GET',
  path: '/api/public/{slug}/service-availability',
  summary: "Free slots of an active service in the visitor's dates and zone (at most 62 days per request)",
  tags: ['public', 'availability'],
  auth: 'public',
  rateLimit: 'public.service-availability',
  params: ZTeacherSlugParams,
  query: ZServiceAvailabilityQuery,
  responses: {
    200: { description: 'Slots in time order; UTC and visitor-local forms', schema: ZServiceAvailability },
    400: { description: 'VALIDATION_ERROR, e.g. `Invalid IANA timezone`, a window over 62 days' },
    404: { description: 'No such active, public service of this teacher' },
  },
});

// ---- Student ----

export const studentServiceAvailabilityRoute = defineRoute({
  method: 'GET',
  path: '/api/student/service-availability',
  summary:
    "Free slots of an active service of the signed-in student's teacher, private and unlisted ones included (same query and answer as the public slots)",
  tags: ['availability'],
  auth: 'student',
  query: ZServiceAvailabilityQuery,
  responses: {
    200: { description: 'Slots in time order; UTC and student-local forms', schema: ZServiceAvailability },
    400: { description: 'VALIDATION_ERROR, e.g. `Invalid IANA timezone`, a window over 62 days' },
    401: { description: 'No student session' },
    404: { description: "No such active service of the student's teacher" },
  },
});

// ---- Teacher: schedules ----

const scheduleTags = ['availability'];

export const listSchedulesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/availability-schedules',
  summary: 'Availability schedules of the signed-in teacher, with their weekly rules',
  tags: scheduleTags,
  auth: 'teacher',
  responses: { 200: { description: 'All schedules', schema: z.object({ data: z.array(ZSchedule) }) } },
});

export const createScheduleRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/availability-schedules',
  summary: "Create a schedule (zone defaults to the teacher's; windows of a weekday must not overlap)",
  tags: scheduleTags,
  auth: 'teacher',
  body: ZCreateScheduleInput,
  responses: { 201: { description: 'The new schedule', schema: ZSchedule } },
});

export const getScheduleRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/availability-schedules/{id}',
  summary: 'One schedule with its rules',
  tags: scheduleTags,
  auth: 'teacher',
  params: ZIdParams,
  responses: { 200: { description: 'The schedule', schema: ZSchedule } },
});

export const updateScheduleRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/availability-schedules/{id}',
  summary: 'Change a schedule; `rules`, when sent, replace all its rules',
  tags: scheduleTags,
  auth: 'teacher',
  params: ZIdParams,
  body: ZUpdateScheduleInput,
  responses: { 200: { description: 'The updated schedule', schema: ZSchedule } },
});

export const deleteScheduleRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/availability-schedules/{id}',
  summary: 'Delete a schedule and its rules (booked sessions stay)',
  tags: scheduleTags,
  auth: 'teacher',
  params: ZIdParams,
  responses: { 204: { description: 'Deleted' } },
});

// ---- Teacher: overrides ----

export const listOverridesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/availability-overrides',
  summary: 'Overrides of the signed-in teacher between two local dates (inclusive), by date',
  tags: scheduleTags,
  auth: 'teacher',
  query: ZListOverridesQuery,
  responses: { 200: { description: 'Overrides in date order', schema: z.object({ data: z.array(ZOverride) }) } },
});

export const createOverrideRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/availability-overrides',
  summary: "A closed day, blocked hours or extra hours on one date (teacher's zone)",
  tags: scheduleTags,
  auth: 'teacher',
  body: ZCreateOverrideInput,
  responses: { 201: { description: 'The new override', schema: ZOverride } },
});

export const getOverrideRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/availability-overrides/{id}',
  summary: 'One override',
  tags: scheduleTags,
  auth: 'teacher',
  params: ZIdParams,
  responses: { 200: { description: 'The override', schema: ZOverride } },
});

export const updateOverrideRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/availability-overrides/{id}',
  summary: 'Change an override',
  tags: scheduleTags,
  auth: 'teacher',
  params: ZIdParams,
  body: ZUpdateOverrideInput,
  responses: { 200: { description: 'The updated override', schema: ZOverride } },
});

export const deleteOverrideRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/availability-overrides/{id}',
  summary: 'Delete an override',
  tags: scheduleTags,
  auth: 'teacher',
  params: ZIdParams,
  responses: { 204: { description: 'Deleted' } },
});
