'use client';

import { Globe } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { filterTimeZones, listTimeZones, timeZoneLabel } from '@/lib/presentation/time-zones';

type Props = {
  value: string;
  onChange: (timeZone: string) => void;
};

/**
 * Shows the zone times are given in and lets the visitor change it: a search box narrows the native
 * select of IANA zones (native: keyboard, screen reader and phone friendly as is).
 */
export function TimeZoneField({ value, onChange }: Props) {
  const t = useTranslations('booking.zone');
  const regional = useRegionalFormat();
  // Each zone by its name in the reader's language ("hora de Madrid (GMT+1)"); the value stays the IANA id.
  const labelOf = (zone: string, at?: Date) => timeZoneLabel(zone, at, regional);
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [query, setQuery] = useState('');
  const zones = useMemo(() => listTimeZones([value], regional), [value, regional]);
  const options = useMemo(() => {
    const now = new Date();
    const found = filterTimeZones(zones, query, (zone) => labelOf(zone, now));
    // The current zone stays selectable (and selected) whatever the search.
    const shown = found.includes(value) ? found : [value, ...found];
    return shown.map((zone) => ({ value: zone, label: labelOf(zone, now) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- labelOf follows regional
  }, [zones, query, value, regional]);

  if (!editing) {
    return (
      <p className="text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Globe className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {t.rich('timesIn', {
            zone: labelOf(value),
            strong: (chunks) => <span className="text-foreground font-medium">{chunks}</span>,
          })}
        </span>
        <Button variant="link" size="sm" className="h-auto" onClick={() => setEditing(true)}>
          {t('change')}
        </Button>
      </p>
    );
  }

  return (
    <div className="bg-surface-muted grid gap-3 rounded-lg p-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-search`}>{t('search')}</Label>
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          placeholder={t('searchPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-zone`}>{t('yours')}</Label>
        <Select id={`${id}-zone`} value={value} onChange={(event) => onChange(event.target.value)} options={options} />
      </div>
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setEditing(false)}>
        {t('done')}
      </Button>
    </div>
  );
}
