'use client';

import { useTranslations } from 'next-intl';
import { CircleAlert } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { filterTimeZones, type TimeZoneOption } from '@/lib/presentation/time-zones';

type Props = {
  /**
   * The zones and their labels in the teacher's language, sorted for it, from the server
   * (lib/presentation/time-zones.ts timeZoneOptions): they hydrate as rendered.
   */
  zoneOptions: readonly TimeZoneOption[];
  value: string;
  onChange: (timeZone: string) => void;
  onBlur?: () => void;
  error?: string;
};

/**
 * The teacher's time zone: a search box narrows the native select of zones, each shown by its name
 * in the teacher's language (the value is the IANA id; native: keyboard, screen reader and phone
 * friendly). The search matches the id and the label. The current zone stays in the list whatever the search.
 */
export function ProfileTimeZoneField({ zoneOptions, value, onChange, onBlur, error }: Props) {
  const t = useTranslations('teacherSettingsProfile.timeZone');
  const id = useId();
  const [query, setQuery] = useState('');
  const options = useMemo(() => {
    const labels = new Map(zoneOptions.map((option) => [option.value, option.label]));
    const found = filterTimeZones([...labels.keys()], query, (zone) => labels.get(zone));
    const shown = found.includes(value) || !value ? found : [value, ...found];
    return shown.map((zone) => ({ value: zone, label: labels.get(zone) ?? zone }));
  }, [zoneOptions, query, value]);
  const errorId = `${id}-error`;

  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="text-foreground mb-1.5 text-sm font-medium">{t('legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-search`} className="text-muted-foreground text-xs font-normal">
            {t('search')}
          </Label>
          <Input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder={t('placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-zone`} className="text-muted-foreground text-xs font-normal">
            {t('yours')}
          </Label>
          <Select
            id={`${id}-zone`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            options={options}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : `${id}-hint`}
          />
        </div>
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs leading-5">
        {t('hint')}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="text-danger-foreground flex items-start gap-1.5 text-xs font-medium">
          <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
