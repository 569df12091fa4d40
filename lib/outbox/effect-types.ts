import type { AuditActorType, AuditCategory, Prisma } from '@/generated/prisma/client';
import type { EmailAttachment } from '@/lib/integrations/email/send-email';
import type { SmsPayload } from '@/lib/integrations/sms/deliver-sms';

/** An audit_logs row as it will be inserted; its id is the effect's id. */
export type AuditRowPayload = {
  teacherId: string | null;
  actorType: AuditActorType;
  actorId: string | null;
  action: string;
  category: AuditCategory;
  entityType: string;
  entityId: string | null;
  changes?: Prisma.InputJsonObject;
  metadata?: Prisma.InputJsonObject;
  ipAddress: string | null;
  userAgent: string | null;
  requestId: string | null;
};

/** A rendered e-mail; delivered with the effect id as its email_outbox id and Resend idempotency key. */
export type EmailPayload = {
  teacherId: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /** Files as base64 (an `.ics` invitation); the development mailbox reads them from here. */
  attachments?: EmailAttachment[];
};

/** A job event; the effect id is the event id (Inngest and the in-process runner drop repeats). */
export type JobEventPayload = { name: string; data: Record<string, unknown> };

export type OutboxEffectInput =
  | { kind: 'audit'; payload: AuditRowPayload }
  | { kind: 'email'; payload: EmailPayload }
  | { kind: 'event'; payload: JobEventPayload }
  | { kind: 'sms'; payload: SmsPayload };
