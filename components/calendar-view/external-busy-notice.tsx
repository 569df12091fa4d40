import { CloudOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { TCalendarExternalBusy } from '@/lib/calendar-view/external-busy-blocks';

/** Only when a connected calendar (Google, CalDAV) could not be asked: the calendar is then drawn without its busy time. */
export function ExternalBusyNotice({ externalBusy }: { externalBusy?: TCalendarExternalBusy }) {
  const t = useTranslations('teacherCalendar');
  if (externalBusy?.status !== 'unavailable') return null;
  return (
    <p className="text-muted-foreground flex items-center gap-1.5 text-xs" role="status">
      <CloudOff className="size-3.5 shrink-0" aria-hidden="true" />
      {t('busyUnavailable')}
    </p>
  );
}
