import { defineRoute } from '@/lib/core/route-contract';
import { ZMailbox, ZMailboxQuery } from './schemas';

export const listMailboxRoute = defineRoute({
  method: 'GET',
  path: '/api/dev/mailbox',
  summary: 'Development only: newest e-mails of the outbox that stands in for Resend (404 in production)',
  tags: ['development'],
  auth: 'public',
  query: ZMailboxQuery,
  responses: { 200: { description: 'Newest first', schema: ZMailbox } },
});
