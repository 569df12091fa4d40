'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
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

const methods = ['cash', 'bank_transfer', 'other'] as const;

type Translate = ReturnType<typeof useTranslations<'teacherInvoices.recordPayment'>>;

const schemaFor = (target: Target, t: Translate) =>
  z
    .object({
      amount: z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, t('amountFormat')),
      method: z.enum(methods),
      paidOn: z.iso.date(t('chooseDay')),
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
  const t = useTranslations('teacherInvoices.recordPayment');
  return (
    <FormDialog
      trigger={<Button variant="secondary">{t('trigger')}</Button>}
      title={t('trigger')}
      description={t('description')}
      submitLabel={t('submit')}
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
  const t = useTranslations('teacherInvoices.recordPayment');
  const schema = useMemo(() => schemaFor(target, t), [target, t]);
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
      toast.success(t('recorded'));
      onDone();
      router.refresh();
    },
    fallback: t('failed'),
  });
  const { errors } = form.formState;
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('form')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('amount', { currency: target.currency })} required error={errors.amount?.message}>
          <Input inputMode="decimal" {...form.register('amount')} />
        </FormField>
        <FormField label={t('method')} required error={errors.method?.message}>
          <Select
            options={methods.map((value) => ({ value, label: t(`methods.${value}`) }))}
            {...form.register('method')}
          />
        </FormField>
        <FormField label={t('paidOn')} required error={errors.paidOn?.message}>
          <Input type="date" {...form.register('paidOn')} />
        </FormField>
        <FormField label={t('note')} error={errors.note?.message}>
          <Input {...form.register('note')} />
        </FormField>
      </div>
      <FormAlert message={formError} />
    </form>
  );
}
