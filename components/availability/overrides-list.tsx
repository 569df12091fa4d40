import { CalendarOff, CalendarPlus, Clock } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TOverride } from '@/lib/availability/schemas';
import { DeleteOverrideButton } from './delete-override-button';
import { formatLocalDate } from './local-date';
import { describeOverride, overrideKindOf } from './override-form-values';

const ICONS = { closed: CalendarOff, blocked: Clock, extra: CalendarPlus } as const;

/** Date exceptions, one row each, with a delete button. */
export function OverridesList({
  overrides,
  label,
  regional,
}: {
  overrides: TOverride[];
  label: string;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('teacherCalendar.availability.describe');
  return (
    <ul aria-label={label} className="divide-border border-border divide-y rounded-lg border">
      {overrides.map((override) => {
        const Icon = ICONS[overrideKindOf(override)];
        const date = formatLocalDate(override.date, regional);
        return (
          <li key={override.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
            <Icon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="text-foreground text-sm font-medium">{date}</p>
              <p className="text-muted-foreground text-sm">
                {describeOverride(override, t)}
                {override.reason ? ` · ${override.reason}` : ''}
              </p>
            </div>
            <DeleteOverrideButton id={override.id} date={date} />
          </li>
        );
      })}
    </ul>
  );
}
