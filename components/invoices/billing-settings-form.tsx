'use client';

import { useRouter } from 'next/navigation';
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
  const { form, onSubmit, formError, submitting } = useApiForm<Values, TUpdateBillingSettingsInput, TBillingSettings>({
    schema: ZUpdateBillingSettingsInput as never,
    defaultValues: toValues(settings),
    fallback: 'Your invoice settings could not be saved. Try again.',
    submit: (body) => callApi(updateBillingSettingsRoute, { body }),
    onSuccess: (saved) => {
      form.reset(toValues(saved));
      toast.success('Invoice settings saved');
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;
  const year = new Date().getFullYear();
  const prefix = form.watch('invoicePrefix') || 'INV';

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invoice settings" className="flex flex-col gap-6">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">Business details</legend>
        <FormField label="Legal name" error={errors.legalName?.message} hint="Your name is used when empty.">
          <Input autoComplete="organization" {...form.register('legalName')} />
        </FormField>
        <FormField label="Tax id" error={errors.taxId?.message} hint="VAT number or similar, if you have one.">
          <Input {...form.register('taxId')} />
        </FormField>
        <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
          <Textarea rows={3} autoComplete="street-address" {...form.register('address')} />
        </FormField>
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">Numbers and terms</legend>
        <FormField
          label="Invoice prefix"
          error={errors.invoicePrefix?.message}
          hint={`Numbers read ${prefix.toUpperCase()}-${year}-0001, one series per calendar year.`}
        >
          <Input maxLength={10} {...form.register('invoicePrefix')} />
        </FormField>
        <FormField
          label="Payment terms (days)"
          error={errors.paymentTermsDays?.message}
          hint="An invoice is due this many days after it is issued."
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            {...form.register('paymentTermsDays', { valueAsNumber: true })}
          />
        </FormField>
        <FormField
          label="Bank details"
          error={errors.bankDetails?.message}
          hint="Printed on unpaid invoices, for bank transfers."
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...form.register('bankDetails')} />
        </FormField>
        <FormField
          label="Footer"
          error={errors.invoiceFooter?.message}
          hint="A closing line, e.g. a legal mention."
          className="sm:col-span-2"
        >
          <Textarea rows={2} {...form.register('invoiceFooter')} />
        </FormField>
      </fieldset>
      <FormAlert message={formError} />
      <div>
        <Button type="submit" loading={submitting} disabled={!isDirty}>
          Save invoice settings
        </Button>
      </div>
    </form>
  );
}
