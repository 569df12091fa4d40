'use client';

import { RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog, useSavingReport, type FormDialogControls } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { refundPaymentRoute } from '@/lib/payments/contracts';
import { formatMoney } from '@/lib/presentation/format';
import { formatMajorAmount } from '@/lib/presentation/money-input';
import { refundFormSchema } from './refund-form-schema';

const REASONS = [
  { value: 'requested_by_customer', label: 'Requested by the student' },
  { value: 'duplicate', label: 'Duplicate payment' },
  { value: 'fraudulent', label: 'Fraudulent' },
];

type Props = {
  paymentId: string;
  studentName: string;
  currency: string;
  /** Minor units a refund may still take back. */
  refundable: number;
};

/** Full or partial refund of one payment; the amount is typed in major units and never exceeds `refundable`. */
export function RefundDialog(props: Props) {
  return (
    <FormDialog
      trigger={
        /* Icon only until the table has room for the word; the accessible name stays "Refund". */
        <Button type="button" variant="secondary" size="sm" title="Refund">
          <RotateCcw aria-hidden="true" /> <span className="sr-only max-md:not-sr-only 2xl:not-sr-only">Refund</span>
        </Button>
      }
      title="Refund payment"
      description={`${props.studentName}: up to ${formatMoney(props.refundable, props.currency)} can be refunded to the card used.`}
      submitLabel="Refund"
      destructive
    >
      {/* Mounted per opening: a fresh idempotency key and fresh fields each time. */}
      {(controls) => <RefundForm {...props} {...controls} />}
    </FormDialog>
  );
}

function RefundForm({ paymentId, currency, refundable, formId, onSavingChange, close }: Props & FormDialogControls) {
  const router = useRouter();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const max = formatMoney(refundable, currency);
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: refundFormSchema({ paymentId, currency, refundable, idempotencyKey }),
    defaultValues: {
      mode: 'full',
      amountText: formatMajorAmount(refundable, currency),
      reason: 'requested_by_customer',
    },
    mode: 'onSubmit',
    fallback: 'The refund could not be made. Try again.',
    fieldFor: (path) => (path === 'amount' ? 'amountText' : null),
    submit: (body) => callApi(refundPaymentRoute, { body }),
    onSuccess: (refund) => {
      toast.success(
        `Refund of ${formatMoney(refund.amount, refund.currency)} sent; it is applied when the processor confirms it.`,
      );
      close();
      router.refresh();
    },
  });
  useSavingReport(submitting, onSavingChange);
  const mode = useWatch({ control: form.control, name: 'mode' });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-foreground mb-1 text-sm font-medium">Amount</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="full" className="accent-primary size-4" {...form.register('mode')} />
          Full refund ({max})
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="partial" className="accent-primary size-4" {...form.register('mode')} />
          Partial refund
        </label>
      </fieldset>
      {mode === 'partial' ? (
        <FormField
          label={`Amount to refund (${currency})`}
          hint={`At most ${max}`}
          error={form.formState.errors.amountText?.message}
          required
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('amountText')} />
        </FormField>
      ) : null}
      <FormField label="Reason">
        <Select options={REASONS} {...form.register('reason')} />
      </FormField>
      <FormAlert message={formError} />
    </form>
  );
}
