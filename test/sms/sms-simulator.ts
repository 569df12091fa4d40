import { afterAll, beforeAll } from 'vitest';
import { startSimulatedSms, type SimulatedSms } from '@/dev/simulators/sms/start-simulated-sms';

/**
 * Starts the simulated SMS provider for the test file and points the Twilio SDK at it
 * (TWILIO_SIMULATOR_URL, no TWILIO_ACCOUNT_SID): texts go through the real SDK on the wire.
 */
export function setUpSimulatedSms(): { current: () => SimulatedSms } {
  let sms: SimulatedSms | undefined;
  const previous = { url: process.env.TWILIO_SIMULATOR_URL, sid: process.env.TWILIO_ACCOUNT_SID };
  beforeAll(async () => {
    sms = await startSimulatedSms();
    process.env.TWILIO_SIMULATOR_URL = sms.url;
    delete process.env.TWILIO_ACCOUNT_SID;
  });
  afterAll(async () => {
    await sms?.close();
    if (previous.url === undefined) delete process.env.TWILIO_SIMULATOR_URL;
    else process.env.TWILIO_SIMULATOR_URL = previous.url;
    if (previous.sid !== undefined) process.env.TWILIO_ACCOUNT_SID = previous.sid;
  });
  return { current: () => sms! };
}

/** The texts the simulator received for `to`, oldest first. */
export const textsTo = (sms: SimulatedSms, to: string) => sms.messages.filter((message) => message.to === to);
