'use client';

import { useTranslations } from 'next-intl';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TWidgetConfigFormValues, TWidgetConfigInput } from '@/lib/widget/schemas';
import { maxButtonTextLength } from '@/lib/widget/schemas';

type Form = UseFormReturn<TWidgetConfigFormValues, unknown, TWidgetConfigInput>;

/** The closed choices; their words are `teacherSettingsWidget.theme.fonts|layouts|colours.<value>`. */
const fonts = ['system', 'sans', 'serif', 'rounded', 'mono'] as const;
const layouts = ['list', 'grid', 'compact'] as const;
const colourFields = ['primaryColor', 'backgroundColor', 'textColor'] as const;

/** #abc -> #aabbcc for the colour picker, which knows only the long form. */
const longHex = (value: string | undefined) => {
  if (value && /^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (value && /^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
};

/** Colours, font, button text, layout and corner radius: each a closed choice or a checked value. */
export function WidgetThemeFields({ form }: { form: Form }) {
  const t = useTranslations('teacherSettingsWidget.theme');
  const { errors } = form.formState;
  const fontOptions = fonts.map((value) => ({ value, label: t(`fonts.${value}`) }));
  const layoutOptions = layouts.map((value) => ({ value, label: t(`layouts.${value}`) }));
  const theme = useWatch({ control: form.control, name: 'theme' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-foreground mb-2 text-base font-semibold">{t('legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {colourFields.map((key) => (
          // The text field is the labelled control; the colour picker beside it is named on its own.
          <div key={key} className="flex items-start gap-2">
            <FormField
              label={t(`colours.${key}`)}
              error={errors.theme?.[key]?.message}
              hint={t('hexHint')}
              className="min-w-0 flex-1"
            >
              <Input autoComplete="off" spellCheck={false} maxLength={7} {...form.register(`theme.${key}`)} />
            </FormField>
            <input
              type="color"
              aria-label={t('picker', { colour: t(`colours.${key}`) })}
              value={longHex(theme?.[key])}
              onChange={(event) =>
                form.setValue(`theme.${key}`, event.target.value, { shouldValidate: true, shouldDirty: true })
              }
              // Level with the text field, below its label (leading-5 + gap-1.5).
              className="border-border mt-[1.625rem] size-10 shrink-0 cursor-pointer rounded-md border bg-transparent p-1"
            />
          </div>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('font')} error={errors.theme?.fontFamily?.message}>
          <Select options={fontOptions} {...form.register('theme.fontFamily')} />
        </FormField>
        <FormField label={t('layout')} error={errors.theme?.layout?.message}>
          <Select options={layoutOptions} {...form.register('theme.layout')} />
        </FormField>
        <FormField
          label={t('buttonText')}
          required
          error={errors.theme?.buttonText?.message}
          hint={t('buttonTextHint', { max: maxButtonTextLength })}
        >
          <Input autoComplete="off" maxLength={maxButtonTextLength} {...form.register('theme.buttonText')} />
        </FormField>
        <FormField label={t('radius')} error={errors.theme?.radius?.message} hint={t('radiusHint')}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={24}
            step={1}
            {...form.register('theme.radius', { valueAsNumber: true })}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
