import { Inngest } from 'inngest';
import { log } from '@/lib/core/log';

type EnvSource = Record<string, string | undefined>;

/**
 * Jobs go through Inngest (cloud, or a self-hosted server at INNGEST_BASE_URL) when both keys are
 * set, or through a local Inngest dev server when INNGEST_DEV is set. Otherwise the embedded
 * default applies: `lib/jobs/in-process-runner.ts` runs these same functions inside the app.
 * Read per call so that tests can switch modes by changing the environment.
 */
export function isInngestConfigured(source: EnvSource = process.env): boolean {
  return Boolean(source.INNGEST_EVENT_KEY && source.INNGEST_SIGNING_KEY) || Boolean(source.INNGEST_DEV);
}

function connectionOptions(source: EnvSource) {
  if (!isInngestConfigured(source)) {
    // Cloud mode with no signing key: the SDK refuses every call to /api/inngest, so an embedded
    // app never runs functions for an unsigned caller. INNGEST_DEV is left for the SDK to read.
    return { isDev: false };
  }
  return {
    eventKey: source.INNGEST_EVENT_KEY,
    signingKey: source.INNGEST_SIGNING_KEY,
    ...(source.INNGEST_BASE_URL ? { baseUrl: source.INNGEST_BASE_URL } : {}),
  };
}

export const inngest = new Inngest({
  id: 'lektio',
  logger: log.child({ component: 'inngest' }),
  ...connectionOptions(process.env),
});
