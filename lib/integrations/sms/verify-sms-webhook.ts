import 'server-only';
import twilio from 'twilio';
import { smsConfig } from './twilio-client';

/**
 * Whether an inbound webhook is Twilio's: the SDK's validateRequest checks X-Twilio-Signature (HMAC-SHA1
 * of the public URL and the sorted form fields, keyed with the auth token). `url` is the address
 * Twilio called, as configured in its console (APP_URL + path), not what a proxy passed on.
 */
export function isSignedByTwilio({
  signature,
  url,
  params,
}: {
  signature: string | null;
  url: string;
  params: Record<string, string>;
}): boolean {
  const config = smsConfig();
  if (!config || !signature) return false;
  return twilio.validateRequest(config.authToken, signature, url, params);
}
