'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { issueInvoiceRoute, sendInvoiceRoute, voidInvoiceRoute } from '@/lib/invoices/contracts';
import type { TInvoice } from '@/lib/invoices/schemas';

/** Issue, send, void and download, as the invoice's state allows. */
export function InvoiceActions({ invoice }: { invoice: TInvoice }) {
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (name: string, action: () => Promise<TInvoice>, done: (result: TInvoice) => string) => {
    setBusy(name);
    try {
      const result = await action();
      toast.success(done(result));
      router.refresh();
    } catch (error) {
      toast.error(error instanceof ApiRefusal ? error.message : 'That did not work. Try again.');
    } finally {
      setBusy(null);
    }
  };
  const params = { id: invoice.id };
  return (
    <div className="flex flex-wrap gap-2">
      {invoice.status === 'draft' ? (
        <Button
          loading={busy === 'issue'}
          onClick={() =>
            run(
              'issue',
              () => callApi(issueInvoiceRoute, { params }),
              (issued) => `Issued as ${issued.number}`,
            )
          }
        >
          Issue invoice
        </Button>
      ) : (
        <Button
          variant="secondary"
          loading={busy === 'send'}
          onClick={() =>
            run(
              'send',
              () => callApi(sendInvoiceRoute, { params }),
              () => `Sent to ${invoice.payerEmail}`,
            )
          }
        >
          {invoice.sentAt ? 'Send again' : 'Send by e-mail'}
        </Button>
      )}
      <Button variant="secondary" asChild>
        <a href={`/api/teacher/invoices/${invoice.id}/pdf`} download>
          Download PDF
        </a>
      </Button>
      {invoice.kind === 'invoice' && invoice.status === 'issued' ? (
        <Button
          variant="danger"
          loading={busy === 'void'}
          onClick={() => {
            if (!window.confirm('Void this invoice? A credit note with its own number cancels it.')) return;
            void run(
              'void',
              () => callApi(voidInvoiceRoute, { params }),
              (note) => `Voided by credit note ${note.number}`,
            );
          }}
        >
          Void
        </Button>
      ) : null}
    </div>
  );
}
