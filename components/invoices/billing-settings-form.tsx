'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { callApi } from '@/lib/client/call-api';
import { updateBillingSettingsRoute } from '@/lib/invoices/contracts';
import {
  ZUpdateBillingSettingsInput,
  type TBillingSettings,
  type TUpdateBillingSettingsInput,
} from '@/lib/invoices/schemas';

type Values = {
  legalName: string;
  address: string;
  taxId: string;
  invoicePrefix: string;
  paymentTermsDays: number;
  bankDetails: string;
  invoiceFooter: string;
};

const toValues = (settings: TBillingSettings): Values => ({
  legalName: settings.legalName ?? '',
  address: settings.address ?? '',
  taxId: settings.taxId ?? '',
  invoicePrefix: settings.invoicePrefix,
  paymentTermsDays: settings.paymentTermsDays,
  bankDetails: settings.bankDetails ?? '',
  invoiceFooter: settings.invoiceFooter ?? '',
});

/** Business details, numbering prefix and terms (PATCH /settings/billing). */
export function BillingSettingsForm({ settings }: { settings: TBillingSettings }) {
  const router = useRouter();
  const t = useTranslations('teacherInvoices.billingSettings');
  const { form, onSubmit, formError, submitting } = useApiForm<Values, TUpdateBillingSettingsInput, TBillingSettings>({
    schema: ZUpdateBillingSettingsInput as never,
    defaultValues: toValues(settings),
    fallback: t('failed'),
    submit: (body) => callApi(updateBillingSettingsRoute, { body }),
    onSuccess: (saved) => {
      form.reset(toValues(saved));
      toast.success(t('saved'));
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;
  const year = new Date().getFullYear();
  const prefix = form.watch('invoicePrefix') || 'INV';

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('form')} className="flex flex-col gap-6">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t('business')}</legend>
        <FormField label={t('legalName')} error={errors.legalName?.message} hint={t('legalNameHint')}>
          <Input autoComplete="organization" {...form.register('legalName')} />
        </FormField>
        <FormField label={t('taxId')} error={errors.taxId?.message} hint={t('taxIdHint')}>
          <Input {...form.register('taxId')} />
        </FormField>
        <FormField label={t('address')} error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={3} autoComplete="street-address" {...form.register('address')} />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t('numbers')}</legend>
        <FormField
          label={t('prefix')}
          error={errors.invoicePrefix?.message}
          hint={t('prefixHint', { example: `${prefix.toUpperCase()}-${year}-0001` })}
        >
          <Input maxLength={10} {...form.register('invoicePrefix')} />
        </FormField>
        <FormField label={t('terms')} error={errors.paymentTermsDays?.message} hint={t('termsHint')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            {...form.register('paymentTermsDays', { valueAsNumber: true })}
          />
        </FormField>
        <FormField label={t('bank')} error={errors.bankDetails?.message} hint={t('bankHint')} className="sm:col-span-2">
          <Textarea rows={2} {...form.register('bankDetails')} />
        </FormField>
        <FormField
          label={t('footer')}
          error={errors.invoiceFooter?.message}
          hint={t('footerHint')}
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...form.register('invoiceFooter')} />
        </FormField>
      </fieldset>
      <FormAlert message={formError} />
      <div>
        <Button type="submit" loading={submitting} disabled={!isDirty}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
