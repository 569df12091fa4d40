import { inngest } from '@/inngest/client';
import { draftMonthlyInvoices } from '@/lib/invoices/draft-monthly-invoices';

/**
 * Hourly: each teacher with post-paid services is claimed once on the first day of their local
 * month and gets one draft per student who owes lessons (decision 0093).
 */
export const draftMonthlyInvoicesFunction = inngest.createFunction(
  {
    id: 'invoices-draft-monthly',
    name: 'Monthly invoice drafts',
    triggers: [{ cron: 'TZ=UTC 5 * * * *' }],
  },
  async ({ step }) => step.run('draft', () => draftMonthlyInvoices()),
);
