'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { currencyChoices } from '@/lib/core/currencies';
import { callApi } from '@/lib/client/call-api';
import { fieldOf } from '@/lib/client/field-path';
import { createDiscountCodeRoute, updateDiscountCodeRoute } from '@/lib/discounts/contracts';
import type { TCreateDiscountCodeInput, TUpdateDiscountCodeInput } from '@/lib/discounts/schemas';
import { discountEditorResolver } from './discount-editor-resolver';
import { DISCOUNT_FIELDS, type DiscountEditorValues } from './discount-editor-values';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatZoneName } from '@/lib/presentation/format';

export type DiscountServiceOption = { id: string; name: string };

type Props = {
  mode: 'create' | 'edit';
  /** The code's id when editing. */
  id?: string;
  defaultValues: DiscountEditorValues;
  services: DiscountServiceOption[];
  /** The teacher's zone: validity days are on their clock. */
  timeZone: string;
};

const TYPES = ['percentage', 'fixed_amount'] as const;

/** Create or edit a discount code with the API's own schemas; the API's refusals land on the fields. */
export function DiscountCodeForm({ mode, id, defaultValues, services, timeZone }: Props) {
  const t = useTranslations('teacherDiscounts.form');
  const regional = useRegionalFormat();
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm({
    defaultValues,
    resolver: discountEditorResolver(mode, timeZone),
    mode: 'onSubmit',
    fallback: t('failed'),
    fieldFor: (path) => fieldOf(path, DISCOUNT_FIELDS),
    codeFields: { CONFLICT: 'code' },
    // In create mode the resolver has checked the values against the create schema.
    submit: (body: TUpdateDiscountCodeInput) =>
      mode === 'create'
        ? callApi(createDiscountCodeRoute, { body: body as TCreateDiscountCodeInput })
        : callApi(updateDiscountCodeRoute, { params: { id: id ?? '' }, body }),
    onSuccess: (saved) => {
      toast.success(mode === 'create' ? t('created', { code: saved.code }) : t('saved', { code: saved.code }));
      if (mode === 'create') router.push(`/teacher/discounts/${saved.id}`);
      router.refresh();
    },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const type = useWatch({ control, name: 'type' });
  // The product's list, with the code's own (or the teacher's default) first.
  const currencyOptions = currencyChoices(defaultValues.currency).map((code) => ({ value: code, label: code }));
  const currency = useWatch({ control, name: 'currency' });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('code')} required error={errors.code?.message} hint={t('codeHint')}>
          <Input autoComplete="off" className="uppercase" {...register('code')} />
        </FormField>
        <FormField label={t('typeLabel')} required error={errors.type?.message}>
          <Select options={TYPES.map((value) => ({ value, label: t(`type.${value}`) }))} {...register('type')} />
        </FormField>
        <FormField
          label={type === 'percentage' ? t('percentageOff') : t('amountOff', { currency: currency || t('aCurrency') })}
          required
          error={errors.value?.message}
          hint={type === 'percentage' ? t('percentageHint') : t('amountHint')}
        >
          <Input inputMode={type === 'percentage' ? 'numeric' : 'decimal'} autoComplete="off" {...register('value')} />
        </FormField>
        {type === 'fixed_amount' ? (
          <FormField label={t('currency')} required error={errors.currency?.message} hint={t('currencyHint')}>
            <Select options={currencyOptions} {...register('currency')} />
          </FormField>
        ) : null}
        <Controller
          control={control}
          name="validFrom"
          render={({ field }) => (
            <FormField
              label={t('validFrom')}
              error={errors.validFrom?.message}
              hint={t('validFromHint', { zone: formatZoneName(timeZone, regional) })}
            >
              <DatePicker {...field} clearable placeholder={t('fromNow')} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="validUntil"
          render={({ field }) => (
            <FormField label={t('validUntil')} error={errors.validUntil?.message} hint={t('validUntilHint')}>
              <DatePicker {...field} clearable placeholder={t('noEnd')} />
            </FormField>
          )}
        />
        <FormField label={t('maxUses')} error={errors.maxUses?.message} hint={t('unlimited')}>
          <Input inputMode="numeric" autoComplete="off" {...register('maxUses')} />
        </FormField>
        <FormField label={t('maxPerStudent')} error={errors.maxUsesPerStudent?.message} hint={t('unlimited')}>
          <Input inputMode="numeric" autoComplete="off" {...register('maxUsesPerStudent')} />
        </FormField>
      </div>
      <FormField label={t('description')} error={errors.description?.message} hint={t('descriptionHint')}>
        <Textarea rows={2} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="applicableServiceIds"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2" aria-describedby="discount-services-hint">
            <legend className="text-foreground mb-1 text-sm font-medium">{t('appliesTo')}</legend>
            <p id="discount-services-hint" className="text-muted-foreground text-xs">
              {t('appliesHint')}
            </p>
            {services.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('noServices')}</p>
            ) : (
              <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {services.map((service) => {
                  const checkboxId = `discount-service-${service.id}`;
                  const checked = field.value.includes(service.id);
                  return (
                    <div key={service.id} className="flex items-center gap-2">
                      <Checkbox
                        id={checkboxId}
                        checked={checked}
                        onCheckedChange={(next) =>
                          field.onChange(
                            next === true
                              ? [...field.value, service.id]
                              : field.value.filter((value) => value !== service.id),
                          )
                        }
                      />
                      <Label htmlFor={checkboxId} className="font-normal">
                        {service.name}
                      </Label>
                    </div>
                  );
                })}
              </div>
            )}
            {errors.applicableServiceIds?.message ? (
              <p role="alert" className="text-danger-foreground text-xs font-medium">
                {errors.applicableServiceIds.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="discount-active"
              checked={field.value}
              onCheckedChange={(next) => field.onChange(next === true)}
            />
            <Label htmlFor="discount-active" className="font-normal">
              {t('active')}
            </Label>
          </div>
        )}
      />
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" loading={submitting}>
          {mode === 'create' ? t('create') : t('save')}
        </Button>
      </div>
    </form>
  );
}
