import { publicRoute } from '@/lib/core/http';
import { PayloadTooLargeError } from '@/lib/core/errors';
import { maxJsonBodyBytes } from '@/lib/core/request-body';
import { signatureHeaderName, verifyWebhook } from '@/lib/integrations/psp/verify-webhook';
import { processorWebhookRoute } from '@/lib/payments/contracts';
import { processWebhookEvent } from '@/lib/payments/webhooks/process-webhook-event';

// POST /api/webhooks/psp - the contract has no body schema: the signature covers the raw bytes.
export const POST = publicRoute(processorWebhookRoute, async ({ req }) => {
  if (Number(req.headers.get('content-length') ?? 0) > maxJsonBodyBytes)
    throw new PayloadTooLargeError(maxJsonBodyBytes);
  const event = verifyWebhook(await req.text(), req.headers.get(signatureHeaderName));
  return { received: true, ...(await processWebhookEvent(event)) };
});
