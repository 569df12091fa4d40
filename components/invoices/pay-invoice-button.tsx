'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { payOwnInvoiceRoute } from '@/lib/invoices/contracts';

/** Opens the card checkout for what is open on an invoice; the webhook settles it once paid. */
export function PayInvoiceButton({
  invoiceId,
  label,
  failure = 'The payment could not start. Try again.',
}: {
  invoiceId: string;
  label: string;
  /** The words when the checkout cannot start (the reader's language). */
  failure?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="sm"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          const { checkoutUrl } = await callApi(payOwnInvoiceRoute, { params: { id: invoiceId } });
          window.location.assign(checkoutUrl);
        } catch (error) {
          toast.error(error instanceof ApiRefusal ? error.message : failure);
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}
