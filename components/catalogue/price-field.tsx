'use client';

import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import { amountProblem, currencyDecimals, formatMajorAmount, parseMajorAmount } from '@/lib/presentation/money-input';
import { BILLING_OPTIONS, PRICING_MODEL_OPTIONS } from './dimension-options';

/**
 * Pricing model, price and currency. The teacher types major units ("35.50"); the form holds
 * minor units (3550), re-read whenever the text or the currency changes (JPY has no decimals).
 */
export function PriceField({ currencies }: { currencies: string[] }) {
  const { control, register, formState } = useFormContext<ServiceEditorValues>();
  const pricingModel = useWatch({ control, name: 'pricingModel' });
  const currency = useWatch({ control, name: 'currency' });
  const {
    field: { ref: priceRef, value: priceAmount, onChange: setPriceAmount, onBlur: touchPrice },
    fieldState: priceState,
  } = useController({ control, name: 'priceAmount' });
  const [text, setText] = useState(() =>
    Number.isFinite(priceAmount) ? formatMajorAmount(priceAmount, currency) : '',
  );
  const currencyField = register('currency');

  function update(nextText: string, nextCurrency: string) {
    const parsed = parseMajorAmount(nextText, nextCurrency);
    setPriceAmount(parsed.ok ? parsed.minor : Number.NaN);
  }

  const parsed = parseMajorAmount(text, currency);
  const showProblem = formState.isSubmitted || priceState.isTouched;
  const error = !parsed.ok && showProblem ? amountProblem(parsed.reason, currency) : priceState.error?.message;
  const decimals = currencyDecimals(currency);

  return (
    <div className="flex flex-col gap-4">
      <FormField label="Pricing" error={formState.errors.pricingModel?.message}>
        <Select options={PRICING_MODEL_OPTIONS} {...register('pricingModel')} />
      </FormField>
      {pricingModel === 'free' ? (
        <p className="text-muted-foreground text-sm">Students pay nothing. Handy for a first trial lesson.</p>
      ) : (
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <FormField
            label={pricingModel === 'per_session' ? 'Price per session' : 'Price'}
            error={error}
            required
            hint={decimals === 0 ? `Whole ${currency} amounts` : `In ${currency}, e.g. 35 or 35.50`}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={text}
              ref={priceRef}
              onBlur={touchPrice}
              onChange={(event) => {
                setText(event.target.value);
                update(event.target.value, currency);
              }}
            />
          </FormField>
          <FormField label="Currency" error={formState.errors.currency?.message}>
            <Select
              {...currencyField}
              options={currencies.map((code) => ({ value: code, label: code }))}
              onChange={(event) => {
                void currencyField.onChange(event);
                update(text, event.target.value);
              }}
            />
          </FormField>
        </div>
      )}
      <FormField
        label="Billing"
        error={formState.errors.billing?.message}
        hint="Post-paid and monthly lessons are booked without checkout; students settle their balance by cash, transfer or an invoice. Fixed once the service has lessons."
      >
        <Select options={BILLING_OPTIONS} {...register('billing')} />
      </FormField>
    </div>
  );
}
