import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/presentation/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs leading-5 font-medium [&_svg]:size-3.5',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-surface-muted text-muted-foreground',
        primary: 'border-primary-200 bg-primary-soft text-primary-soft-foreground',
        success: 'border-success/25 bg-success-soft text-success-foreground',
        warning: 'border-warning/35 bg-warning-soft text-warning-foreground',
        danger: 'border-danger/25 bg-danger-soft text-danger-foreground',
        info: 'border-info/25 bg-info-soft text-info-foreground',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Leading coloured dot, useful for statuses. */
    dot?: boolean;
  };

export function Badge({ className, tone, dot, children, ...props }: BadgeProps) {
  return (
    <span className={cn(badgeVariants({ tone }), className)} {...props}>
      {dot ? <span className="size-1.5 rounded-full bg-current" aria-hidden="true" /> : null}
      {children}
    </span>
  );
}
