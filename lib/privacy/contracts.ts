/**
 * Route contracts of student privacy and the teacher's erasure routes (issue 18 items 1-2). The
 * teacher export and account deletion are declared elsewhere.
 */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZEraseFamilyInput,
  ZEraseStudentInput,
  ZFamilyErasureReport,
  ZErasureReport,
  ZErasureRequest,
  ZErasureRequestIdParams,
  ZErasureRequestList,
  ZErasureRequestListItem,
  ZListErasureRequestsQuery,
  ZMyDataSummary,
  ZRejectErasureInput,
} from './schemas';

const requestMissing = { description: "NOT_FOUND: no such erasure request of the teacher (another's looks missing)" };
const notOpen = { description: 'INVALID_STATE: the request is already completed or rejected' };

// ---- Student ----

export const myDataSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/student/privacy/my-data',
  summary: 'How many records of each category are held about you, and your latest erasure request',
  tags: ['privacy'],
  auth: 'student',
  responses: { 200: { description: 'The data summary', schema: ZMyDataSummary } },
});

export const exportMyDataRoute = defineRoute({
  method: 'POST',
  path: '/api/student/privacy/export',
  summary:
    'Download everything held about you as JSON (the 14 categories of the spec and payments), as an attachment. ' +
    "A family's payer downloads the payer's data and that of the family's minor members (issue 34)",
  tags: ['privacy'],
  auth: 'student',
  responses: {
    200: { description: 'application/json attachment', contentType: 'application/json' },
  },
});

export const requestErasureRoute = defineRoute({
  method: 'POST',
  path: '/api/student/privacy/erasure-request',
  summary:
    'Ask your teacher to erase your data: pending, due 30 days later, one open request at a time. ' +
    'Disabled while impersonating',
  tags: ['privacy'],
  auth: 'student',
  blockedDuringImpersonation: true,
  responses: {
    201: { description: 'The request', schema: ZErasureRequest },
    403: { description: 'FORBIDDEN: a teacher is impersonating the student' },
    409: { description: 'CONFLICT: a request is already pending or processing' },
  },
});

// ---- Teacher ----

export const eraseStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/privacy/erase-student',
  summary:
    "Erase a student's data in one transaction (spec order); completes the request given and any open one. " +
    'Erasing twice is harmless',
  tags: ['privacy'],
  auth: 'teacher',
  body: ZEraseStudentInput,
  responses: {
    200: { description: 'The erasure report (counts per category, no personal data)', schema: ZErasureReport },
    404: { description: 'NOT_FOUND: no such student (or request of that student) of the teacher' },
    409: { description: 'INVALID_STATE: the request given was rejected' },
  },
});

export const eraseFamilyRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/privacy/erase-family',
  summary:
    "Erase a whole family in one transaction: every member as erase-student does, then the payer's record, " +
    'sign-ins, e-mail copies and the audit text naming them. One member alone: erase-student',
  tags: ['privacy'],
  auth: 'teacher',
  body: ZEraseFamilyInput,
  responses: {
    200: {
      description: "The report: the payer's counts and each member's erasure report",
      schema: ZFamilyErasureReport,
    },
    404: { description: 'NOT_FOUND: no such family of the teacher (or already erased)' },
  },
});

export const listErasureRequestsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/privacy/erasure-requests',
  summary: "Your students' erasure requests, open ones first by due date, overdue flagged",
  tags: ['privacy'],
  auth: 'teacher',
  query: ZListErasureRequestsQuery,
  responses: { 200: { description: 'A page of requests', schema: ZErasureRequestList } },
});

export const approveErasureRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/privacy/erasure-requests/{id}/approve',
  summary: 'Approve an open erasure request: the student is erased and the request completed with its report',
  tags: ['privacy'],
  auth: 'teacher',
  params: ZErasureRequestIdParams,
  responses: {
    200: { description: 'The completed request', schema: ZErasureRequestListItem },
    404: requestMissing,
    409: notOpen,
  },
});

export const rejectErasureRequestRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/privacy/erasure-requests/{id}/reject',
  summary: 'Reject an open erasure request with a reason (required)',
  tags: ['privacy'],
  auth: 'teacher',
  params: ZErasureRequestIdParams,
  body: ZRejectErasureInput,
  responses: {
    200: { description: 'The rejected request', schema: ZErasureRequestListItem },
    404: requestMissing,
    409: notOpen,
  },
});
