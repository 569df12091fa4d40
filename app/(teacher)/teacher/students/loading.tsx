import { useTranslations } from 'next-intl';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  const t = useTranslations('teacherRoster.meta');
  return <PageSkeleton variant="table" label={t('loading')} />;
}
