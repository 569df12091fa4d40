import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { startGoogleSimulator, type GoogleSimulator } from './start-google-simulator';

const holder = globalThis as typeof globalThis & { lektioGoogleSimulator?: Promise<GoogleSimulator | null> };

/**
 * Development only, and only without GOOGLE_CLIENT_ID: serves the simulated Google at
 * GOOGLE_SIMULATOR_URL (readEnv already points every Google setting there). Once per process, even
 * when Next.js registers instrumentation again; a port already taken is reported, not fatal.
 */
export function startDevelopmentGoogle(): Promise<GoogleSimulator | null> {
  const config = env();
  if (!config.GOOGLE_SIMULATED) return Promise.resolve(null);
  holder.lektioGoogleSimulator ??= (async () => {
    const address = new URL(config.GOOGLE_SIMULATOR_URL);
    try {
      const simulator = await startGoogleSimulator({ port: Number(address.port || 80), hostname: address.hostname });
      log.info({ url: simulator.url }, 'simulated Google started');
      return simulator;
    } catch (error) {
      log.warn(
        { err: error, url: config.GOOGLE_SIMULATOR_URL },
        'simulated Google could not start (is the port taken?)',
      );
      return null;
    }
  })();
  return holder.lektioGoogleSimulator;
}
