import { z } from 'zod';

export const ZMailboxQuery = z
  .object({
    /** Only messages to this address (case-insensitive). */
    to: z.string().trim().max(254).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type TMailboxQuery = z.input<typeof ZMailboxQuery>;

export const ZMailboxAttachment = z.object({
  filename: z.string(),
  contentType: z.string(),
  /** The file, base64: the mailbox offers it as a download (a `data:` link). */
  contentBase64: z.string(),
});
export type TMailboxAttachment = z.infer<typeof ZMailboxAttachment>;

export const ZMailboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string().nullable(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.iso.datetime(),
  /** Files sent with the message, while its outbox effect is kept (7 days after delivery). */
  attachments: z.array(ZMailboxAttachment),
});
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;

export const ZMailbox = z.object({ data: z.array(ZMailboxMessage) });
