import { Link } from '@/components/ui/link';
import { Fragment, type ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/presentation/cn';

/** One thing the student can book: the service, the facts after it (each behind a " · "), the link. */
export type BookableRow = { key: string; serviceName: string; facts: ReactNode[]; href: string; bookLabel: string };

type Props = {
  /** The heading's id, which labels the section. */
  id: string;
  icon: ReactNode;
  title: string;
  /** The link's text on every row. */
  book: string;
  rows: BookableRow[];
};

/**
 * A portal card that leads into booking: a heading, then one row per service with its facts and a
 * "book" link (enrollments with credits left, open make-up credits). Nothing when there are no rows.
 */
export function BookableListCard({ id, icon, title, book, rows }: Props) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mb-6 space-y-3">
      <h2 id={id} className="text-foreground flex items-center gap-2 text-base font-semibold">
        {icon} {title}
      </h2>
      <ul className="border-border bg-surface divide-border divide-y rounded-xl border shadow-xs">
        {rows.map((row) => (
          <li
            key={row.key}
            className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <p className="min-w-0 text-sm">
              <span className="text-foreground font-medium break-words">{row.serviceName}</span>
              <span className="text-muted-foreground">
                {row.facts.map((fact, index) => (
                  <Fragment key={index}>
                    {' · '}
                    {fact}
                  </Fragment>
                ))}
              </span>
            </p>
            <Link
              href={row.href}
              aria-label={row.bookLabel}
              className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'shrink-0 self-start sm:self-auto')}
            >
              {book}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
