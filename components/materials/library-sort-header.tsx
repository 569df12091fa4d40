'use client';

import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/lib/presentation/cn';
import type { LibrarySort } from './library-types';
import type { LibraryContentsProps } from './use-library-item';

const sortable: { sort: LibrarySort; label: 'Name' | 'Usage' | 'Updated'; arrow: 'up' | 'down' }[] = [
  { sort: 'name', label: 'Name', arrow: 'up' },
  { sort: 'usage', label: 'Usage', arrow: 'down' },
  { sort: 'updated', label: 'Updated', arrow: 'down' },
];

/** A column header of the table that sorts by its field (name ascending, usage and updated descending). */
export function SortHeader({
  field,
  sort,
  onSort,
  className,
}: { field: LibrarySort } & Pick<LibraryContentsProps, 'sort' | 'onSort'> & { className?: string }) {
  const t = useTranslations('teacherMaterials.contents');
  const spec = sortable.find((entry) => entry.sort === field)!;
  const active = sort === field;
  const Arrow = spec.arrow === 'up' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (spec.arrow === 'up' ? 'ascending' : 'descending') : undefined}
      className={cn('px-3 py-2 font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className={cn('inline-flex items-center gap-1 rounded hover:underline', active && 'text-foreground')}
      >
        {t(`sort${spec.label}`)}
        <Arrow className={cn('size-3.5', !active && 'opacity-0')} aria-hidden="true" />
        {active ? null : <span className="sr-only">{t('sortBy', { field: t(`sortBy${spec.label}`) })}</span>}
      </button>
    </th>
  );
}
