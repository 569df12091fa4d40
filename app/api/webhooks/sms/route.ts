import { readTextBody } from '@/lib/core/request-body';
import { env } from '@/lib/core/env';
import { ForbiddenError } from '@/lib/core/errors';
import { publicRoute } from '@/lib/http/route';
import { isSignedByTwilio } from '@/lib/integrations/sms/verify-sms-webhook';
import { inboundSmsWebhookRoute } from '@/lib/sms/contracts';
import { receiveInboundSms } from '@/lib/sms/receive-inbound-sms';

// POST /api/webhooks/sms - Twilio's inbound texts; the signature covers the public URL and the fields.
export const POST = publicRoute(inboundSmsWebhookRoute, async ({ req }) => {
  const params = Object.fromEntries(new URLSearchParams(await readTextBody(req)));
  const url = new URL('/api/webhooks/sms', env().APP_URL).toString();
  if (!isSignedByTwilio({ signature: req.headers.get('x-twilio-signature'), url, params })) {
    throw new ForbiddenError('The signature is not valid');
  }
  await receiveInboundSms({ from: params.From ?? '', body: params.Body ?? '' });
  return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    headers: { 'content-type': 'text/xml' },
  });
});
