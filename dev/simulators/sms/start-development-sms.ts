import { env } from '@/lib/core/env';
import { log } from '@/lib/core/log';
import { startSimulatedSms, type SimulatedSms } from './start-simulated-sms';

const holder = globalThis as typeof globalThis & { lektioSimulatedSms?: Promise<SimulatedSms | null> };

/**
 * Outside production and without TWILIO_ACCOUNT_SID: serves the simulated SMS provider at
 * TWILIO_SIMULATOR_URL for the app's own process (instrumentation-node.ts). Once per process; a port
 * already taken is reported, not fatal.
 */
export function startDevelopmentSms(): Promise<SimulatedSms | null> {
  const config = env();
  if (config.APP_ENV === 'production' || config.TWILIO_ACCOUNT_SID) return Promise.resolve(null);
  holder.lektioSimulatedSms ??= (async () => {
    const address = new URL(config.TWILIO_SIMULATOR_URL);
    try {
      const sms = await startSimulatedSms({ port: Number(address.port || 80), hostname: address.hostname });
      log.info({ url: sms.url }, 'simulated SMS provider started');
      return sms;
    } catch (error) {
      log.warn(
        { err: error, url: config.TWILIO_SIMULATOR_URL },
        'simulated SMS provider could not start (is the port taken?)',
      );
      return null;
    }
  })();
  return holder.lektioSimulatedSms;
}
