import { publicRoute } from '@/lib/http/route';
import { readTextBody } from '@/lib/core/request-body';
import { signatureHeaderName, verifyWebhook } from '@/lib/integrations/psp/verify-webhook';
import { processorWebhookRoute } from '@/lib/payments/contracts';
import { processWebhookEvent } from '@/lib/payment-webhooks/process-webhook-event';

// POST /api/webhooks/psp - the contract has no body schema: the signature covers the raw bytes.
export const POST = publicRoute(processorWebhookRoute, async ({ req }) => {
  // At most 1 MB (413), with or without a Content-Length header.
  const event = verifyWebhook(await readTextBody(req), req.headers.get(signatureHeaderName));
  return { received: true, ...(await processWebhookEvent(event)) };
});
