'use client';

import { Skeleton } from '@/components/ui/skeleton';

export type PageSkeletonVariant = 'table' | 'cards' | 'list' | 'calendar' | 'form';

/**
 * A route segment's loading state (page-skeleton.tsx words it): header, then a body shaped like the
 * page. A client component so that the page's payload, which carries every loading.tsx fallback above
 * the page for client navigations, holds a reference and two props instead of this tree (issue 38).
 */
export function PageSkeletonView({ variant, label }: { variant: PageSkeletonVariant; label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-4 w-full max-w-md" />
      </div>
      {variant === 'cards' ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : null}
      {variant === 'calendar' ? (
        <div className="grid grid-cols-7 gap-2">
          {Array.from({ length: 35 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-lg sm:aspect-[4/3]" />
          ))}
        </div>
      ) : null}
      {variant === 'form' ? (
        <div className="border-border bg-surface flex max-w-2xl flex-col gap-5 rounded-xl border p-6">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex flex-col gap-2">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-10 w-full" />
            </div>
          ))}
        </div>
      ) : null}
      {variant === 'table' || variant === 'list' || variant === 'cards' ? (
        <div className="border-border bg-surface overflow-hidden rounded-xl border">
          {variant === 'table' ? (
            <div className="border-border flex gap-3 border-b p-4">
              <Skeleton className="h-10 w-full max-w-xs" />
              <Skeleton className="h-10 w-32" />
            </div>
          ) : null}
          {Array.from({ length: variant === 'cards' ? 3 : 6 }, (_, i) => (
            <div key={i} className="border-border flex items-center gap-4 border-b p-4 last:border-0">
              <Skeleton className="size-9 shrink-0 rounded-full" />
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="h-4 w-2/5" />
                <Skeleton className="h-3 w-1/4" />
              </div>
              <Skeleton className="hidden h-6 w-20 rounded-full sm:block" />
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
