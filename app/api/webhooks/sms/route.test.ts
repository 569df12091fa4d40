import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { simulatedTwilio } from '@/lib/integrations/sms/twilio-client';
import { callRoute } from '@/test/http';
import { POST } from './route';

const url = () => new URL('/api/webhooks/sms', env().APP_URL).toString();
const inbound = (fields: Record<string, string>, signature?: string) =>
  callRoute(POST, {
    method: 'POST',
    path: '/api/webhooks/sms',
    rawBody: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(signature === undefined
        ? { 'x-twilio-signature': twilio.getExpectedTwilioSignature(simulatedTwilio.authToken, url(), fields) }
        : signature
          ? { 'x-twilio-signature': signature }
          : {}),
    },
    withoutOrigin: true,
  });
const stopped = async (phone: string) => Boolean(await db.smsOptOut.findUnique({ where: { phone } }));

describe('POST /api/webhooks/sms', () => {
  it('turns texts off for the number on a signed STOP (twice is once), and on again on START', async () => {
    const phone = `+3461${Date.now() % 10_000_000}`;
    const stop = { From: phone, To: simulatedTwilio.from, Body: ' stop ', MessageSid: 'SM1' };
    const response = await inbound(stop);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<Response>');
    expect(await stopped(phone)).toBe(true);
    expect((await inbound(stop)).status).toBe(200);
    expect(await inbound({ ...stop, Body: 'START' })).toMatchObject({ status: 200 });
    expect(await stopped(phone)).toBe(false);
  });

  it('refuses an unsigned or wrongly signed request with 403 and changes nothing', async () => {
    const phone = `+3462${Date.now() % 10_000_000}`;
    const stop = { From: phone, Body: 'STOP' };
    expect((await inbound(stop, '')).status).toBe(403);
    const forged = twilio.getExpectedTwilioSignature('another-token', url(), stop);
    const response = await inbound(stop, forged);
    expect(response.status).toBe(403);
    expect(response.json.error.code).toBe('FORBIDDEN');
    expect(await stopped(phone)).toBe(false);
  });
});
