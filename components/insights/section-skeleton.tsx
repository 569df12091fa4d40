import { Skeleton } from '@/components/ui/skeleton';

/** Stands in for a section while its figures stream in. */
export function SectionSkeleton({ label, variant = 'cards' }: { label: string; variant?: 'cards' | 'block' }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {variant === 'cards' ? (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24 rounded-xl" />
          ))}
        </div>
      ) : (
        <Skeleton className="h-56 rounded-xl" />
      )}
    </div>
  );
}
