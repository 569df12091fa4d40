import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

type Props = {
  page: number;
  pages: number;
  /** The address of another page of the listing. */
  hrefOf: (page: number) => string;
};

/**
 * Previous / next of a folder's contents, whose folders, templates and resources are each paged on
 * their own (so "page 2 of 3", not a range of one list); nothing when everything fits on one page.
 */
export function LibraryPages({ page, pages, hrefOf }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Library pages" className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">
        Page {page} of {pages}
      </p>
      <div className="flex gap-2">
        <PageLink href={page > 1 ? hrefOf(Math.min(page, pages) - 1) : null} label="Previous page">
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </PageLink>
        <PageLink href={page < pages ? hrefOf(page + 1) : null} label="Next page">
          <span className="hidden sm:inline">Next</span>
          <ChevronRight aria-hidden="true" />
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({ href, label, children }: { href: string | null; label: string; children: ReactNode }) {
  if (!href) {
    return (
      <Button variant="secondary" size="sm" disabled aria-label={label}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="secondary" size="sm">
      <Link href={href} aria-label={label}>
        {children}
      </Link>
    </Button>
  );
}
