import { CalendarClock, CalendarPlus } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

function Actions() {
  const t = useTranslations('teacherCalendar.empty');
  return (
    <>
      <Button asChild size="sm">
        <Link href="/teacher/sessions/new">{t('book')}</Link>
      </Button>
      <Button asChild variant="secondary" size="sm">
        <Link href="/teacher/settings/availability">{t('availability')}</Link>
      </Button>
    </>
  );
}

/** A week without sessions; the open hours, if any, are still drawn below it. */
export function EmptyWeek({ hasOpenHours }: { hasOpenHours: boolean }) {
  const t = useTranslations('teacherCalendar.empty');
  return (
    <EmptyState
      icon={CalendarPlus}
      headingLevel="h3"
      title={t('weekTitle')}
      description={hasOpenHours ? t('weekWithHours') : t('weekWithoutHours')}
      action={<Actions />}
    />
  );
}

/** An agenda period without sessions. */
export function EmptyAgenda() {
  const t = useTranslations('teacherCalendar.empty');
  return (
    <EmptyState
      icon={CalendarClock}
      headingLevel="h3"
      title={t('agendaTitle')}
      description={t('agendaText')}
      action={<Actions />}
    />
  );
}
