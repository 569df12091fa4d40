'use client';

import { LayoutGrid, List, Search, Star, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/presentation/cn';
import { isFiltered, libraryHref, type LibraryQuery, type LibraryTypeFilter } from './library-query';
import type { LibrarySort, LibraryTag } from './library-types';

type Props = {
  query: LibraryQuery;
  tags: LibraryTag[];
  /** Goes to another address of the page (a transition: the current contents stay until the next arrive). */
  navigate: (href: string) => void;
  pending: boolean;
};

const typeFilters: LibraryTypeFilter[] = ['template', 'material', 'homework', 'reference'];
const sorts: LibrarySort[] = ['name', 'updated', 'usage'];

/** Search and filters (they search every folder), the order, and grid or list. */
export function LibraryToolbar({ query, tags, navigate, pending }: Props) {
  const t = useTranslations('teacherMaterials.toolbar');
  const typeOptions = typeFilters.map((value) => ({ value, label: t(`kind.${value}`) }));
  const sortOptions = sorts.map((value) => ({ value, label: t(`sort.${value}`) }));
  const [text, setText] = useState(query.q);
  const go = (changes: Partial<LibraryQuery>) => navigate(libraryHref(query, changes));
  const filtered = isFiltered(query);

  return (
    <div className="flex flex-col gap-2" aria-busy={pending || undefined}>
      <div className="flex items-center gap-2">
        <form
          role="search"
          aria-label={t('search')}
          className="relative min-w-0 flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            go({ q: text.trim() });
          }}
        >
          <Search
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label={t('searchField')}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
            className="pl-9"
          />
        </form>
        <div role="group" aria-label={t('view')} className="border-border-strong flex shrink-0 rounded-md border p-0.5">
          <ViewButton
            label={t('grid')}
            active={query.view === 'grid'}
            onClick={() => go({ view: 'grid', page: query.page })}
          >
            <LayoutGrid aria-hidden="true" />
          </ViewButton>
          <ViewButton
            label={t('list')}
            active={query.view === 'list'}
            onClick={() => go({ view: 'list', page: query.page })}
          >
            <List aria-hidden="true" />
          </ViewButton>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <Select
          aria-label={t('kindLabel')}
          placeholder={t('allKinds')}
          value={query.type ?? ''}
          onChange={(event) => go({ type: (event.target.value || null) as LibraryTypeFilter | null })}
          options={typeOptions}
          wrapperClassName="sm:w-44"
        />
        <Select
          aria-label={t('tag')}
          placeholder={t('allTags')}
          value={query.tagIds[0] ?? ''}
          onChange={(event) => go({ tagIds: event.target.value ? [event.target.value] : [] })}
          options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          wrapperClassName="sm:w-44"
        />
        <Select
          aria-label={t('order')}
          value={query.sort}
          onChange={(event) => go({ sort: event.target.value as LibrarySort })}
          options={sortOptions}
          wrapperClassName="sm:w-44"
        />
        <Button
          variant="secondary"
          aria-pressed={query.favorite}
          onClick={() => go({ favorite: !query.favorite })}
          className={cn(
            query.favorite && 'border-warning bg-warning-soft text-warning-foreground hover:bg-warning-soft',
          )}
        >
          <Star className={cn(query.favorite && 'fill-current')} aria-hidden="true" /> {t('favorites')}
        </Button>
        {filtered ? (
          <Button
            variant="ghost"
            className="col-span-2 sm:col-span-1"
            onClick={() => {
              setText('');
              go({ q: '', type: null, tagIds: [], favorite: false });
            }}
          >
            <X aria-hidden="true" /> {t('clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function ViewButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'flex size-9 items-center justify-center rounded [&_svg]:size-4',
        active ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-surface-muted',
      )}
    >
      {children}
    </button>
  );
}
