'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { recordManualPaymentRoute } from '@/lib/invoices/contracts';
import type { TRecordManualPaymentInput } from '@/lib/invoices/schemas';

type Target = {
  studentId: string;
  currency: string;
  /** Settles this invoice; otherwise the payment goes on the student's account. */
  invoiceId?: string;
  /** Suggested amount, minor units (what is open). */
  amount?: number;
};

const methods = [
  { value: 'cash', label: 'Cash' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'other', label: 'Other' },
] as const;

const schemaFor = (target: Target) =>
  z
    .object({
      amount: z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, 'An amount like 45 or 45.50'),
      method: z.enum(['cash', 'bank_transfer', 'other']),
      paidOn: z.iso.date('Choose the day it was paid'),
      note: z.string().trim().max(500),
    })
    .transform((values): TRecordManualPaymentInput => ({
      studentId: target.studentId,
      currency: target.currency as TRecordManualPaymentInput['currency'],
      amount: Math.round(Number(values.amount) * 100),
      method: values.method,
      // Noon UTC of the day: the same calendar day in any European or American zone.
      paidAt: `${values.paidOn}T12:00:00.000Z`,
      ...(values.note ? { note: values.note } : {}),
      ...(target.invoiceId ? { invoiceId: target.invoiceId } : {}),
    }));

/** "Record a payment": cash, bank transfer or other, in the payments ledger (POST /payments/manual). */
export function RecordPaymentDialog({ target }: { target: Target }) {
  return (
    <FormDialog
      trigger={<Button variant="secondary">Record a payment</Button>}
      title="Record a payment"
      description="Money you received outside the card processor. It counts in your revenue; a mistake is corrected, never deleted."
      submitLabel="Record payment"
    >
      {({ formId, onSavingChange, close }) => (
        <RecordPaymentForm formId={formId} target={target} onSavingChange={onSavingChange} onDone={close} />
      )}
    </FormDialog>
  );
}

type FormProps = { formId: string; target: Target; onSavingChange: (saving: boolean) => void; onDone: () => void };

function RecordPaymentForm({ formId, target, onSavingChange, onDone }: FormProps) {
  const router = useRouter();
  const schema = schemaFor(target);
  const { form, onSubmit, formError } = useApiForm({
    schema,
    defaultValues: {
      amount: target.amount ? (target.amount / 100).toFixed(2) : '',
      method: 'cash' as const,
      paidOn: new Date().toISOString().slice(0, 10),
      note: '',
    },
    submit: async (body: TRecordManualPaymentInput) => {
      onSavingChange(true);
      try {
        return await callApi(recordManualPaymentRoute, { body });
      } finally {
        onSavingChange(false);
      }
    },
    fieldFor: (path) => (path === 'amount' ? 'amount' : path === 'paidAt' ? 'paidOn' : null),
    codeFields: { PAYMENT_EXCEEDS_INVOICE: 'amount', CURRENCY_MISMATCH: 'amount' },
    onSuccess: () => {
      toast.success('Payment recorded');
      onDone();
      router.refresh();
    },
    fallback: 'The payment could not be recorded. Try again.',
  });
  const { errors } = form.formState;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Payment">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={`Amount (${target.currency})`} required error={errors.amount?.message}>
          <Input inputMode="decimal" {...form.register('amount')} />
        </FormField>
        <FormField label="Method" required error={errors.method?.message}>
          <Select options={[...methods]} {...form.register('method')} />
        </FormField>
        <FormField label="Paid on" required error={errors.paidOn?.message}>
          <Input type="date" {...form.register('paidOn')} />
        </FormField>
        <FormField label="Note" error={errors.note?.message}>
          <Input {...form.register('note')} />
        </FormField>
      </div>
      <FormAlert message={formError} />
    </form>
  );
}
