/** Route contracts of the private iCalendar feeds: the owners' switches and the public feed itself. */
import { defineRoute } from '@/lib/core/route-contract';
import { feedWindowDays, ZCalendarFeed, ZFeedFileParams } from './schemas';

const tags = ['calendar'];
const feedState = { description: 'Whether the feed is on, and its URL', schema: ZCalendarFeed };

export const getTeacherCalendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/calendar-feed',
  summary: "The teacher's private iCalendar feed: on or off, and its subscription URL",
  tags,
  auth: 'teacher',
  responses: { 200: feedState },
});

export const rotateTeacherCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/calendar-feed/rotate',
  summary: 'A new secret feed URL for the teacher (turns the feed on); the previous URL stops working at once',
  tags,
  auth: 'teacher',
  responses: { 200: feedState },
});

export const turnOffTeacherCalendarFeedRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/calendar-feed',
  summary: "Turns the teacher's feed off: its URL answers 404 from now on",
  tags,
  auth: 'teacher',
  responses: { 200: feedState },
});

export const getStudentCalendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/student/calendar-feed',
  summary: "The student's private iCalendar feed of their own sessions: on or off, and its URL",
  tags,
  auth: 'student',
  responses: { 200: feedState },
});

export const rotateStudentCalendarFeedRoute = defineRoute({
  method: 'POST',
  path: '/api/student/calendar-feed/rotate',
  summary: 'A new secret feed URL for the student (turns the feed on); the previous URL stops working at once',
  tags,
  auth: 'student',
  blockedDuringImpersonation: true,
  responses: { 200: feedState },
});

export const turnOffStudentCalendarFeedRoute = defineRoute({
  method: 'DELETE',
  path: '/api/student/calendar-feed',
  summary: "Turns the student's feed off: its URL answers 404 from now on",
  tags,
  auth: 'student',
  blockedDuringImpersonation: true,
  responses: { 200: feedState },
});

export const calendarFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/calendar-feeds/{file}',
  summary:
    `A private iCalendar feed (text/calendar), found by the secret token of its URL (\`<token>.ics\`): the owner's ` +
    `sessions from ${feedWindowDays.past} days ago to ${feedWindowDays.future} days ahead (a student's: only the ` +
    'sessions they attend). Cancelled, rejected, expired sessions and payment holds are left out. UID `<sessionId>@lektio`',
  tags,
  auth: 'public',
  rateLimit: 'public.calendar-feed',
  params: ZFeedFileParams,
  responses: {
    200: { description: 'The calendar', contentType: 'text/calendar' },
    404: { description: 'NOT_FOUND: no feed has this URL (never existed, rotated or turned off)' },
  },
});
