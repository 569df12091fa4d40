'use client';

import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { TWidgetConfigFormValues, TWidgetConfigInput } from '@/lib/widget/schemas';
import { maxButtonTextLength } from '@/lib/widget/schemas';

type Form = UseFormReturn<TWidgetConfigFormValues, unknown, TWidgetConfigInput>;

const fontOptions = [
  { value: 'system', label: 'System (the visitor’s own)' },
  { value: 'sans', label: 'Sans serif (Helvetica, Arial)' },
  { value: 'serif', label: 'Serif (Georgia)' },
  { value: 'rounded', label: 'Rounded' },
  { value: 'mono', label: 'Monospace' },
];
const layoutOptions = [
  { value: 'list', label: 'List: one service per row' },
  { value: 'grid', label: 'Grid: cards side by side' },
  { value: 'compact', label: 'Compact: name, price and button' },
];
const colourFields = [
  ['primaryColor', 'Button colour'],
  ['backgroundColor', 'Background'],
  ['textColor', 'Text colour'],
] as const;

/** #abc -> #aabbcc for the colour picker, which knows only the long form. */
const longHex = (value: string | undefined) => {
  if (value && /^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (value && /^#[0-9a-f]{3}$/i.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
};

/** Colours, font, button text, layout and corner radius: each a closed choice or a checked value. */
export function WidgetThemeFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const theme = useWatch({ control: form.control, name: 'theme' });
  return (
    <fieldset className="space-y-4">
      <legend className="text-foreground mb-2 text-base font-semibold">Look</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {colourFields.map(([key, label]) => (
          // The text field is the labelled control; the colour picker beside it is named on its own.
          <div key={key} className="flex items-start gap-2">
            <FormField
              label={label}
              error={errors.theme?.[key]?.message}
              hint="Hex, e.g. #4f46e5"
              className="min-w-0 flex-1"
            >
              <Input autoComplete="off" spellCheck={false} maxLength={7} {...form.register(`theme.${key}`)} />
            </FormField>
            <input
              type="color"
              aria-label={`${label} picker`}
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
        <FormField label="Font" error={errors.theme?.fontFamily?.message}>
          <Select options={fontOptions} {...form.register('theme.fontFamily')} />
        </FormField>
        <FormField label="Layout" error={errors.theme?.layout?.message}>
          <Select options={layoutOptions} {...form.register('theme.layout')} />
        </FormField>
        <FormField
          label="Button text"
          required
          error={errors.theme?.buttonText?.message}
          hint={`Plain text, at most ${maxButtonTextLength} characters`}
        >
          <Input autoComplete="off" maxLength={maxButtonTextLength} {...form.register('theme.buttonText')} />
        </FormField>
        <FormField label="Corner radius (px)" error={errors.theme?.radius?.message} hint="0 (square) to 24 (round)">
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
