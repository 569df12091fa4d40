import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/presentation/cn';

export type EmptyStateProps = {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  /** Usually a <Button> or <Button asChild><Link/></Button>. */
  action?: ReactNode;
  /** Heading level of the title; defaults to h2. */
  headingLevel?: 'h2' | 'h3';
  /** Compact variant without the dashed frame, for use inside cards and table bodies. */
  bare?: boolean;
  className?: string;
};

export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  headingLevel = 'h2',
  bare = false,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center px-6 py-12 text-center',
        !bare && 'border-border-strong bg-surface rounded-xl border border-dashed',
        className,
      )}
    >
      {Icon ? (
        <div className="bg-primary-soft text-primary ring-primary-50/60 mb-4 flex size-12 items-center justify-center rounded-full ring-8">
          <Icon className="size-6" aria-hidden="true" />
        </div>
      ) : null}
      <Heading className="text-foreground text-base font-semibold">{title}</Heading>
      {description ? (
        <div className="text-muted-foreground mt-1.5 max-w-md text-sm leading-6">{description}</div>
      ) : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
