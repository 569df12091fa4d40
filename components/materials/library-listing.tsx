import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { ListPagination } from '@/components/ui/list-pagination';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { cn } from '@/lib/presentation/cn';
import { LibraryContents, type ItemAction } from './library-contents';
import { LibraryPages } from './library-pages';
import { libraryHref, libraryPageSize, type LibraryQuery } from './library-query';
import type { LibraryItem } from './library-types';
import { useMaterialWords } from './material-words';
import type { LibrarySelection } from './use-library-selection';

type Props = {
  query: LibraryQuery;
  filtered: boolean;
  items: LibraryItem[];
  total: number;
  /** Pages of the listing: of the search results, or of the folder's largest group. */
  pages: number;
  /** Dims the page while the next one is on its way, so stale contents do not pass for new. */
  navigating: boolean;
  selection: LibrarySelection;
  navigate: (href: string) => void;
  onItemAction: (action: ItemAction, item: LibraryItem) => void;
  onDrop: (target: string, refs: TMaterialRef[]) => void;
  folderTitle: (id: string | null) => string;
  timeZone: string;
  pendingFavorites: Set<string>;
};

/** One page of the open folder or of search results: select-all and count, the items, the pages. */
export function LibraryListing({
  query,
  filtered,
  items,
  total,
  pages,
  navigating,
  selection,
  navigate,
  onItemAction,
  onDrop,
  folderTitle,
  timeZone,
  pendingFavorites,
}: Props) {
  const t = useTranslations('teacherMaterials.listing');
  const words = useMaterialWords();
  const { allChecked, someChecked } = selection;
  return (
    <div className={cn('space-y-3 transition-opacity', navigating && 'opacity-60')}>
      <div className="flex items-center justify-between gap-3 text-sm">
        <label className="text-muted-foreground flex min-h-9 cursor-pointer items-center gap-2.5 pl-2.5">
          <Checkbox
            checked={allChecked ? true : someChecked ? 'indeterminate' : false}
            onCheckedChange={selection.toggleAll}
            aria-label={t('selectAllLabel')}
          />
          <span aria-hidden="true">{t('selectAll')}</span>
        </label>
        <p className="text-muted-foreground" aria-live="polite">
          {filtered ? t('resultsInAll', { count: total }) : words.count('items', total)}
        </p>
      </div>
      <LibraryContents
        items={items}
        view={query.view}
        sort={query.sort}
        onSort={(sort) => navigate(libraryHref(query, { sort }))}
        selected={selection.selected}
        onToggle={selection.toggle}
        hrefOf={(item) =>
          item.type === 'folder'
            ? libraryHref(query, { folder: item.id })
            : item.type === 'template'
              ? `/teacher/materials/templates/${item.id}`
              : null
        }
        onAction={onItemAction}
        dragRefs={selection.dragRefs}
        onDrop={onDrop}
        folderNameOf={filtered ? folderTitle : undefined}
        timeZone={timeZone}
        pendingFavorites={pendingFavorites}
      />
      {filtered ? (
        <ListPagination
          page={query.page}
          limit={libraryPageSize}
          total={total}
          pathname="/teacher/materials"
          params={Object.fromEntries(new URLSearchParams(libraryHref(query, { page: query.page }).split('?')[1] ?? ''))}
          label={t('pages')}
        />
      ) : (
        <LibraryPages page={query.page} pages={pages} hrefOf={(page) => libraryHref(query, { page })} />
      )}
    </div>
  );
}
