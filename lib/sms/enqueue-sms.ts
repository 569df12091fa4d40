import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { enqueueEffects } from '@/lib/outbox/enqueue-effects';
import { monthStartUtc } from './sms-rules';

export type SmsOutcome = 'queued' | 'capped' | 'opted_out';

/**
 * Queues one text in `tx` (the change that sends it): an sms_messages row and the outbox effect that
 * delivers it through the Twilio SDK after the commit. Refused when the number answered STOP, or when
 * the teacher's monthly cap is reached: the teacher's row is locked while counting, so two runs at
 * once cannot both take the last text of the month.
 */
export async function enqueueSms(
  tx: Prisma.TransactionClient,
  {
    teacherId,
    studentId,
    to,
    body,
    now = new Date(),
  }: { teacherId: string; studentId: string; to: string; body: string; now?: Date },
): Promise<SmsOutcome> {
  if (await tx.smsOptOut.findUnique({ where: { phone: to }, select: { phone: true } })) return 'opted_out';
  const [teacher] = await tx.$queryRaw<{ smsMonthlyCap: number }[]>`
    SELECT "smsMonthlyCap" FROM teachers WHERE id = ${teacherId}::uuid FOR UPDATE`;
  const sent = await tx.smsMessage.count({
    where: { teacherId, createdAt: { gte: monthStartUtc(now) }, status: { not: 'refused' } },
  });
  if (!teacher || sent >= teacher.smsMonthlyCap) return 'capped';
  const [effect] = await enqueueEffects(tx, [{ kind: 'sms', payload: { teacherId, to, body } }]);
  await tx.smsMessage.create({ data: { id: effect!.id, teacherId, studentId, to, body, createdAt: now } });
  return 'queued';
}
