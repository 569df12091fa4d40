/** Route contracts of the student roster (CRM), its contact log and the teacher's tags. */
import { z } from 'zod';
import { ZPagination } from '@/lib/core/pagination';
import { defineRoute } from '@/lib/core/route-contract';
import { ZLifecyclePage, ZTimelinePage } from './lifecycle-schemas';
import {
  ZBulkStudentActionResult,
  ZContactLogEntry,
  ZContactLogPage,
  ZCreatedStudent,
  ZMagicLinkResent,
  ZStudent,
  ZStudentList,
  ZStudentProfile,
  ZTag,
  ZTagList,
} from './response-schemas';
import {
  ZBulkStudentActionInput,
  ZCreateContactLogInput,
  ZCreateStudentInput,
  ZCreateTagInput,
  ZListContactLogQuery,
  ZListLifecycleQuery,
  ZListStudentsQuery,
  ZStudentIdParams,
  ZUpdateStudentInput,
} from './schemas';

export { ZStudentIdParams };

// ---- Roster and profiles ----

export const listStudentsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/students',
  summary:
    'The roster: filter by tagId, status and search (name or e-mail, case-insensitive); rows with credits, counts, last contact and the suggested action',
  tags: ['students'],
  auth: 'teacher',
  query: ZListStudentsQuery,
  responses: { 200: { description: 'A page of students (20 by default, at most 100)', schema: ZStudentList } },
});

export const createStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/students',
  summary:
    'Add a student (status active unless given); a welcome e-mail with a magic link unless sendWelcomeEmail is false',
  tags: ['students'],
  auth: 'teacher',
  body: ZCreateStudentInput,
  responses: {
    201: {
      description: 'The student; `restored` when the e-mail was a deleted student of yours, back with their history',
      schema: ZCreatedStudent,
    },
    409: { description: 'CONFLICT: one of your students already has this e-mail' },
  },
});

export const getStudentRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/students/{id}',
  summary:
    'Full profile: fields, tags, activity, enrollments, sessions, legal acceptance state, default cancellation policy',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  responses: { 200: { description: 'The profile', schema: ZStudentProfile } },
});

export const updateStudentRoute = defineRoute({
  method: 'PATCH',
  path: '/api/teacher/students/{id}',
  summary:
    'Change notes, goals, mood, level, contact, time zone, schedule preferences, status; tagIds replaces all tags',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  body: ZUpdateStudentInput,
  responses: { 200: { description: 'The updated student', schema: ZStudent } },
});

export const deleteStudentRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/students/{id}',
  summary: 'Soft delete: the student leaves every list; sessions show them as "Deleted student"',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  responses: { 204: { description: 'Deleted' } },
});

export const resendMagicLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/students/{id}/resend-magic-link',
  summary: 'E-mail the student a new sign-in link',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  responses: {
    200: { description: 'Sent', schema: ZMagicLinkResent },
    503: { description: 'SERVICE_UNAVAILABLE: the e-mail provider failed; try again' },
  },
});

export const impersonateStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/students/{id}/impersonate',
  summary: 'See the portal as one of your students (a fixed 30-minute student session)',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  responses: {
    200: { description: 'Student session set; teacher session kept', schema: z.object({ redirectTo: z.string() }) },
  },
});

// ---- Bulk and export ----

export const bulkStudentActionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/students/bulk-action',
  summary: 'Activate, deactivate or delete up to 100 students in one transaction, with a result per id',
  tags: ['students'],
  auth: 'teacher',
  body: ZBulkStudentActionInput,
  responses: {
    200: {
      description: 'One result per id, in the order given; unknown, deleted or foreign ids are `not_found`',
      schema: ZBulkStudentActionResult,
    },
  },
});

export const exportStudentsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/students/export',
  summary: 'CSV of all your (non-deleted) students, streamed, formula-safe; not paginated',
  tags: ['students'],
  auth: 'teacher',
  responses: {
    200: {
      description:
        'Columns: Id, Name, E-mail, Phone, Status, Level, Mood, Time zone, Tags, Credits available, Credits total, Sessions, Completed, Cancelled, No-shows, Consistency %, Last contact, Next session, Last session, Suggested action, Added',
      contentType: 'text/csv',
    },
  },
});

// ---- Lifecycle and timeline ----

export const listLifecycleEventsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/students/{id}/lifecycle',
  summary: 'Lifecycle events of a student, newest first; `type` finds an event under its alias too',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  query: ZListLifecycleQuery,
  responses: { 200: { description: 'A page of events', schema: ZLifecyclePage } },
});

export const studentTimelineRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/students/{id}/timeline',
  summary: 'Contacts, sessions, lifecycle events and reviews of a student in one list, newest first',
  tags: ['students'],
  auth: 'teacher',
  params: ZStudentIdParams,
  query: ZPagination.strict(),
  responses: { 200: { description: 'A page of timeline items', schema: ZTimelinePage } },
});

// ---- Contact log ----

export const listContactLogRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/contact-log',
  summary: "Contact log entries, latest first: one student's (studentId) or all of yours",
  tags: ['students'],
  auth: 'teacher',
  query: ZListContactLogQuery,
  responses: { 200: { description: 'A page of entries', schema: ZContactLogPage } },
});

export const addContactLogEntryRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/contact-log',
  summary: 'Record a message or call to a student (messaging, email or phone)',
  tags: ['students'],
  auth: 'teacher',
  body: ZCreateContactLogInput,
  responses: { 201: { description: 'The entry', schema: ZContactLogEntry } },
});

// ---- Tags ----

export const listTagsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/tags',
  summary: 'All your tags by name, with the number of students carrying each',
  tags: ['tags'],
  auth: 'teacher',
  responses: { 200: { description: 'Every tag (not paged)', schema: ZTagList } },
});

export const createTagRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/tags',
  summary: 'Create a tag (names are unique per teacher, whatever the case)',
  tags: ['tags'],
  auth: 'teacher',
  body: ZCreateTagInput,
  responses: {
    201: { description: 'The tag', schema: ZTag },
    409: { description: 'CONFLICT: a tag with this name exists' },
  },
});
