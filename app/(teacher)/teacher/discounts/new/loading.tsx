import { useTranslations } from 'next-intl';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  const t = useTranslations('teacherDiscounts.page');
  return <PageSkeleton variant="form" label={t('loadingNew')} />;
}
