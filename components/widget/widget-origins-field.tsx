'use client';

import { useTranslations } from 'next-intl';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { maxAllowedOrigins, type TWidgetConfigFormValues, type TWidgetConfigInput } from '@/lib/widget/schemas';

type Props = {
  control: Control<TWidgetConfigFormValues, unknown, TWidgetConfigInput>;
  errors: FieldErrors<TWidgetConfigFormValues>['allowedOrigins'];
};

/** The sites that may show the widget in a frame: one origin per row, at most ten. */
export function WidgetOriginsField({ control, errors }: Props) {
  const t = useTranslations('teacherSettingsWidget.origins');
  const [draft, setDraft] = useState('');
  return (
    <fieldset className="space-y-2">
      <legend className="text-foreground text-base font-semibold">{t('legend')}</legend>
      <p id="widget-origins-hint" className="text-muted-foreground text-sm">
        {t('hint')}
      </p>
      <Controller
        control={control}
        name="allowedOrigins"
        render={({ field }) => {
          const origins = field.value ?? [];
          const add = () => {
            const value = draft.trim();
            if (!value || origins.includes(value)) return setDraft('');
            field.onChange([...origins, value]);
            setDraft('');
          };
          return (
            <div className="space-y-2">
              {origins.length > 0 ? (
                <ul className="space-y-2">
                  {origins.map((origin, index) => (
                    <li key={`${origin}-${index}`}>
                      <div className="flex items-center gap-2">
                        <span className="border-border bg-surface-muted min-w-0 flex-1 truncate rounded-md border px-3 py-2 font-mono text-sm">
                          {origin}
                        </span>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon-sm"
                          aria-label={t('remove', { origin })}
                          onClick={() => field.onChange(origins.filter((_, at) => at !== index))}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </div>
                      {errors?.[index]?.message ? (
                        <p className="text-danger mt-1 text-sm">{errors[index].message}</p>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {origins.length < maxAllowedOrigins ? (
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={t('addLabel')}
                    aria-describedby="widget-origins-hint"
                    placeholder={t('placeholder')}
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter') return;
                      event.preventDefault();
                      add();
                    }}
                  />
                  <Button type="button" variant="secondary" onClick={add}>
                    <Plus aria-hidden="true" /> {t('add')}
                  </Button>
                </div>
              ) : null}
              {errors?.message ? <p className="text-danger text-sm">{errors.message}</p> : null}
            </div>
          );
        }}
      />
    </fieldset>
  );
}
