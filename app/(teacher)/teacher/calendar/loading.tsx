import { useTranslations } from 'next-intl';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  const t = useTranslations('teacherCalendar');
  return <PageSkeleton variant="calendar" label={t('loading')} />;
}
