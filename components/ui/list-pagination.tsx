import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/lib/core/locale';
import { formatNumber } from '@/lib/presentation/format';

type Props = {
  page: number;
  limit: number;
  total: number;
  /** More than `total` rows exist: the list stopped counting there (the roster, decision 0086). */
  totalCapped?: boolean;
  /** The page's path; `params` are kept and `page` replaced. */
  pathname: string;
  params?: Record<string, string | undefined>;
  label: string;
};

/** The address of a page of the list: its path with the other parameters kept and `page` replaced. */
export function pageHref(pathname: string, params: Iterable<[string, string | undefined]>, target: number) {
  const search = new URLSearchParams();
  for (const [key, value] of params) if (value && key !== 'page') search.set(key, value);
  if (target > 1) search.set('page', String(target));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Previous / next links of a server-paginated list (pages and the DataTable alike); nothing when
 * everything fits on one page.
 */
export function ListPagination({ page, limit, total, totalCapped = false, pathname, params = {}, label }: Props) {
  const t = useTranslations('ui.pagination');
  const locale = useLocale() as Locale;
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const hrefFor = (target: number) => pageHref(pathname, Object.entries(params), target);
  const first = (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  return (
    <PageNav page={page} pages={pages} hrefOf={hrefFor} label={label}>
      {t(totalCapped ? 'rangeCapped' : 'range', {
        first: formatNumber(first, locale),
        last: formatNumber(last, locale),
        total: formatNumber(total, locale),
      })}
    </PageNav>
  );
}

type PageNavProps = {
  page: number;
  pages: number;
  /** The address of another page. */
  hrefOf: (page: number) => string;
  label: string;
  /** Where the reader is, e.g. "21–40 of 57" or "Page 2 of 3". */
  children: ReactNode;
};

/** Previous / next links around a text that says where the reader is; nothing on a single page. */
export function PageNav({ page, pages, hrefOf, label, children }: PageNavProps) {
  const t = useTranslations('ui.pagination');
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground">{children}</p>
      <div className="flex gap-2">
        <PageLink href={page > 1 ? hrefOf(Math.min(page, pages) - 1) : null} label={t('previousPage')}>
          <ChevronLeft aria-hidden="true" />
          <span className="hidden sm:inline">{t('previous')}</span>
        </PageLink>
        <PageLink href={page < pages ? hrefOf(page + 1) : null} label={t('nextPage')}>
          <span className="hidden sm:inline">{t('next')}</span>
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
