/** Route contracts of a course's schedule: /api/teacher/services/{id}/schedule... */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreateScheduleItemInput,
  ZReorderScheduleInput,
  ZScheduleItem,
  ZScheduleItemList,
  ZScheduleItemParams,
  ZServiceIdParams,
  ZUpdateScheduleItemInput,
} from './schemas';

const notACourse = { description: 'NOT_A_COURSE: only services with structure=course have a schedule' };

export const listScheduleItemsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services/{id}/schedule',
  summary: 'Schedule items of a course in sequence order',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  responses: { 200: { description: 'Items, sequence 1..n', schema: ZScheduleItemList } },
});

export const createScheduleItemRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/services/{id}/schedule',
  summary: 'Append an item (live_session needs a duration in minutes; milestones have none)',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  body: ZCreateScheduleItemInput,
  responses: { 201: { description: 'The new item, last in sequence', schema: ZScheduleItem }, 422: notACourse },
});

export const updateScheduleItemRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/services/{id}/schedule/{itemId}',
  summary: 'Edit a schedule item',
  tags: ['services'],
  auth: 'teacher',
  params: ZScheduleItemParams,
  body: ZUpdateScheduleItemInput,
  responses: { 200: { description: 'The item', schema: ZScheduleItem }, 422: notACourse },
});

export const deleteScheduleItemRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/services/{id}/schedule/{itemId}',
  summary: 'Delete a schedule item; the following ones move up',
  tags: ['services'],
  auth: 'teacher',
  params: ZScheduleItemParams,
  responses: { 204: { description: 'Deleted' }, 422: notACourse },
});

export const reorderScheduleItemsRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/services/{id}/schedule/reorder',
  summary: 'Reorder: the body is a JSON array of item ids, every item of the course exactly once, in the new order',
  tags: ['services'],
  auth: 'teacher',
  params: ZServiceIdParams,
  body: ZReorderScheduleInput,
  responses: {
    200: { description: 'Items in their new sequence', schema: ZScheduleItemList },
    409: { description: "CONFLICT: the list is not exactly the course's items; nothing changed" },
    422: notACourse,
  },
});
