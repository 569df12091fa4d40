import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { log } from '@/lib/core/log';
import { checkoutPageHtml } from './checkout-page';
import { type EventDelivery } from './event-delivery';
import { parseFormBody } from './form-body';
import { handleApiRequest } from './simulator-api';
import {
  abandonCheckout,
  authorizeConnect,
  disputeCharge,
  payCheckout,
  renewSubscription,
  SimulatorActionError,
} from './simulator-actions';
import type { SimulatorState } from './simulator-state';

/** How long "Pay" waits for its events to be delivered before redirecting, so the success page sees them. */
const payWaitsForDeliveryMs = 5_000;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, contentType = 'application/json') {
  res.writeHead(status, { 'content-type': contentType });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}

/**
 * One node:http server for everything the simulated processor offers: the Stripe API (what the SDK
 * calls), the Connect authorize page, the hosted checkout page, and a few development controls
 * under /simulator/ (renew a subscription, dispute a charge, fail the next calls).
 */
export function createSimulatorServer(state: SimulatorState, delivery: EventDelivery, baseUrl: () => string): Server {
  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof SimulatorActionError) return send(res, 400, { error: { message: error.message } });
      log.error({ err: error }, 'simulated processor failed');
      send(res, 500, { error: { type: 'api_error', message: 'Simulated processor crashed' } });
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://simulator');
    const method = req.method ?? 'GET';
    const segments = url.pathname.split('/').filter(Boolean);

    if (segments[0] === 'v1' || url.pathname === '/oauth/token') {
      const raw = method === 'GET' || method === 'DELETE' ? url.search.slice(1) : await readBody(req);
      const response = handleApiRequest(
        { state, baseUrl: baseUrl(), emit: delivery.emit },
        {
          method,
          path: url.pathname,
          params: parseFormBody(raw),
          account: header(req, 'stripe-account'),
          idempotencyKey: header(req, 'idempotency-key'),
        },
      );
      return send(res, response.status, response.body);
    }
    if (url.pathname === '/oauth/authorize' && method === 'GET') {
      return redirect(res, authorizeConnect(state, url.searchParams));
    }
    if (segments[0] === 'checkout' && segments[1]) return checkout(res, method, segments[1], segments[2]);
    if (segments[0] === 'simulator' && method === 'POST') return control(res, segments, url.searchParams);
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname})` },
    });
  }

  async function checkout(res: ServerResponse, method: string, id: string, action: string | undefined) {
    if (method === 'GET' && !action) {
      const session = state.checkoutSessions.get(id);
      if (!session) return send(res, 404, 'No such checkout', 'text/plain');
      return send(res, 200, checkoutPageHtml(session), 'text/html; charset=utf-8');
    }
    if (method === 'POST' && action === 'pay') {
      const successUrl = payCheckout(state, delivery.emit, id);
      await Promise.race([delivery.flush(), new Promise((resolve) => setTimeout(resolve, payWaitsForDeliveryMs))]);
      return redirect(res, successUrl);
    }
    if (method === 'POST' && action === 'abandon') return redirect(res, abandonCheckout(state, id));
    send(res, 404, 'Not found', 'text/plain');
  }

  function control(res: ServerResponse, segments: string[], query: URLSearchParams) {
    const [, resource, id = '', action] = segments;
    if (resource === 'subscriptions' && action === 'renew')
      return send(res, 200, renewSubscription(state, delivery.emit, id));
    if (resource === 'charges' && action === 'dispute') return send(res, 200, disputeCharge(state, delivery.emit, id));
    if (resource === 'fail-next') {
      state.failures = { remaining: Number(query.get('count') ?? 1), status: Number(query.get('status') ?? 500) };
      return send(res, 200, state.failures);
    }
    send(res, 404, { error: { message: 'Unknown simulator control' } });
  }
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
