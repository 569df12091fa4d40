import 'server-only';
import twilio from 'twilio';
import type { RequestOptions } from 'twilio/lib/base/RequestClient';
import { env, isProduction } from '@/lib/core/env';
import { ServiceUnavailableError } from '@/lib/core/errors';

/** What the simulated provider is called with: any values work there; these name themselves. */
export const simulatedTwilio = {
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'lektio-simulated-sms-auth-token',
  from: '+15005550006',
} as const;

export type SmsConfig = { accountSid: string; authToken: string; from: string; simulatorUrl: string | null };

/**
 * Real Twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM; otherwise, outside production
 * only, the simulated provider at TWILIO_SIMULATOR_URL with fixed credentials. Production without
 * them has no SMS channel (null): reminders fall back to e-mail.
 */
export function smsConfig(): SmsConfig | null {
  const config = env();
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM) {
    return {
      accountSid: config.TWILIO_ACCOUNT_SID,
      authToken: config.TWILIO_AUTH_TOKEN,
      from: config.TWILIO_FROM,
      simulatorUrl: null,
    };
  }
  if (isProduction()) return null;
  return { ...simulatedTwilio, simulatorUrl: config.TWILIO_SIMULATOR_URL };
}

/** The SDK's own HTTP client, with every call's origin (api.twilio.com) swapped for the simulator's. */
class SimulatorRequestClient extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super();
  }
  override request<TData>(opts: RequestOptions<TData>) {
    const target = new URL(opts.uri);
    const simulator = new URL(this.origin);
    target.protocol = simulator.protocol;
    target.host = simulator.host;
    return super.request<TData>({ ...opts, uri: target.toString() });
  }
}

let cached: { signature: string; client: twilio.Twilio } | undefined;

/** The one Twilio SDK instance, rebuilt only when the configuration changes (tests move the simulator). */
export function twilioClient(): { client: twilio.Twilio; config: SmsConfig } {
  const config = smsConfig();
  if (!config) throw new ServiceUnavailableError('Text messages are not configured');
  const signature = `${config.accountSid}|${config.authToken}|${config.simulatorUrl}`;
  if (cached?.signature !== signature) {
    const client = twilio(config.accountSid, config.authToken, {
      ...(config.simulatorUrl ? { httpClient: new SimulatorRequestClient(config.simulatorUrl) } : {}),
    });
    cached = { signature, client };
  }
  return { client: cached.client, config };
}
