import { useTranslations } from 'next-intl';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  const t = useTranslations('teacherInsights.page');
  return <PageSkeleton variant="cards" label={t('loadingTemplate')} />;
}
