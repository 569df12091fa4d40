import 'server-only';
import { randomUUID } from 'node:crypto';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { db } from '@/lib/core/db';
import { env, isProduction } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { deliverWithResend } from './deliver-with-resend';
import { EmailDeliveryError, EmailNotConfiguredError } from './email-errors';

export type SendEmailInput = {
  to: string;
  subject: string;
  /** Plain-text alternative; generated from the HTML when omitted. */
  text?: string;
  replyTo?: string;
  /** The teacher the message is sent for (outbox listing per teacher, cascade on erasure). */
  teacherId?: string | null;
} & ({ react: ReactElement; html?: never } | { html: string; react?: never });

export type SentEmail = {
  outboxId: string;
  /** `resend`: accepted by Resend. `outbox`: development stand-in, the row is the delivery. */
  delivery: 'resend' | 'outbox';
  providerMessageId: string;
};

/** Prefix of providerMessageId for messages that only live in the outbox (never a Resend id). */
export const outboxProviderPrefix = 'outbox:';

async function renderContent(input: SendEmailInput) {
  const html = input.react ? await render(input.react) : input.html;
  return { html, text: input.text ?? toPlainText(html) };
}

/**
 * Sends one e-mail. Every message is recorded in `email_outbox`, whatever happens next:
 * - with RESEND_API_KEY: row `queued`, then Resend; `sent` with Resend's id, or `failed` with the
 *   provider's error and an EmailDeliveryError for the caller to handle;
 * - without it, outside production: the row itself is the delivery (`sent`, providerMessageId
 *   `outbox:<id>`), read at /dev/mailbox;
 * - without it in production: row `failed` and EmailNotConfiguredError (never a silent drop).
 */
export async function sendEmail(input: SendEmailInput): Promise<SentEmail> {
  const { html, text } = await renderContent(input);
  const { RESEND_API_KEY: apiKey, EMAIL_FROM: from } = env();
  const id = randomUUID();
  const message = {
    id,
    teacherId: input.teacherId ?? null,
    from,
    to: input.to,
    replyTo: input.replyTo ?? null,
    subject: input.subject,
    html,
    text,
  };

  if (!apiKey) {
    if (isProduction()) {
      const error = new EmailNotConfiguredError();
      await db.emailOutbox.create({ data: { ...message, status: 'failed', error: error.message } });
      throw error;
    }
    const providerMessageId = `${outboxProviderPrefix}${id}`;
    await db.emailOutbox.create({ data: { ...message, status: 'sent', providerMessageId, sentAt: new Date() } });
    return { outboxId: id, delivery: 'outbox', providerMessageId };
  }

  await db.emailOutbox.create({ data: { ...message, status: 'queued' } });
  try {
    const providerMessageId = await deliverWithResend(apiKey, message, `email-outbox/${id}`);
    await db.emailOutbox.update({
      where: { id },
      data: { status: 'sent', providerMessageId, sentAt: new Date(), attempts: { increment: 1 } },
    });
    return { outboxId: id, delivery: 'resend', providerMessageId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.emailOutbox.update({
      where: { id },
      data: { status: 'failed', error: reason, attempts: { increment: 1 } },
    });
    log.warn({ outboxId: id, reason }, 'e-mail delivery failed');
    throw new EmailDeliveryError(id, reason);
  }
}
