import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { startSimulatedProcessor, type SimulatedProcessor } from './start-simulated-processor';

const holder = globalThis as typeof globalThis & { lektioSimulatedProcessor?: Promise<SimulatedProcessor | null> };

/** Real deliveries are retried like the processor does, only sooner (a developer is watching). */
const developmentRetryDelaysMs = [1_000, 5_000, 15_000];

/**
 * Development only, and only without STRIPE_SECRET_KEY: serves the simulated processor at
 * STRIPE_SIMULATOR_URL for the app's own process (instrumentation-node.ts). Once per process, even
 * when Next.js registers instrumentation again; a port already taken is reported, not fatal.
 */
export function startDevelopmentProcessor(): Promise<SimulatedProcessor | null> {
  const config = env();
  if (config.APP_ENV === 'production' || config.STRIPE_SECRET_KEY) return Promise.resolve(null);
  holder.lektioSimulatedProcessor ??= (async () => {
    const address = new URL(config.STRIPE_SIMULATOR_URL);
    try {
      const processor = await startSimulatedProcessor({
        port: Number(address.port || 80),
        hostname: address.hostname,
        webhookUrl: new URL('/api/webhooks/psp', config.APP_URL).toString(),
        retryDelaysMs: developmentRetryDelaysMs,
      });
      log.info({ url: processor.url }, 'simulated payment processor started');
      return processor;
    } catch (error) {
      log.warn(
        { err: error, url: config.STRIPE_SIMULATOR_URL },
        'simulated payment processor could not start (is the port taken?)',
      );
      return null;
    }
  })();
  return holder.lektioSimulatedProcessor;
}
