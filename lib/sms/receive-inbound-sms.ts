import 'server-only';
import { db } from '@/lib/core/db';
import { inboundIntent } from './sms-rules';

/**
 * A text a student sent back (signature already verified): STOP (and its synonyms) puts the number
 * on the opt-out list, which every send checks; START takes it off. Idempotent: Twilio retries.
 */
export async function receiveInboundSms({ from, body }: { from: string; body: string }) {
  const intent = inboundIntent(body);
  if (intent === 'stop') {
    await db.smsOptOut.createMany({ data: [{ phone: from }], skipDuplicates: true });
  } else if (intent === 'start') {
    await db.smsOptOut.deleteMany({ where: { phone: from } });
  }
  return { intent };
}
