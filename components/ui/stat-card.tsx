import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/core/locale';
import { Minus, TrendingDown, TrendingUp, type LucideIcon } from 'lucide-react';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { cn } from '@/lib/presentation/cn';
import { formatPercentChange } from '@/lib/presentation/format';

export type StatTone = 'neutral' | 'positive' | 'negative' | 'warning';

export type StatCardProps = {
  label: string;
  value: ReactNode;
  /** Change against the previous period, in percent (12.5 means +12.5 %). */
  change?: number | null;
  /** Colour of the change; derived from its sign when omitted. Use `invert` for "lower is better". */
  tone?: StatTone;
  /** Lower values are good (e.g. cancellations): a fall is shown as positive. */
  invert?: boolean;
  hint?: ReactNode;
  icon?: LucideIcon;
  /** The whole card links to what it counts (e.g. the roster filtered to active students). */
  href?: string;
  className?: string;
};

const TONE_CLASSES: Record<StatTone, string> = {
  neutral: 'bg-surface-muted text-muted-foreground',
  positive: 'bg-success-soft text-success-foreground',
  negative: 'bg-danger-soft text-danger-foreground',
  warning: 'bg-warning-soft text-warning-foreground',
};

export function StatCard({ label, value, change, tone, invert, hint, icon: Icon, href, className }: StatCardProps) {
  const t = useTranslations('ui.stat');
  const locale = useLocale() as Locale;
  const hasChange = typeof change === 'number' && Number.isFinite(change);
  const direction = !hasChange || change === 0 ? 0 : change > 0 ? 1 : -1;
  const derived: StatTone = direction === 0 ? 'neutral' : direction * (invert ? -1 : 1) > 0 ? 'positive' : 'negative';
  const resolvedTone = tone ?? derived;
  const TrendIcon = direction > 0 ? TrendingUp : direction < 0 ? TrendingDown : Minus;

  const frame = cn('border-border bg-surface block rounded-xl border p-5 shadow-sm', className);
  const content = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="text-muted-foreground text-sm font-medium">{label}</p>
        {Icon ? (
          <span className="bg-primary-soft text-primary flex size-8 items-center justify-center rounded-lg">
            <Icon className="size-4" aria-hidden="true" />
          </span>
        ) : null}
      </div>
      <p className="text-foreground mt-2 text-2xl leading-8 font-semibold tracking-tight tabular-nums">{value}</p>
      {hasChange || hint ? (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          {hasChange ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium tabular-nums',
                TONE_CLASSES[resolvedTone],
              )}
            >
              <TrendIcon className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{direction > 0 ? t('up') : direction < 0 ? t('down') : t('none')}</span>
              {formatPercentChange(change / 100, locale)}
            </span>
          ) : null}
          {hint ? <span className="text-muted-foreground">{hint}</span> : null}
        </div>
      ) : null}
    </>
  );
  if (!href) return <div className={frame}>{content}</div>;
  return (
    <Link
      href={href}
      className={cn(
        frame,
        'hover:border-primary-300 hover:bg-primary-soft/40 focus-visible:outline-ring transition-colors',
      )}
    >
      {content}
    </Link>
  );
}
