/** Route contracts of the teacher's calendar: a window of rows, the week view and the agenda. */
import { defineRoute } from '@/lib/core/route-contract';
import {
  maxAgendaDays,
  maxCalendarWindowDays,
  ZCalendarAgenda,
  ZCalendarAgendaQuery,
  ZCalendarItems,
  ZCalendarQuery,
  ZCalendarWeek,
  ZCalendarWeekQuery,
} from './schemas';

const tags = ['calendar'];

export const listCalendarRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/calendar',
  summary:
    'Everything in the window [start, end) by start: sessions overlapping it (type session), open hours ' +
    '(type availability, cut at local midnight) and closed days (type closed). Cancelled, rejected and ' +
    'expired sessions only with includeCancelled=true',
  tags,
  auth: 'teacher',
  query: ZCalendarQuery,
  responses: {
    200: { description: 'Calendar rows; times in UTC plus local forms in the teacher zone', schema: ZCalendarItems },
    400: { description: `VALIDATION_ERROR: end not after start, or a window over ${maxCalendarWindowDays} days` },
  },
});

export const calendarWeekRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/calendar/week',
  summary:
    "The ISO week (Monday first) holding `date` in the teacher's zone (today there by default): seven local " +
    'days, each with the calendar rows that start on it',
  tags,
  auth: 'teacher',
  query: ZCalendarWeekQuery,
  responses: {
    200: { description: 'The week', schema: ZCalendarWeek },
    400: { description: 'VALIDATION_ERROR: date is not a YYYY-MM-DD calendar date' },
  },
});

export const calendarAgendaRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/calendar/agenda',
  summary:
    `Sessions from \`from\` (now by default) to the end of the \`days\`-th local day (1-${maxAgendaDays}, ` +
    "default 14), by start, grouped by local date in the teacher's zone; only dates with sessions",
  tags,
  auth: 'teacher',
  query: ZCalendarAgendaQuery,
  responses: {
    200: { description: 'The agenda', schema: ZCalendarAgenda },
    400: { description: 'VALIDATION_ERROR: bad from or days' },
  },
});
