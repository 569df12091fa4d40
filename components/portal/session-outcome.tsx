import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { OutcomeDescription } from '@/lib/booking/student/describe-outcome';
import { cn } from '@/lib/presentation/cn';

const tones = {
  success: { icon: CircleCheck, className: 'border-success/25 bg-success-soft text-success-foreground' },
  warning: { icon: TriangleAlert, className: 'border-warning/35 bg-warning-soft text-warning-foreground' },
  danger: { icon: CircleAlert, className: 'border-danger/25 bg-danger-soft text-danger-foreground' },
};

/** A policy outcome in words (describeOutcome), announced as a status. */
export function SessionOutcome({ description }: { description: OutcomeDescription }) {
  const t = useTranslations('portal.outcome');
  const { icon: Icon, className } = tones[description.tone];
  return (
    <div role="status" className={cn('flex items-start gap-2 rounded-lg border p-3 text-sm', className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">{description.title}</p>
        {description.detail ? <p className="opacity-90">{t('policy', { detail: description.detail })}</p> : null}
      </div>
    </div>
  );
}

/** The same place while the preview loads or when it failed. */
export function SessionOutcomePending({ error }: { error?: string | null }) {
  const t = useTranslations('portal.outcome');
  return (
    <div
      role="status"
      className={cn(
        'rounded-lg border p-3 text-sm',
        error ? 'border-danger/25 bg-danger-soft text-danger-foreground' : 'border-border text-muted-foreground',
      )}
    >
      {error ?? t('checking')}
    </div>
  );
}
