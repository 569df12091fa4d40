import 'server-only';
import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { db } from '@/lib/core/db';
import { env, isProduction } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { deliverWithResend } from './deliver-with-resend';
import type { EmailAttachment } from './email-attachment';
import { EmailDeliveryError, EmailNotConfiguredError } from './email-errors';

// In its own file, so that deliver-with-resend.ts uses it without importing this one.
export type { EmailAttachment } from './email-attachment';

export type EmailInput = {
  to: string;
  subject: string;
  /** Plain-text alternative; generated from the HTML when omitted. */
  text?: string;
  replyTo?: string;
  /** The teacher the message is sent for (outbox listing per teacher, cascade on erasure). */
  teacherId?: string | null;
  attachments?: EmailAttachment[];
} & ({ react: ReactElement; html?: never } | { html: string; react?: never });

/** A message ready to deliver: what the transactional outbox stores (lib/outbox/enqueue-email.ts). */
export type RenderedEmail = {
  teacherId: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** Absent on messages without files (and on rows the outbox held before attachments existed). */
  attachments?: EmailAttachment[];
};

export type SentEmail = {
  outboxId: string;
  /** `resend`: accepted by Resend. `outbox`: development stand-in, the row is the delivery. */
  delivery: 'resend' | 'outbox';
  providerMessageId: string;
};

/** Prefix of providerMessageId for messages that only live in the outbox (never a Resend id). */
export const outboxProviderPrefix = 'outbox:';

export async function renderEmail(input: EmailInput): Promise<RenderedEmail> {
  const html = input.react ? await render(input.react) : input.html;
  return {
    teacherId: input.teacherId ?? null,
    to: input.to,
    replyTo: input.replyTo ?? null,
    subject: input.subject,
    html,
    text: input.text ?? toPlainText(html),
    ...(input.attachments?.length ? { attachments: input.attachments } : {}),
  };
}

/**
 * Delivers one rendered message under `id` (the email_outbox row id and Resend's idempotency key):
 * delivering the same id again sends nothing more. Every message is recorded in `email_outbox`:
 * - with RESEND_API_KEY: row `queued`, then Resend; `sent` with Resend's id, or `failed` with the
 *   provider's error and an EmailDeliveryError (the outbox retries it);
 * - without it, outside production: the row itself is the delivery (`sent`, providerMessageId
 *   `outbox:<id>`), read at /dev/mailbox (its attachments from the outbox effect of the same id);
 * - without it in production: row `failed` and EmailNotConfiguredError (never a silent drop).
 */
export async function deliverEmail(id: string, message: RenderedEmail): Promise<SentEmail> {
  const { RESEND_API_KEY: apiKey, EMAIL_FROM: from } = env();
  // email_outbox keeps the text of a message, not its files: the outbox effect's payload holds them.
  const { attachments = [], ...content } = message;
  const row = { id, ...content, from };
  const existing = await db.emailOutbox.findUnique({
    where: { id },
    select: { status: true, providerMessageId: true },
  });
  if (existing?.status === 'sent' && existing.providerMessageId) {
    const delivery = existing.providerMessageId.startsWith(outboxProviderPrefix) ? 'outbox' : 'resend';
    return { outboxId: id, delivery, providerMessageId: existing.providerMessageId };
  }

  if (!apiKey) {
    if (isProduction()) {
      const error = new EmailNotConfiguredError();
      await record(row, { status: 'failed', error: error.message });
      throw error;
    }
    const providerMessageId = `${outboxProviderPrefix}${id}`;
    await record(row, { status: 'sent', providerMessageId, sentAt: new Date(), error: null });
    return { outboxId: id, delivery: 'outbox', providerMessageId };
  }

  await record(row, { status: 'queued' });
  try {
    const providerMessageId = await deliverWithResend(apiKey, { ...row, attachments }, `email-outbox/${id}`);
    await db.emailOutbox.update({
      where: { id },
      data: { status: 'sent', providerMessageId, sentAt: new Date(), error: null, attempts: { increment: 1 } },
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

type OutboxRow = Omit<RenderedEmail, 'attachments'> & { id: string; from: string };
type OutboxState = {
  status: 'queued' | 'sent' | 'failed';
  providerMessageId?: string;
  sentAt?: Date;
  error?: string | null;
};

const record = (row: OutboxRow, state: OutboxState) =>
  db.emailOutbox.upsert({ where: { id: row.id }, create: { ...row, ...state }, update: state });
