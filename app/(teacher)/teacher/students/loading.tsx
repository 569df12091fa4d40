import { useTranslations } from 'next-intl';
import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  const t = useTranslations('teacherStudents.loading');
  return <PageSkeleton variant="table" label={t('list')} />;
}
