'use client';

import { useTranslations } from 'next-intl';
import { Controller, type Control } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { TWidgetConfigFormValues, TWidgetConfigInput } from '@/lib/widget/schemas';
import type { WidgetServiceOption } from './widget-form-types';

type Props = {
  control: Control<TWidgetConfigFormValues, unknown, TWidgetConfigInput>;
  options: WidgetServiceOption[];
  error?: string;
};

/** Which services the widget shows; none ticked means every active service of the public page. */
export function WidgetServicesField({ control, options, error }: Props) {
  const t = useTranslations('teacherSettingsWidget.services');
  return (
    <fieldset className="space-y-2" aria-describedby="widget-services-hint">
      <legend className="text-foreground text-base font-semibold">{t('legend')}</legend>
      <p id="widget-services-hint" className="text-muted-foreground text-sm">
        {t('hint')}
      </p>
      {options.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('none')}</p>
      ) : (
        <Controller
          control={control}
          name="serviceIds"
          render={({ field }) => {
            const selected = field.value ?? [];
            return (
              <ul className="border-border divide-border divide-y rounded-lg border">
                {options.map((option) => {
                  const id = `widget-service-${option.id}`;
                  const hidden = option.status !== 'active' || option.isPrivate;
                  return (
                    <li key={option.id} className="flex items-center gap-3 px-3 py-2">
                      <Checkbox
                        id={id}
                        checked={selected.includes(option.id)}
                        onCheckedChange={(checked) =>
                          field.onChange(
                            checked === true ? [...selected, option.id] : selected.filter((s) => s !== option.id),
                          )
                        }
                      />
                      <Label htmlFor={id} className="min-w-0 flex-1 font-normal">
                        <span className="block truncate">{option.name}</span>
                        <span className="text-muted-foreground block text-xs">{option.facts}</span>
                      </Label>
                      {hidden ? (
                        <Badge tone="neutral" title={t('notShown')}>
                          {option.isPrivate ? t('private') : t(`status.${option.status}`)}
                        </Badge>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            );
          }}
        />
      )}
      {error ? <p className="text-danger text-sm">{error}</p> : null}
    </fieldset>
  );
}
