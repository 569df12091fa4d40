'use client';

import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import type { RegionalFormat } from '@/lib/core/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import type { Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { FormSubmitRow } from '@/components/forms/form-submit-row';
import { useApiForm } from '@/components/forms/use-api-form';
import { friendlyIssueMessage } from '@/components/catalogue/friendly-issue-message';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/client/call-api';
import { currencyChoices } from '@/lib/core/currencies';
import { updateSchedulingSettingsRoute } from '@/lib/settings/contracts';
import {
  ZUpdateSchedulingInput,
  maxBufferMinutes,
  type TSchedulingSettings,
  type TUpdateSchedulingInput,
} from '@/lib/settings/scheduling-schemas';
import { currencyName } from '@/lib/presentation/format';

/** The fields hold any stored currency (an older one shows until changed); the route's schema judges it. */
const resolver = zodResolver(ZUpdateSchedulingInput, { error: friendlyIssueMessage }) as unknown as Resolver<
  TSchedulingSettings,
  unknown,
  TUpdateSchedulingInput
>;

/** The currency's name in the reader's language ("Euro"), or the code alone when the runtime has no names. */
function currencyLabel(code: string, regional: RegionalFormat): string {
  const name = currencyName(code, regional);
  return name && name !== code ? `${code} · ${name}` : code;
}

/** The three insight targets; their words are `teacherSettingsGeneral.targets.<key>`. */
const targets = ['attendance', 'completion', 'rebooking'] as const;

/** Currency, tax rate, buffer and the three insight targets, saved together (PATCH /settings/scheduling). */
export function SettingsGeneralForm({ settings }: { settings: TSchedulingSettings }) {
  const t = useTranslations('teacherSettingsGeneral');
  const regional = useRegionalFormat();
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm<
    TSchedulingSettings,
    TUpdateSchedulingInput,
    TSchedulingSettings
  >({
    resolver,
    defaultValues: settings,
    fallback: t('failed'),
    submit: (body) => callApi(updateSchedulingSettingsRoute, { body }),
    onSuccess: (saved) => {
      form.reset(saved);
      toast.success(t('saved'));
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;
  const number = { valueAsNumber: true } as const;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('label')} className="flex flex-col gap-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t('money')}</legend>
        <FormField label={t('currency')} error={errors.defaultCurrency?.message} hint={t('currencyHint')}>
          <Select
            options={currencyChoices(settings.defaultCurrency).map((code) => ({
              value: code,
              label: currencyLabel(code, regional),
            }))}
            {...form.register('defaultCurrency')}
          />
        </FormField>
        <FormField label={t('taxRate')} error={errors.taxRate?.message} hint={t('taxRateHint')}>
          <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register('taxRate', number)} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">{t('scheduling')}</legend>
        <FormField
          label={t('buffer')}
          error={errors.bufferMinutes?.message}
          hint={t('bufferHint', { max: maxBufferMinutes })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={maxBufferMinutes}
            step={5}
            {...form.register('bufferMinutes', number)}
          />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-3">
        <legend className="text-foreground mb-1 text-base font-semibold">{t('targets.legend')}</legend>
        <p className="text-muted-foreground -mt-1 text-sm sm:col-span-3">{t('targets.intro')}</p>
        {targets.map((key) => (
          <FormField
            key={key}
            label={t(`targets.${key}.label`)}
            error={errors.insightTargets?.[key]?.message}
            hint={t(`targets.${key}.hint`)}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              {...form.register(`insightTargets.${key}`, number)}
            />
          </FormField>
        ))}
      </fieldset>

      <FormSubmitRow error={formError} submitting={submitting} disabled={!isDirty}>
        {t('save')}
      </FormSubmitRow>
    </form>
  );
}
