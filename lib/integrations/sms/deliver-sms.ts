import 'server-only';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { twilioClient } from './twilio-client';

/** What the outbox carries for a text: its sms_messages row has the same id. */
export type SmsPayload = { teacherId: string; to: string; body: string };

/**
 * Sends one queued text through the Twilio SDK, once: a row already `sent` is not sent again (an
 * outbox retry after the provider accepted it). A failure throws, and the outbox retries with backoff.
 */
export async function deliverSms(id: string, payload: SmsPayload): Promise<void> {
  const row = await db.smsMessage.findUnique({ where: { id }, select: { status: true } });
  if (!row || row.status !== 'queued') return;
  const { client, config } = twilioClient();
  try {
    const message = await client.messages.create({
      to: payload.to,
      body: payload.body,
      ...(config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from }),
    });
    await db.smsMessage.update({
      where: { id },
      data: { status: 'sent', providerId: message.sid, sentAt: new Date() },
    });
  } catch (error) {
    await db.smsMessage.update({ where: { id }, data: { error: String((error as Error).message).slice(0, 500) } });
    log.warn({ err: error, smsId: id }, 'text message not delivered');
    throw error;
  }
}
