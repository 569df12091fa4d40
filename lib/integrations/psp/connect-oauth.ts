import 'server-only';
import { env } from '@/lib/core/env';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { callProcessor } from './circuit-breaker';
import { stripeClient } from './stripe-client';

/**
 * Where to send the teacher to connect their processor account (Stripe Connect OAuth, Standard
 * accounts, read_write). With the simulated processor: its authorize page, which grants at once.
 */
export function connectAuthorizeUrl(input: { state: string; redirectUri: string }): string {
  const config = env();
  if (!config.STRIPE_SECRET_KEY) {
    stripeClient(); // refuses in production
    const url = new URL('/oauth/authorize', config.STRIPE_SIMULATOR_URL);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: 'ca_simulated',
      scope: 'read_write',
      state: input.state,
      redirect_uri: input.redirectUri,
    }).toString();
    return url.toString();
  }
  if (!config.STRIPE_CONNECT_CLIENT_ID) {
    throw new ServiceUnavailableError('Connecting a payment account is not configured (STRIPE_CONNECT_CLIENT_ID)');
  }
  return stripeClient().oauth.authorizeUrl({
    response_type: 'code',
    client_id: config.STRIPE_CONNECT_CLIENT_ID,
    scope: 'read_write',
    state: input.state,
    redirect_uri: input.redirectUri,
  });
}

/** Exchanges the code the processor returned for the connected account's id and its charge capability. */
export async function exchangeConnectCode(code: string): Promise<{ accountId: string; chargesEnabled: boolean }> {
  const token = await callProcessor(() => stripeClient().oauth.token({ grant_type: 'authorization_code', code }));
  const accountId = token.stripe_user_id;
  if (!accountId) throw new Error('The processor returned no connected account id');
  const account = await callProcessor(() => stripeClient().accounts.retrieve(accountId));
  return { accountId, chargesEnabled: account.charges_enabled };
}
