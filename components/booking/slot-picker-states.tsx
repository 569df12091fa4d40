import { CalendarX, CircleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** The slot list's shape while times load. */
export function SlotListSkeleton() {
  const t = useTranslations('booking.picker');
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: 3 }, (_, day) => (
        <div key={day} className="space-y-2">
          <Skeleton className="h-3 w-24" />
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {Array.from({ length: 5 }, (_, slot) => (
              <Skeleton key={slot} className="h-11" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

export function NoSlots({ onNext }: { onNext: () => void }) {
  const t = useTranslations('booking.picker');
  return (
    <EmptyState
      bare
      icon={CalendarX}
      headingLevel="h3"
      title={t('noneTitle')}
      description={t('noneDescription')}
      action={
        <Button variant="secondary" size="sm" onClick={onNext}>
          {t('next')}
        </Button>
      }
    />
  );
}

export function SlotsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslations('booking.picker');
  return (
    <div
      role="alert"
      className="border-danger/25 bg-danger-soft text-danger-foreground flex flex-col items-start gap-3 rounded-lg border p-3 text-sm"
    >
      <p className="flex items-start gap-2">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
