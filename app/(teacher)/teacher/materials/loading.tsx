import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';

/** The library's shape while it loads: header, the tree pane (wide screens) and a grid of cards. */
export default function Loading() {
  const t = useTranslations('teacherMaterials.pages');
  return (
    <div role="status" aria-live="polite" className="space-y-5">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-4 w-72 max-w-full" />
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-10 w-28" />
          <Skeleton className="h-10 w-32" />
          <Skeleton className="h-10 w-36" />
        </div>
      </div>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6 xl:grid-cols-[17rem_minmax(0,1fr)]">
        <div className="border-border bg-surface hidden space-y-2 rounded-xl border p-3 lg:block">
          {Array.from({ length: 7 }, (_, index) => (
            <Skeleton key={index} className="h-6" style={{ marginLeft: `${(index % 3) * 0.875}rem` }} />
          ))}
        </div>
        <div className="space-y-4">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-10 w-full" />
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11.5rem,1fr))]">
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className="border-border bg-surface overflow-hidden rounded-xl border">
                <Skeleton className="aspect-[16/9] rounded-none" />
                <div className="space-y-2 p-3">
                  <Skeleton className="h-4 w-3/4" />
                  <Skeleton className="h-3 w-1/2" />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
