/** Route contracts of the waitlist: a student joins a full service's waitlist, checks the position, leaves. */
import { defineRoute } from '@/lib/core/route-contract';
import { ZJoinWaitlistInput, ZWaitlistPlace, ZWaitlistServiceParams } from './schemas';

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
