'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ServiceEditorValues } from '@/lib/catalogue/service-editor-values';
import {
  currencyDecimals,
  formatMajorAmount,
  parseMajorAmount,
  type ParsedAmount,
} from '@/lib/presentation/money-input';
import { BILLINGS, PRICING_MODELS } from './dimension-options';

type Problem = Exclude<ParsedAmount, { ok: true }>['reason'];

/**
 * Pricing model, price and currency. The teacher types major units ("35.50"); the form holds
 * minor units (3550), re-read whenever the text or the currency changes (JPY has no decimals).
 */
export function PriceField({ currencies }: { currencies: string[] }) {
  const t = useTranslations('teacherServiceEditor.price');
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

  const decimals = currencyDecimals(currency);
  // The words of lib/presentation/money-input's amountProblem, in the reader's language.
  const problem = (reason: Problem) =>
    reason === 'empty'
      ? t('problem.empty')
      : reason === 'decimals'
        ? decimals === 0
          ? t('problem.noDecimals', { currency })
          : t('problem.decimals', { count: decimals })
        : decimals === 0
          ? t('problem.whole')
          : t('problem.amount');
  const parsed = parseMajorAmount(text, currency);
  const showProblem = formState.isSubmitted || priceState.isTouched;
  const error = !parsed.ok && showProblem ? problem(parsed.reason) : priceState.error?.message;

  return (
    <div className="flex flex-col gap-4">
      <FormField label={t('pricing')} error={formState.errors.pricingModel?.message}>
        <Select
          options={PRICING_MODELS.map((value) => ({ value, label: t(`model.${value}`) }))}
          {...register('pricingModel')}
        />
      </FormField>
      {pricingModel === 'free' ? (
        <p className="text-muted-foreground text-sm">{t('freeText')}</p>
      ) : (
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <FormField
            label={pricingModel === 'per_session' ? t('pricePerSession') : t('price')}
            error={error}
            required
            hint={decimals === 0 ? t('hintWhole', { currency }) : t('hint', { currency })}
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
          <FormField label={t('currency')} error={formState.errors.currency?.message}>
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
      <FormField label={t('billing')} error={formState.errors.billing?.message} hint={t('billingHint')}>
        <Select
          options={BILLINGS.map((value) => ({ value, label: t(`billingOption.${value}`) }))}
          {...register('billing')}
        />
      </FormField>
    </div>
  );
}
