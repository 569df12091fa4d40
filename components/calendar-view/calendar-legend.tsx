import { useTranslations } from 'next-intl';
import { busyHatch } from './external-busy-block';

/**
 * What the colours of the week grid mean (desktop only, where colours carry the meaning). With
 * Google Calendar connected, also its busy time.
 */
export function CalendarLegend({ externalBusy = false }: { externalBusy?: boolean }) {
  const t = useTranslations('teacherCalendar.legend');
  const entries = [
    { label: t('open'), swatch: 'bg-success-soft border-success/30' },
    { label: t('scheduled'), swatch: 'bg-primary-soft border-primary' },
    { label: t('awaiting'), swatch: 'bg-warning-soft border-warning' },
    { label: t('toReview'), swatch: 'bg-info-soft border-info' },
    { label: t('completed'), swatch: 'bg-surface-muted border-subtle-foreground' },
    { label: t('noShow'), swatch: 'bg-danger-soft border-danger' },
    ...(externalBusy ? [{ label: t('busy'), swatch: `border-dashed border-border-strong ${busyHatch}` }] : []),
  ];
  return (
    <ul className="text-muted-foreground hidden flex-wrap gap-x-4 gap-y-1 text-xs md:flex" aria-label={t('label')}>
      {entries.map(({ label, swatch }) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={`size-3 rounded-sm border ${swatch}`} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
