'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { refusalMessage } from '@/lib/client/api-refusal';
import { issueInvoiceRoute } from '@/lib/invoices/contracts';
import type { TInvoice } from '@/lib/invoices/schemas';

export type IssueFailure = { name: string; error: string };

type Props = { selected: TInvoice[]; onDone: (failures: IssueFailure[]) => void };

/**
 * Issues the selected drafts (the monthly run's, decision 0158): one `POST /invoices/:id/issue` after
 * the other, oldest first, so each takes the next number in its own transaction exactly as a single
 * issue does (gapless: a refused draft takes no number), and a failure names its draft.
 */
export function IssueDraftsActions({ selected, onDone }: Props) {
  const t = useTranslations('teacherInvoices.bulk');
  const router = useRouter();
  const issue = useApiMutation(issueInvoiceRoute);
  const [running, setRunning] = useState(false);
  const drafts = selected
    .filter((invoice) => invoice.status === 'draft')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));

  async function run() {
    setRunning(true);
    const failures: IssueFailure[] = [];
    let issued = 0;
    for (const draft of drafts) {
      try {
        await issue.mutateAsync({ params: { id: draft.id } });
        issued += 1;
      } catch (error) {
        failures.push({ name: draft.payerName, error: refusalMessage(error, t('failed')) });
      }
    }
    setRunning(false);
    if (issued > 0) toast.success(t('issued', { count: issued }));
    onDone(failures);
    router.refresh();
  }

  return (
    <div
      role="toolbar"
      aria-label={t('toolbar')}
      className="border-border bg-surface-muted flex flex-wrap items-center gap-2 rounded-lg border p-2 text-sm"
    >
      <span className="text-muted-foreground px-1">{t('selected', { count: selected.length })}</span>
      <Button size="sm" loading={running} disabled={drafts.length === 0} onClick={() => void run()}>
        {t('issue', { count: drafts.length })}
      </Button>
      {drafts.length < selected.length ? <span className="text-muted-foreground px-1">{t('onlyDrafts')}</span> : null}
    </div>
  );
}
