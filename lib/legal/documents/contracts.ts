/** Route contracts of the teacher's legal documents (issue 16 item 2, decision 0042). */
import { z } from 'zod';
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreateLegalDocumentInput,
  ZLegalDocument,
  ZLegalDocumentIdParams,
  ZLegalDocumentList,
  ZLegalDocumentVersion,
  ZLegalDocumentVersionList,
  ZLegalDocumentVersionParams,
  ZListLegalDocumentsQuery,
  ZReorderLegalDocumentsInput,
  ZUpdateLegalDocumentInput,
} from './schemas';

const base = '/api/teacher/settings/legal-documents';
const tags = ['legal'];
const missing = { description: "NOT_FOUND: no such document of the teacher (another teacher's looks missing)" };

export const listLegalDocumentsRoute = defineRoute({
  method: 'GET',
  path: base,
  summary: 'Your legal documents in display order, any state, with acceptance counts; optional `type` filter',
  tags,
  auth: 'teacher',
  query: ZListLegalDocumentsQuery,
  responses: { 200: { description: 'Documents', schema: ZLegalDocumentList } },
});

export const createLegalDocumentRoute = defineRoute({
  method: 'POST',
  path: base,
  summary: 'Create a document: `draft`, version 0 until published',
  tags,
  auth: 'teacher',
  body: ZCreateLegalDocumentInput,
  responses: { 201: { description: 'The document', schema: ZLegalDocument } },
});

export const reorderLegalDocumentsRoute = defineRoute({
  method: 'POST',
  path: `${base}/reorder`,
  summary: 'Set the display order: each listed document gets its position in the list',
  tags,
  auth: 'teacher',
  body: ZReorderLegalDocumentsInput,
  responses: { 200: { description: 'Documents in their new order', schema: ZLegalDocumentList }, 404: missing },
});

export const getLegalDocumentRoute = defineRoute({
  method: 'GET',
  path: `${base}/{id}`,
  summary: 'One document: its working copy and where it stands',
  tags,
  auth: 'teacher',
  params: ZLegalDocumentIdParams,
  responses: { 200: { description: 'The document', schema: ZLegalDocument }, 404: missing },
});

export const updateLegalDocumentRoute = defineRoute({
  method: 'PATCH',
  path: `${base}/{id}`,
  summary: 'Edit the working copy (published versions never change; publish to make a new one)',
  tags,
  auth: 'teacher',
  params: ZLegalDocumentIdParams,
  body: ZUpdateLegalDocumentInput,
  responses: { 200: { description: 'The document', schema: ZLegalDocument }, 404: missing },
});

export const deleteLegalDocumentRoute = defineRoute({
  method: 'DELETE',
  path: `${base}/{id}`,
  summary:
    'Delete a never-published document; one with published versions is archived instead so that what ' +
    'students accepted stays readable',
  tags,
  auth: 'teacher',
  params: ZLegalDocumentIdParams,
  responses: {
    200: { description: 'What happened', schema: z.object({ outcome: z.enum(['deleted', 'archived']) }) },
    404: missing,
  },
});

export const publishLegalDocumentRoute = defineRoute({
  method: 'POST',
  path: `${base}/{id}/publish`,
  summary:
    'Publish the working copy as version currentVersion + 1; earlier signatures become `outdated`. An ' +
    'archived document without changes is published again at its version',
  tags,
  auth: 'teacher',
  params: ZLegalDocumentIdParams,
  responses: {
    200: { description: 'The document', schema: ZLegalDocument },
    404: missing,
    409: { description: 'CONFLICT: nothing changed since the latest version' },
  },
});

export const archiveLegalDocumentRoute = defineRoute({
  method: 'POST',
  path: `${base}/{id}/archive`,
  summary: 'Archive: no longer shown nor asked at enrollment; versions and signatures stay readable',
  tags,
  auth: 'teacher',
  params: ZLegalDocumentIdParams,
  responses: { 200: { description: 'The document', schema: ZLegalDocument }, 404: missing },
});

export const listLegalDocumentVersionsRoute = defineRoute({
  method: 'GET',
  path: `${base}/{id}/versions`,
  summary: 'Version history, newest first',
  tags,
  auth: 'teacher',
  params: ZLegalDocumentIdParams,
  responses: { 200: { description: 'Versions', schema: ZLegalDocumentVersionList }, 404: missing },
});

export const getLegalDocumentVersionRoute = defineRoute({
  method: 'GET',
  path: `${base}/{id}/versions/{version}`,
  summary: 'One published version with its body, as it was published',
  tags,
  auth: 'teacher',
  params: ZLegalDocumentVersionParams,
  responses: {
    200: { description: 'The version', schema: ZLegalDocumentVersion },
    404: { description: 'NOT_FOUND: no such version of a document of the teacher' },
  },
});
