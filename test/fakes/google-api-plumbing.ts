/**
 * What the fake Google APIs (Calendar, Drive) share, now the simulated Google's own plumbing
 * (lib/integrations/google/simulator); kept here for the tests that import it.
 */
export { googleError, readBody, send } from '@/lib/integrations/google/simulator/http-plumbing';
export { refreshTokenGrant } from '@/lib/integrations/google/simulator/token-store';
