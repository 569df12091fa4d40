'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { BookingForValues } from './booking-for-form';

type WithBookingFor = FieldValues & { bookingFor: BookingForValues };

/**
 * "I am booking for someone else" (decision 0128): the box reveals the learner's name, whether they
 * are a minor and their optional e-mail. The name and e-mail above it stay the payer's.
 */
export function BookingForFields<V extends WithBookingFor, O>({ form }: { form: UseFormReturn<V, unknown, O> }) {
  const t = useTranslations('bookingFor');
  const id = useId();
  const path = (name: keyof BookingForValues) => `bookingFor.${name}` as Path<V>;
  const enabled = useWatch({ control: form.control, name: path('enabled') }) === true;
  const errors = (
    form.formState.errors as { bookingFor?: Partial<Record<keyof BookingForValues, { message?: string }>> }
  ).bookingFor;

  return (
    <div className="space-y-3">
      <Controller
        control={form.control}
        name={path('enabled')}
        render={({ field }) => (
          <div className="flex items-start gap-2">
            <Checkbox
              id={`${id}-enabled`}
              className="mt-0.5"
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-describedby={`${id}-enabled-hint`}
            />
            <div className="space-y-0.5">
              <Label htmlFor={`${id}-enabled`} className="leading-5 font-normal">
                {t('toggle')}
              </Label>
              <p id={`${id}-enabled-hint`} className="text-muted-foreground text-xs leading-5">
                {t('toggleHint')}
              </p>
            </div>
          </div>
        )}
      />
      {enabled ? (
        <fieldset className="border-border space-y-3 rounded-lg border p-3">
          <legend className="text-foreground px-1 text-sm font-medium">{t('legend')}</legend>
          <FormField label={t('learnerName')} required error={errors?.name?.message}>
            <Input autoComplete="off" {...form.register(path('name'))} />
          </FormField>
          <Controller
            control={form.control}
            name={path('isMinor')}
            render={({ field }) => (
              <div className="flex items-start gap-2">
                <Checkbox
                  id={`${id}-minor`}
                  className="mt-0.5"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  aria-describedby={`${id}-minor-hint`}
                />
                <div className="space-y-0.5">
                  <Label htmlFor={`${id}-minor`} className="leading-5 font-normal">
                    {t('isMinor')}
                  </Label>
                  <p id={`${id}-minor-hint`} className="text-muted-foreground text-xs leading-5">
                    {t('isMinorHint')}
                  </p>
                </div>
              </div>
            )}
          />
          <FormField label={t('learnerEmail')} error={errors?.email?.message} hint={t('learnerEmailHint')}>
            <Input
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              {...form.register(path('email'))}
            />
          </FormField>
        </fieldset>
      ) : null}
    </div>
  );
}
