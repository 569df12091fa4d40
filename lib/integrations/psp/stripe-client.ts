import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/core/env';
import { ServiceUnavailableError } from '@/lib/core/errors';

/** The key the SDK sends to the simulated processor; the simulator accepts any key, this one names itself. */
export const simulatedProcessorSecretKey = 'sk_test_lektio_simulated_processor';

let cached: { signature: string; client: Stripe } | undefined;

/**
 * The one Stripe SDK instance. With STRIPE_SECRET_KEY it is the real processor; otherwise, outside
 * production only, the same SDK pointed at the simulated processor through its host/port options
 * (docs/decisions/0012-simulated-processor.md). Rebuilt only when the configuration changes, which
 * lets tests point it at a simulator on a random port.
 */
export function stripeClient(): Stripe {
  const config = env();
  const secretKey = config.STRIPE_SECRET_KEY;
  if (!secretKey && config.APP_ENV === 'production') {
    throw new ServiceUnavailableError('The payment processor is not configured');
  }
  const signature = secretKey ? `key:${secretKey}` : `simulator:${config.STRIPE_SIMULATOR_URL}`;
  if (cached?.signature === signature) return cached.client;
  const client = secretKey ? realClient(secretKey) : simulatedClient(new URL(config.STRIPE_SIMULATOR_URL));
  cached = { signature, client };
  return client;
}

function realClient(secretKey: string) {
  // 10 s instead of the SDK's 80 s: a person is waiting; a timeout counts as a breaker failure.
  return new Stripe(secretKey, { timeout: 10_000, appInfo: { name: 'Lektio' } });
}

function simulatedClient(address: URL) {
  return new Stripe(simulatedProcessorSecretKey, {
    host: address.hostname,
    port: Number(address.port || 80),
    protocol: 'http',
    timeout: 5_000,
    // No SDK retries against the local fake: failures show up at once (and in breaker tests).
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
