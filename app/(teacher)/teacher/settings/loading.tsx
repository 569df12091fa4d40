import { useTranslations } from 'next-intl';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  const t = useTranslations('teacherSettings');
  return <PageSkeleton variant="form" label={t('overview.loading')} />;
}
