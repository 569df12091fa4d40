'use client';

import { RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
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
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatMoney } from '@/lib/presentation/format';
import { formatMajorAmount } from '@/lib/presentation/money-input';
import { refundFormSchema } from './refund-form-schema';

const REASONS = ['requested_by_customer', 'duplicate', 'fraudulent'] as const;

type Props = {
  paymentId: string;
  studentName: string;
  currency: string;
  /** Minor units a refund may still take back. */
  refundable: number;
};

/** Full or partial refund of one payment; the amount is typed in major units and never exceeds `refundable`. */
export function RefundDialog(props: Props) {
  const t = useTranslations('teacherPayments.refund');
  const regional = useRegionalFormat();
  return (
    <FormDialog
      trigger={
        /* Icon only until the table has room for the word; the accessible name stays "Refund". */
        <Button type="button" variant="secondary" size="sm" title={t('button')}>
          <RotateCcw aria-hidden="true" />{' '}
          <span className="sr-only max-md:not-sr-only 2xl:not-sr-only">{t('button')}</span>
        </Button>
      }
      title={t('title')}
      description={t('description', {
        name: props.studentName,
        amount: formatMoney(props.refundable, props.currency, regional),
      })}
      submitLabel={t('button')}
      destructive
    >
      {/* Mounted per opening: a fresh idempotency key and fresh fields each time. */}
      {(controls) => <RefundForm {...props} {...controls} />}
    </FormDialog>
  );
}

function RefundForm({ paymentId, currency, refundable, formId, onSavingChange, close }: Props & FormDialogControls) {
  const t = useTranslations('teacherPayments.refund');
  const regional = useRegionalFormat();
  const router = useRouter();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const max = formatMoney(refundable, currency, regional);
  // The schema's own sentences, said in the reader's language (others come as the schema words them).
  const sayAmountProblem = (message: string | undefined) =>
    message === 'Enter an amount'
      ? t('enterAmount')
      : message === 'Enter an amount above zero'
        ? t('aboveZero')
        : message === `At most ${formatMoney(refundable, currency)} can be refunded`
          ? t('tooMuch', { max })
          : message;
  const { form, onSubmit, formError, submitting } = useApiForm({
    schema: refundFormSchema({ paymentId, currency, refundable, idempotencyKey }),
    defaultValues: {
      mode: 'full',
      amountText: formatMajorAmount(refundable, currency),
      reason: 'requested_by_customer',
    },
    mode: 'onSubmit',
    fallback: t('failed'),
    fieldFor: (path) => (path === 'amount' ? 'amountText' : null),
    submit: (body) => callApi(refundPaymentRoute, { body }),
    onSuccess: (refund) => {
      toast.success(t('sent', { amount: formatMoney(refund.amount, refund.currency, regional) }));
      close();
      router.refresh();
    },
  });
  useSavingReport(submitting, onSavingChange);
  const mode = useWatch({ control: form.control, name: 'mode' });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="text-foreground mb-1 text-sm font-medium">{t('amount')}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="full" className="accent-primary size-4" {...form.register('mode')} />
          {t('full', { max })}
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="partial" className="accent-primary size-4" {...form.register('mode')} />
          {t('partial')}
        </label>
      </fieldset>
      {mode === 'partial' ? (
        <FormField
          label={t('amountField', { currency })}
          hint={t('atMost', { max })}
          error={sayAmountProblem(form.formState.errors.amountText?.message)}
          required
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('amountText')} />
        </FormField>
      ) : null}
      <FormField label={t('reasonLabel')}>
        <Select
          options={REASONS.map((value) => ({ value, label: t(`reason.${value}`) }))}
          {...form.register('reason')}
        />
      </FormField>
      <FormAlert message={formError} />
    </form>
  );
}
