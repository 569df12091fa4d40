import { POST as webhookRoute } from '@/app/api/webhooks/psp/route';

/**
 * Hands a signed event to the webhook route handler in process, as the processor would over HTTP.
 * Free of Vitest, so that the reliability scripts use it too.
 */
export async function deliverToWebhookRoute(payload: string, signature: string): Promise<number> {
  const request = new Request('http://localhost:3000/api/webhooks/psp', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'psp-signature': signature, 'x-forwarded-for': '10.9.9.9' },
    body: payload,
  });
  return (await webhookRoute(request, { params: Promise.resolve({}) })).status;
}
