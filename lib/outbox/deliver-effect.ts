import type { OutboxEffectKind } from '@/generated/prisma/client';
import { db } from '@/lib/core/db';
import { isForeignKeyViolation } from '@/lib/core/prisma-errors';
import type { SmsPayload } from '@/lib/integrations/sms/deliver-sms';
import type { AuditRowPayload, EmailPayload, JobEventPayload } from './effect-types';

/** Delivers one effect; repeating it with the same id changes nothing more. Throws to be retried. */
export async function deliverEffect(id: string, kind: OutboxEffectKind, payload: unknown): Promise<void> {
  switch (kind) {
    case 'audit':
      return appendAudit(id, payload as AuditRowPayload);
    // Loaded on first use: e-mail rendering and the job clients are heavy, and most processes (and
    // every test file, through recordAudit) only ever deliver audit entries.
    case 'email': {
      const { deliverEmail } = await import('@/lib/integrations/email/send-email');
      await deliverEmail(id, payload as EmailPayload);
      return;
    }
    case 'sms': {
      const { deliverSms } = await import('@/lib/integrations/sms/deliver-sms');
      await deliverSms(id, payload as SmsPayload);
      return;
    }
    case 'event': {
      const { sendEvent } = await import('@/lib/jobs/send-event');
      const { name, data } = payload as JobEventPayload;
      await sendEvent(name, data, { id });
      return;
    }
  }
}

async function appendAudit(id: string, row: AuditRowPayload) {
  try {
    await db.auditLog.createMany({ data: [{ id, ...row }], skipDuplicates: true });
  } catch (error) {
    // The teacher was deleted since: keep the entry, unattached (as the foreign key's SET NULL would).
    if (!row.teacherId || !isForeignKeyViolation(error)) throw error;
    await db.auditLog.createMany({ data: [{ id, ...row, teacherId: null }], skipDuplicates: true });
  }
}
