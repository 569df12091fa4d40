/** The Inngest client lives in lib/jobs (the in-process runner and the outbox need it); functions import it here. */
export { inngest, isInngestConfigured } from '@/lib/jobs/inngest-client';
