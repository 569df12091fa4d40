import { inngest } from '@/inngest/client';
import { cleanupAuditLog } from '@/lib/audit/cleanup-audit-log';

/** Monthly on the 1st at 02:00 UTC (spec): deletes audit entries past their class's retention. */
export const cleanupAuditLogFunction = inngest.createFunction(
  {
    id: 'audit-cleanup-audit-log',
    name: 'Audit log cleanup',
    triggers: [{ cron: 'TZ=UTC 0 2 1 * *' }],
  },
  async ({ step }) => step.run('cleanup', () => cleanupAuditLog()),
);
