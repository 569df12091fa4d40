import { isProduction } from '@/lib/core/env';
import { ServiceUnavailableError } from '@/lib/core/errors';
import { googleCredentials, type GoogleCredentials } from '@/lib/integrations/google/oauth-client';
import { IdpSignInError } from './idp-sign-in-error';

/**
 * The Google client credentials. Without them production answers 503 (a misconfiguration to fix);
 * elsewhere the sign-in page explains that the development login is the way in.
 */
export function requireGoogleCredentials(): GoogleCredentials {
  const credentials = googleCredentials();
  if (credentials) return credentials;
  if (isProduction()) throw new ServiceUnavailableError('Google sign-in is not configured');
  throw new IdpSignInError('idp_unconfigured', 'Google sign-in is not configured here');
}
