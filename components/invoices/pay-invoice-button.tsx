'use client';

import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
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
  const pay = useApiMutation(payOwnInvoiceRoute, {
    refresh: false,
    failure,
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
  return (
    // Still loading after the answer: the browser is leaving for the checkout.
    <Button
      size="sm"
      loading={pay.isPending || pay.isSuccess}
      onClick={() => pay.mutate({ params: { id: invoiceId } })}
    >
      {label}
    </Button>
  );
}
