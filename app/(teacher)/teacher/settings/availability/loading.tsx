import { useTranslations } from 'next-intl';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  const t = useTranslations('teacherSettingsPages');
  return <PageSkeleton variant="list" label={t('availability.loading')} />;
}
