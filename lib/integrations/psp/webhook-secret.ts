import { env } from '@/lib/core/env';

/** Only outside production (where STRIPE_WEBHOOK_SECRET is required at start): the simulator signs with this. */
export const developmentWebhookSecret = 'whsec_lektio_development_simulated_processor';

/** The secret processor events are signed with: the configured one, or the development fallback. */
export function webhookSigningSecret(): string {
  const config = env();
  if (config.STRIPE_WEBHOOK_SECRET) return config.STRIPE_WEBHOOK_SECRET;
  if (config.APP_ENV === 'production') throw new Error('STRIPE_WEBHOOK_SECRET is required in production');
  return developmentWebhookSecret;
}
