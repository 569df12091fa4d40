/**
 * Route contracts of the waitlist: a student joins a full service's waitlist, checks the position,
 * leaves; the teacher sees who waits for a service and offers one of them a free place.
 */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZJoinWaitlistInput,
  ZServiceWaitlist,
  ZServiceWaitlistEntry,
  ZServiceWaitlistParams,
  ZServiceWaitlistQuery,
  ZWaitlistEntryParams,
  ZWaitlistPlace,
  ZWaitlistServiceParams,
} from './schemas';

const notOnList = { description: 'NOT_FOUND: the student is not waiting for this service' };

export const joinWaitlistRoute = defineRoute({
  method: 'POST',
  path: '/api/student/waitlist',
  summary:
    "Join the waitlist of a service of the student's teacher. Joining again while waiting is idempotent; a " +
    'cancelled or converted entry is re-opened at the end of the line',
  tags: ['waitlist'],
  auth: 'student',
  body: ZJoinWaitlistInput,
  responses: {
    200: { description: 'Already on the waitlist: the existing place', schema: ZWaitlistPlace },
    201: { description: 'Joined: the new place at the end of the line', schema: ZWaitlistPlace },
    404: { description: "NOT_FOUND: no such service of the student's teacher, or it is deleted or archived" },
  },
});

export const getWaitlistPlaceRoute = defineRoute({
  method: 'GET',
  path: '/api/student/waitlist/{serviceId}',
  summary: "The student's place on a service's waitlist, with the 1-based position (waiting and notified entries)",
  tags: ['waitlist'],
  auth: 'student',
  params: ZWaitlistServiceParams,
  responses: { 200: { description: 'The place', schema: ZWaitlistPlace }, 404: notOnList },
});

export const leaveWaitlistRoute = defineRoute({
  method: 'DELETE',
  path: '/api/student/waitlist/{serviceId}',
  summary: "Leave a service's waitlist: the entry becomes cancelled",
  tags: ['waitlist'],
  auth: 'student',
  params: ZWaitlistServiceParams,
  responses: { 204: { description: 'Left the waitlist' }, 404: notOnList },
});

// ---- The teacher's side ----

export const listServiceWaitlistRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/services/{id}/waitlist',
  summary:
    'Who waits for a service of the signed-in teacher: open entries (waiting, notified) first in line first, ' +
    "each with the student, the position the student is told, since when and the offer's status; with the " +
    "service's capacity and the places free to offer (null: no capacity)",
  tags: ['waitlist'],
  auth: 'teacher',
  params: ZServiceWaitlistParams,
  query: ZServiceWaitlistQuery,
  responses: {
    200: { description: 'A page of the waitlist', schema: ZServiceWaitlist },
    404: { description: 'NOT_FOUND: no such service of the teacher, or it is deleted' },
  },
});

export const offerWaitlistPlaceRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/services/{id}/waitlist/{entryId}/offer',
  summary:
    'Offer a free place of the service to one waiting student, whatever their position: the entry becomes ' +
    'notified and the student is e-mailed the offer, as when a place frees up for the first in line',
  tags: ['waitlist'],
  auth: 'teacher',
  params: ZWaitlistEntryParams,
  responses: {
    200: { description: 'The offered entry', schema: ZServiceWaitlistEntry },
    404: {
      description: "NOT_FOUND: no such entry of this service of the teacher (another teacher's, a deleted student)",
    },
    409: {
      description:
        'SERVICE_FULL: every place is taken (raise the capacity or cancel an enrollment first); INVALID_STATE: the ' +
        'student was offered a place already or no longer waits, or the service is archived',
    },
  },
});
