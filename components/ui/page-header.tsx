import type { ReactNode } from 'react';
import { cn } from '@/lib/presentation/cn';

export type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links shown on the right (below the title on phones). */
  actions?: ReactNode;
  /** Small text above the title, e.g. a breadcrumb or section name. */
  eyebrow?: ReactNode;
  className?: string;
};

/**
 * The page's <h1> with an optional description and actions. The actions wrap below the title when
 * both do not fit on one row (longer words in German or Spanish), instead of squeezing the title.
 */
export function PageHeader({ title, description, actions, eyebrow, className }: PageHeaderProps) {
  return (
    <header
      className={cn('flex flex-col gap-4 pb-6 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between', className)}
    >
      <div className="min-w-0 sm:flex-[1_1_18rem]">
        {eyebrow ? (
          <div className="text-primary mb-1 text-xs font-semibold tracking-wide uppercase">{eyebrow}</div>
        ) : null}
        <h1 className="text-foreground text-2xl leading-8 font-semibold tracking-tight sm:text-[1.75rem] sm:leading-9">
          {title}
        </h1>
        {description ? (
          <p className="text-muted-foreground mt-1.5 max-w-2xl text-sm leading-6 sm:text-base">{description}</p>
        ) : null}
      </div>
      {actions ? <div className="flex max-w-full shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}
