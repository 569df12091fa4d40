'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import type { Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/api-refusal';
import { useApiForm } from '@/components/forms/use-api-form';
import { friendlyIssueMessage } from '@/components/catalogue/friendly-issue-message';
import { Button } from '@/components/ui/button';
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

/** The currency's name in English ("Euro"), or the code alone when the runtime has no names. */
function currencyLabel(code: string): string {
  const name = currencyName(code);
  return name && name !== code ? `${code} · ${name}` : code;
}

const targets = [
  { key: 'attendance', label: 'Attendance', hint: 'Lessons attended out of those not cancelled' },
  { key: 'completion', label: 'Completion', hint: 'Packages and courses finished' },
  { key: 'rebooking', label: 'Rebooking', hint: 'Students who book again' },
] as const;

/** Currency, tax rate, buffer and the three insight targets, saved together (PATCH /settings/scheduling). */
export function SettingsGeneralForm({ settings }: { settings: TSchedulingSettings }) {
  const router = useRouter();
  const { form, onSubmit, formError, submitting } = useApiForm<
    TSchedulingSettings,
    TUpdateSchedulingInput,
    TSchedulingSettings
  >({
    resolver,
    defaultValues: settings,
    fallback: 'Your settings could not be saved. Try again.',
    submit: (body) => callApi(updateSchedulingSettingsRoute, { body }),
    onSuccess: (saved) => {
      form.reset(saved);
      toast.success('Settings saved');
      router.refresh();
    },
  });
  const { errors, isDirty } = form.formState;
  const number = { valueAsNumber: true } as const;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="General settings" className="flex flex-col gap-8">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">Money</legend>
        <FormField
          label="Default currency"
          error={errors.defaultCurrency?.message}
          hint="New services and discount codes start in this currency."
        >
          <Select
            options={currencyChoices(settings.defaultCurrency).map((code) => ({
              value: code,
              label: currencyLabel(code),
            }))}
            {...form.register('defaultCurrency')}
          />
        </FormField>
        <FormField
          label="Tax rate (%)"
          error={errors.taxRate?.message}
          hint="Included in your prices; used for the tax line of your payments. 0 when you charge none."
        >
          <Input type="number" inputMode="numeric" min={0} max={100} step={1} {...form.register('taxRate', number)} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="text-foreground mb-3 text-base font-semibold">Scheduling</legend>
        <FormField
          label="Buffer between sessions (minutes)"
          error={errors.bufferMinutes?.message}
          hint={`Kept free before and after every booked session, 0 to ${String(maxBufferMinutes)}.`}
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
        <legend className="text-foreground mb-1 text-base font-semibold">Quality targets (%)</legend>
        <p className="text-muted-foreground -mt-1 text-sm sm:col-span-3">
          Your performance page marks each rate against its target, 1 to 100.
        </p>
        {targets.map(({ key, label, hint }) => (
          <FormField key={key} label={label} error={errors.insightTargets?.[key]?.message} hint={hint}>
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

      <FormAlert message={formError} />
      <div>
        <Button type="submit" loading={submitting} disabled={!isDirty}>
          Save settings
        </Button>
      </div>
    </form>
  );
}
