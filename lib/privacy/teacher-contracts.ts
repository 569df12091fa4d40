/** Route contracts of the teacher's data export and account deletion (issue 18 item 2). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZDeleteAccountConfirmInput,
  ZDeleteAccountConfirmation,
  ZDeleteAccountInput,
  ZDeleteAccountResult,
} from './teacher/schemas';

const exportSummary =
  'Download everything your practice holds (no secrets, no other practice) as ' +
  '`lektio-data-export-<YYYY-MM-DD>.json`, streamed table by table in batches of 500 rows';
const exportResponses = {
  200: { description: 'application/json attachment, streamed', contentType: 'application/json' },
} as const;

export const exportTeacherDataRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/privacy/export',
  summary: exportSummary,
  tags: ['privacy'],
  auth: 'teacher',
  responses: exportResponses,
});

export const exportTeacherDataPostRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/privacy/export-data',
  summary: `${exportSummary} (the same as GET /api/teacher/privacy/export, for forms)`,
  tags: ['privacy'],
  auth: 'teacher',
  responses: exportResponses,
});

export const confirmAccountDeletionRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/privacy/delete-account/confirm',
  summary: 'Step 1 of account deletion: type your page slug; answers a token valid 10 minutes. Changes nothing',
  tags: ['privacy'],
  auth: 'teacher',
  body: ZDeleteAccountConfirmInput,
  responses: {
    200: { description: 'The confirmation token for step 2', schema: ZDeleteAccountConfirmation },
    400: { description: 'VALIDATION_ERROR: the slug typed is not yours' },
  },
});

export const deleteAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/privacy/delete-account',
  summary:
    'Step 2: delete the account with the token of step 1. Cancels subscriptions at the processor, erases ' +
    'every student, removes the practice data, keeps payments anonymised and the audit log, ends every session',
  tags: ['privacy'],
  auth: 'teacher',
  body: ZDeleteAccountInput,
  responses: {
    200: { description: 'Deleted; the session cookies are cleared', schema: ZDeleteAccountResult },
    400: { description: 'VALIDATION_ERROR: no confirmation token' },
    403: { description: 'FORBIDDEN: the token is not valid for you or has expired; nothing changed' },
  },
});
