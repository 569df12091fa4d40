/** Route contracts of the imports (issue 37, decision 0096). */
import { defineRoute } from '@/lib/core/route-contract';
import { maxImportRows, ZCommitImportBody, ZImport, ZImportIdParams } from './schemas';

export const createImportRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/imports',
  summary:
    'Preview an import, writing nothing but the preview. multipart/form-data: `file` (at most 5 MB), `kind` ' +
    '(`students`: a CSV in UTF-8 with or without BOM, UTF-16 or Windows-1252, `,` `;` or tab separated, at most ' +
    `${maxImportRows} rows; \`sessions_ics\`: an .ics calendar), optional \`mapping\` (JSON: field -> column header; ` +
    'fields name, firstName, lastName, email, phone, timezone, level, status, goals, notes, payer, payerEmail; "" unmaps), ' +
    'optional `preset` (my_music_staff, tutorbird, teachworks, generic; recognised from the header otherwise), ' +
    '`serviceId` (sessions_ics: the service the sessions are booked under). Answers each row with its values, ' +
    'action (create, update, skip) and errors. Students match existing ones by e-mail, case-insensitively',
  tags: ['imports'],
  auth: 'teacher',
  responses: {
    201: { description: 'The preview', schema: ZImport },
    400: {
      description:
        'VALIDATION_ERROR: not a CSV/calendar, too many rows, unknown field, a mapping naming a missing column',
    },
    404: { description: "NOT_FOUND: sessions_ics with a service that is not the teacher's" },
    413: { description: 'PAYLOAD_TOO_LARGE: over 5 MB' },
    415: { description: 'UNSUPPORTED_MEDIA_TYPE: not multipart/form-data' },
  },
});

export const getImportRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/imports/{id}',
  summary: 'One import of the teacher with its rows (preview, committed or undone)',
  tags: ['imports'],
  auth: 'teacher',
  params: ZImportIdParams,
  responses: { 200: { description: 'The import', schema: ZImport } },
});

export const commitImportRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/imports/{id}/commit',
  summary:
    'Apply a previewed import in one transaction: all valid rows or none. Rows with errors refuse the commit ' +
    'unless `skipInvalidRows: true`, which leaves them out. Students are matched again by e-mail at commit time',
  tags: ['imports'],
  auth: 'teacher',
  params: ZImportIdParams,
  body: ZCommitImportBody,
  responses: {
    200: { description: 'The committed import, each row with its final action', schema: ZImport },
    409: {
      description:
        'INVALID_STATE: already committed or undone; SLOT_UNAVAILABLE: a lesson overlaps a session booked since',
    },
    422: {
      description: 'IMPORT_HAS_ERRORS: rows have errors and skipInvalidRows is not true (details rows.<line>.<field>)',
    },
  },
});

export const undoImportRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/imports/{id}/undo',
  summary:
    'Undo a committed import within 24 hours: removes what it created and restores what it updated, in one ' +
    'transaction, unless one of those records changed since',
  tags: ['imports'],
  auth: 'teacher',
  params: ZImportIdParams,
  responses: {
    200: { description: 'The undone import', schema: ZImport },
    409: { description: 'INVALID_STATE: the import is not committed (a preview, or already undone)' },
    422: {
      description:
        'UNDO_WINDOW_PASSED: more than 24 hours after the commit; IMPORT_RECORDS_CHANGED: records changed since (details rows.<line>)',
    },
  },
});
