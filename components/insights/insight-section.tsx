import type { ReactNode } from 'react';

/** A titled block of the Insights page. */
export function InsightSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} data-testid={`insights-${id}`} className="min-w-0 space-y-3">
      <div>
        <h2 id={`${id}-heading`} className="text-foreground text-base font-semibold">
          {title}
        </h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
