'use client';

import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { issueInvoiceRoute, sendInvoiceRoute, voidInvoiceRoute } from '@/lib/invoices/contracts';
import type { TInvoice } from '@/lib/invoices/schemas';

/** Issue, send, void and download, as the invoice's state allows. */
export function InvoiceActions({ invoice }: { invoice: TInvoice }) {
  const t = useTranslations('teacherInvoices.actions');
  const failure = t('failed');
  const issue = useApiMutation(issueInvoiceRoute, {
    failure,
    success: (issued) => t('issued', { number: issued.number ?? '' }),
  });
  const send = useApiMutation(sendInvoiceRoute, {
    failure,
    success: () => t('sent', { email: invoice.payerEmail ?? '' }),
  });
  const cancel = useApiMutation(voidInvoiceRoute, {
    failure,
    success: (note) => t('voided', { number: note.number ?? '' }),
  });
  const params = { id: invoice.id };
  return (
    <div className="flex flex-wrap gap-2">
      {invoice.status === 'draft' ? (
        <Button loading={issue.isPending} onClick={() => issue.mutate({ params })}>
          {t('issue')}
        </Button>
      ) : (
        <Button variant="secondary" loading={send.isPending} onClick={() => send.mutate({ params })}>
          {invoice.sentAt ? t('sendAgain') : t('send')}
        </Button>
      )}
      <Button variant="secondary" asChild>
        <a href={`/api/teacher/invoices/${invoice.id}/pdf`} download>
          {t('download')}
        </a>
      </Button>
      {invoice.kind === 'invoice' && invoice.status === 'issued' ? (
        <Button
          variant="danger"
          loading={cancel.isPending}
          onClick={() => {
            if (window.confirm(t('voidConfirm'))) cancel.mutate({ params });
          }}
        >
          {t('void')}
        </Button>
      ) : null}
    </div>
  );
}
