import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { ValidationError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { assertOwnStudent } from './assert-own-student';
import { contactLogSelect, toContactLogEntry } from './contact-log-fields';
import type { TContactLogEntry } from './response-schemas';
import type { TCreateContactLogInput } from './schemas';

type AddContactLogEntry = { teacherId: string; input: TCreateContactLogInput; meta?: RequestMeta; now?: Date };

/** Clocks differ a little between the teacher's device and the server. */
const clockSkewMs = 5 * 60 * 1000;

/**
 * Records that the teacher contacted a student (messaging app, e-mail or phone), now or at a past
 * `sentAt`. The latest entry is the roster's `lastContact`.
 */
export async function addContactLogEntry({
  teacherId,
  input,
  meta,
  now = new Date(),
}: AddContactLogEntry): Promise<TContactLogEntry> {
  await assertOwnStudent(teacherId, input.studentId);
  const sentAt = input.sentAt ? new Date(input.sentAt) : now;
  if (sentAt.getTime() > now.getTime() + clockSkewMs) {
    throw new ValidationError('The request is not valid', [
      { path: 'sentAt', message: 'sentAt cannot be in the future' },
    ]);
  }
  return transaction(async (tx) => {
    const row = await tx.contactLogEntry.create({
      data: { teacherId, studentId: input.studentId, channel: input.channel, sentAt, note: input.note || null },
      select: contactLogSelect,
    });
    const entry = toContactLogEntry(row);
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: 'contact_log.create',
      entity: { type: 'contact_log', id: entry.id },
      after: entry,
      request: meta,
    });
    return entry;
  });
}
