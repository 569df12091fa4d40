/** Route contracts of per-student contract acceptance (issue 16 item 2, decision 0042). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZContractPage,
  ZDocumentIdParams,
  ZListContractsQuery,
  ZSendContractInput,
  ZSendContractResult,
  ZSignContractInput,
  ZStudentContract,
  ZStudentContractList,
  ZStudentIdParams,
  ZStudentStandingList,
} from './schemas';

const tags = ['legal'];

export const listContractsRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/contracts',
  summary:
    'Per-student acceptance of your documents (signed, pending, expired, outdated) with its history; ' +
    'filters `state`, `studentId`, `documentId`; paginated',
  tags,
  auth: 'teacher',
  query: ZListContractsQuery,
  responses: { 200: { description: 'A page of rows', schema: ZContractPage } },
});

export const sendContractRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/settings/contracts',
  summary:
    'Ask students to sign the current version of a published document: a `pending` row each (optional ' +
    '`expiresAt`) and an e-mail linking to the portal',
  tags,
  auth: 'teacher',
  body: ZSendContractInput,
  responses: {
    201: { description: 'Rows sent, and students who had already signed', schema: ZSendContractResult },
    404: { description: "NOT_FOUND: a document or student that is not the teacher's" },
    422: { description: 'DOCUMENT_NOT_PUBLISHED: a draft or archived document' },
  },
});

export const getStudentStandingRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/settings/contracts/students/{studentId}',
  summary: 'Where one student stands on each published document (null state: never asked)',
  tags,
  auth: 'teacher',
  params: ZStudentIdParams,
  responses: {
    200: { description: 'One entry per document', schema: ZStudentStandingList },
    404: { description: "NOT_FOUND: no such student of the teacher (another teacher's looks missing)" },
  },
});

export const listStudentContractsRoute = defineRoute({
  method: 'GET',
  path: '/api/student/contracts',
  summary: 'Documents you must sign or have signed, at their current version with the text; to sign first',
  tags,
  auth: 'student',
  responses: { 200: { description: 'Documents', schema: ZStudentContractList } },
});

export const signContractRoute = defineRoute({
  method: 'POST',
  path: '/api/student/contracts/{documentId}/sign',
  summary: 'Sign the current version of a document (send the version you read). Disabled while impersonating',
  tags,
  auth: 'student',
  blockedDuringImpersonation: true,
  params: ZDocumentIdParams,
  body: ZSignContractInput,
  responses: {
    200: { description: 'The document, signed', schema: ZStudentContract },
    403: {
      description:
        "FORBIDDEN: a teacher is impersonating the student, or a family's minor signs without their payer (issue 34)",
    },
    404: { description: "NOT_FOUND: no published document of your teacher (another teacher's looks missing)" },
    409: { description: 'CONFLICT: not the current version; INVALID_STATE: the request expired' },
  },
});
