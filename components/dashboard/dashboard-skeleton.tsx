import { useTranslations } from 'next-intl';
import { DashboardSkeletonView } from '@/components/dashboard/dashboard-skeleton-view';

/** The dashboard's loading state (the teacher area's loading.tsx), worded here, drawn by the client's view. */
export function DashboardSkeleton() {
  const t = useTranslations('teacherDashboard');
  return <DashboardSkeletonView label={t('loading')} />;
}
