import { Resend } from 'resend';
import type { EmailAttachment } from './email-attachment';

export type OutgoingEmail = {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
};

/** What the provider said when it refused; the caller records it on the outbox row. */
export class ResendRejection extends Error {}

/**
 * Sends one message through the Resend SDK and returns Resend's message id.
 *
 * A client per call on purpose: resend 6 reads RESEND_BASE_URL (the tests' local fake) when the
 * client is constructed, not when the module is imported, so the environment of the moment applies.
 * The idempotency key (the outbox id) makes a retried send of the same row deliver once.
 */
export async function deliverWithResend(apiKey: string, message: OutgoingEmail, idempotencyKey: string) {
  const resend = new Resend(apiKey);
  const { data, error } = await resend.emails.send(
    {
      from: message.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map(({ filename, contentType, contentBase64 }) => ({
              filename,
              contentType,
              content: contentBase64,
            })),
          }
        : {}),
    },
    { idempotencyKey },
  );
  if (error || !data) {
    const status = error?.statusCode ? ` (HTTP ${error.statusCode})` : '';
    throw new ResendRejection(`${error?.name ?? 'unknown_error'}: ${error?.message ?? 'no response'}${status}`);
  }
  return data.id;
}
