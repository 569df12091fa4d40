/**
 * What the fake Google APIs (Calendar, Drive) share, now the simulated Google's own plumbing
 * (dev/simulators/google); kept here for the tests that import it.
 */
export { googleError, readBody, send } from '@/dev/simulators/google/http-plumbing';
export { refreshTokenGrant } from '@/dev/simulators/google/token-store';
