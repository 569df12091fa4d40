import type { TScheduledMessageStatus } from '@/lib/scheduled-messages/schemas';

/** How a message's status reads on the Messages page. */
export const messageStatusLabel: Record<TScheduledMessageStatus, string> = {
  pending: 'Scheduled',
  sent: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Not sent',
};
