import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';

/** Header, four KPI cards, the filter and a table of services while the page loads. */
export default function Loading() {
  const t = useTranslations('teacherServices.loading');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">{t('list')}</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-10 w-44" />
        <Skeleton className="h-10 w-44" />
      </div>
      <div className="border-border bg-surface overflow-hidden rounded-xl border">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="border-border flex items-center gap-4 border-b p-4 last:border-0">
            <Skeleton className="size-4 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="h-6 w-16 rounded-full" />
            <Skeleton className="hidden h-4 w-16 sm:block" />
            <Skeleton className="hidden h-4 w-10 sm:block" />
          </div>
        ))}
      </div>
    </div>
  );
}
