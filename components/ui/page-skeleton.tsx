import { useTranslations } from 'next-intl';
import { PageSkeletonView, type PageSkeletonVariant } from '@/components/ui/page-skeleton-view';

export type PageSkeletonProps = {
  /** What the page body looks like while loading. */
  variant?: PageSkeletonVariant;
  label?: string;
};

/** Loading state for route segments (loading.tsx), worded here and drawn by the client's PageSkeletonView. */
export function PageSkeleton({ variant = 'table', label }: PageSkeletonProps) {
  const t = useTranslations('ui');
  return <PageSkeletonView variant={variant} label={label ?? t('loading')} />;
}
