/** Route contracts of scheduled messages (issue 16 item 5, decision 0044). */
import { defineRoute } from '@/lib/core/route-contract';
import {
  ZCreatedScheduledMessage,
  ZCreateScheduledMessageInput,
  ZListScheduledMessagesQuery,
  ZScheduledMessage,
  ZScheduledMessageIdParams,
  ZScheduledMessageList,
} from './schemas';

export const listScheduledMessagesRoute = defineRoute({
  method: 'GET',
  path: '/api/teacher/scheduled-messages',
  summary:
    'Your scheduled messages, optionally of one status: who each goes to (audienceLabel), the send time and ' +
    'the zone it was written in, status, sentAt and recipientCount',
  tags: ['messages'],
  auth: 'teacher',
  query: ZListScheduledMessagesQuery,
  responses: { 200: { description: 'A page of messages (20 by default, at most 100)', schema: ZScheduledMessageList } },
});

export const createScheduledMessageRoute = defineRoute({
  method: 'POST',
  path: '/api/teacher/scheduled-messages',
  summary:
    'Schedule an e-mail to one student, the active students with a tag, or all active students. Queues a ' +
    'delayed delivery job; recipients are resolved when it is sent (deleted and erased students never get it)',
  tags: ['messages'],
  auth: 'teacher',
  body: ZCreateScheduledMessageInput,
  responses: {
    201: { description: 'The message, pending, with recipientPreview', schema: ZCreatedScheduledMessage },
    400: {
      description:
        'VALIDATION_ERROR: a missing or misplaced studentId/tagId, a tag that is not yours, a send time in the ' +
        'past, less than a minute or more than a year ahead, or skipped by a clock change',
    },
    404: { description: "NOT_FOUND: no such student of yours (another teacher's, deleted or erased looks missing)" },
  },
});

export const cancelScheduledMessageRoute = defineRoute({
  method: 'DELETE',
  path: '/api/teacher/scheduled-messages/{id}',
  summary: 'Cancel a pending message: it is never sent, and its queued delivery job is cancelled',
  tags: ['messages'],
  auth: 'teacher',
  params: ZScheduledMessageIdParams,
  responses: {
    200: { description: 'The message, cancelled', schema: ZScheduledMessage },
    404: { description: "NOT_FOUND: no such message of yours (another teacher's looks missing)" },
    409: { description: 'INVALID_STATE: the message was already sent, failed or cancelled' },
  },
});
