/**
 * Where the simulated Google answers and which OAuth client it knows, with no import: readEnv
 * points the app here in development without GOOGLE_CLIENT_ID (see lib/core/env.ts), and the
 * simulator (dev/simulators/google) answers on these paths for this client (decision 0074).
 */

export const authPath = '/o/oauth2/v2/auth';
export const tokenPath = '/token';
export const certsPath = '/oauth2/v1/certs';

export const demoGoogleClient = {
  clientId: 'lektio-demo.apps.googleusercontent.test',
  clientSecret: 'demo-google-client-secret',
};

/** The one account the development simulator signs in as. */
export const demoGoogleAccount = {
  sub: '100000000000000000042',
  email: 'demo.teacher@gmail.test',
  name: 'Demo Teacher',
};

/** Every Google setting of the app, for a simulator at `url`. */
export function simulatedGoogleEnv(url: string) {
  const base = url.replace(/\/+$/, '');
  return {
    GOOGLE_CLIENT_ID: demoGoogleClient.clientId,
    GOOGLE_CLIENT_SECRET: demoGoogleClient.clientSecret,
    GOOGLE_AUTH_URL: `${base}${authPath}`,
    GOOGLE_TOKEN_URL: `${base}${tokenPath}`,
    GOOGLE_CERTS_URL: `${base}${certsPath}`,
    GOOGLE_API_URL: `${base}/`,
  };
}
