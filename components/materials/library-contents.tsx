'use client';

import { ArrowDown, ArrowUp, Ellipsis, FolderInput, FolderOpen, Pencil, Star, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState, type DragEvent, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/presentation/cn';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { carriesMaterials, droppedMaterials, startMaterialDrag } from './library-drag';
import { itemKey, type LibraryItem, type LibrarySort, type LibraryTag, type LibraryView } from './library-types';
import { MaterialIcon, MaterialPreview } from './material-icon';
import { useMaterialWords } from './material-words';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { formatDateTime, formatNumber } from '@/lib/presentation/format';

export type ItemAction = 'open' | 'move' | 'delete' | 'favorite';

type Props = {
  items: LibraryItem[];
  view: LibraryView;
  sort: LibrarySort;
  onSort: (sort: LibrarySort) => void;
  selected: Set<string>;
  onToggle: (item: LibraryItem) => void;
  /** The address that opens an item (a folder of the library, a template's editor); null = a dialog. */
  hrefOf: (item: LibraryItem) => string | null;
  onAction: (action: ItemAction, item: LibraryItem) => void;
  /** Refs of what a drag of `item` carries: the whole selection when the item is part of it. */
  dragRefs: (item: LibraryItem) => TMaterialRef[];
  onDrop: (folderId: string, refs: TMaterialRef[]) => void;
  /** Search results say where each item sits. */
  folderNameOf?: (folderId: string | null) => string;
  timeZone: string;
  /** Favorite toggles under way (resource ids). */
  pendingFavorites: Set<string>;
};

/**
 * What every card, tile and row of an item shares: whether it is selected, dragging it (with the
 * rest of the selection), and, for a folder, taking a drop.
 */
function useLibraryItem(item: LibraryItem, props: Props) {
  const { over, handlers } = useFolderDrop(item, props.onDrop);
  return {
    checked: props.selected.has(itemKey(item)),
    over,
    itemProps: {
      ...handlers,
      draggable: true,
      onDragStart: (event: DragEvent) => startMaterialDrag(event, props.dragRefs(item), item.name),
    },
  };
}

/** The drop target behaviour of a folder card or row: a ring while a drag of items is over it. */
function useFolderDrop(item: LibraryItem, onDrop: Props['onDrop']) {
  const [over, setOver] = useState(false);
  if (item.type !== 'folder') return { over: false, handlers: {} };
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (!carriesMaterials(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      },
      onDragLeave: (event: DragEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      },
      onDrop: (event: DragEvent) => {
        if (!carriesMaterials(event)) return;
        event.preventDefault();
        setOver(false);
        const refs = droppedMaterials(event).filter((ref) => !(ref.type === 'folder' && ref.id === item.id));
        if (refs.length) onDrop(item.id, refs);
      },
    },
  };
}

/** The contents of the open folder (or the search results) as cards or as a table. */
export function LibraryContents(props: Props) {
  return props.view === 'grid' ? <ContentsGrid {...props} /> : <ContentsTable {...props} />;
}

/** Folders first as compact tiles (as a file manager shows them), then templates and resources as cards. */
function ContentsGrid(props: Props) {
  const t = useTranslations('teacherMaterials.contents');
  const folders = props.items.filter((item) => item.type === 'folder');
  const others = props.items.filter((item) => item.type !== 'folder');
  return (
    <div className="space-y-3">
      {folders.length ? (
        <ul aria-label={t('foldersHere')} className="grid gap-2 sm:grid-cols-[repeat(auto-fill,minmax(15rem,1fr))]">
          {folders.map((item) => (
            <FolderTile key={itemKey(item)} item={item} {...props} />
          ))}
        </ul>
      ) : null}
      {others.length ? (
        <ul
          aria-label={t('templatesAndResources')}
          className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11.5rem,1fr))]"
        >
          {others.map((item) => (
            <GridCard key={itemKey(item)} item={item} {...props} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FolderTile({ item, ...props }: Props & { item: LibraryItem }) {
  const t = useTranslations('teacherMaterials.contents');
  const words = useMaterialWords();
  const { checked, over, itemProps } = useLibraryItem(item, props);
  return (
    <li
      {...itemProps}
      className={cn(
        'group bg-surface relative flex min-w-0 items-center gap-2 rounded-xl border py-1.5 pr-1.5 pl-1 transition-shadow hover:shadow-md',
        checked ? 'border-primary ring-primary ring-1' : 'border-border',
        over && 'ring-primary bg-primary-soft ring-2',
      )}
    >
      <label className="relative z-10 flex size-9 shrink-0 cursor-pointer items-center justify-center">
        <Checkbox
          checked={checked}
          onCheckedChange={() => props.onToggle(item)}
          aria-label={t('select', { name: item.name })}
        />
      </label>
      <MaterialIcon item={item} className="size-9" />
      <div className="min-w-0 flex-1">
        <ItemName
          item={item}
          href={props.hrefOf(item)}
          onOpen={() => props.onAction('open', item)}
          className="block max-w-full"
        >
          <span className="block truncate text-sm font-medium">{item.name}</span>
        </ItemName>
        <p className="text-muted-foreground text-xs">
          {item.type === 'folder' ? words.count('items', item.itemCount) : null}
        </p>
      </div>
      <ItemMenu item={item} onAction={props.onAction} />
    </li>
  );
}

function GridCard({ item, ...props }: Props & { item: LibraryItem }) {
  const t = useTranslations('teacherMaterials.contents');
  const words = useMaterialWords();
  const { checked, over, itemProps } = useLibraryItem(item, props);
  const href = props.hrefOf(item);
  return (
    <li
      {...itemProps}
      className={cn(
        'group bg-surface relative flex min-w-0 flex-col rounded-xl border transition-shadow hover:shadow-md',
        checked ? 'border-primary ring-primary ring-1' : 'border-border',
        over && 'ring-primary bg-primary-soft ring-2',
      )}
    >
      <div className="relative">
        <MaterialPreview
          item={item}
          className="aspect-[16/9] w-full rounded-t-xl rounded-b-none [&>span]:text-3xl [&>svg]:size-8"
        />
        <label className="bg-surface/90 absolute top-1.5 left-1.5 z-10 flex size-9 cursor-pointer items-center justify-center rounded-md">
          <Checkbox
            checked={checked}
            onCheckedChange={() => props.onToggle(item)}
            aria-label={t('select', { name: item.name })}
          />
        </label>
        {item.type === 'resource' ? (
          <FavoriteButton item={item} {...props} className="bg-surface/90 absolute top-1.5 right-1.5" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3 pt-2.5">
        <div className="flex items-start gap-1">
          <ItemName item={item} href={href} onOpen={() => props.onAction('open', item)} className="flex-1">
            <span className="line-clamp-2 text-sm leading-5 font-medium break-words">{item.name}</span>
          </ItemName>
          <ItemMenu item={item} onAction={props.onAction} />
        </div>
        <p className="text-muted-foreground truncate text-xs">
          {item.type === 'folder'
            ? words.count('items', item.itemCount)
            : item.type === 'template'
              ? t('templateResources', { count: item.resourceCount })
              : words.kind(item)}
        </p>
        {props.folderNameOf && item.type !== 'folder' ? (
          <p className="text-muted-foreground truncate text-xs">
            {t('inFolder', { folder: props.folderNameOf(item.folderId ?? null) })}
          </p>
        ) : null}
        {item.type !== 'folder' ? <TagChips tags={item.tags} max={2} /> : null}
      </div>
    </li>
  );
}

const sortable: { sort: LibrarySort; label: 'Name' | 'Usage' | 'Updated'; arrow: 'up' | 'down' }[] = [
  { sort: 'name', label: 'Name', arrow: 'up' },
  { sort: 'usage', label: 'Usage', arrow: 'down' },
  { sort: 'updated', label: 'Updated', arrow: 'down' },
];

function SortHeader({
  field,
  sort,
  onSort,
  className,
}: { field: LibrarySort } & Pick<Props, 'sort' | 'onSort'> & { className?: string }) {
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

function ContentsTable(props: Props) {
  const t = useTranslations('teacherMaterials.contents');
  const { items, sort, onSort } = props;
  return (
    <div className="border-border bg-surface overflow-hidden rounded-xl border">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">{sort ? t('captionSorted', { sort }) : t('caption')}</caption>
        <thead className="bg-surface-muted text-muted-foreground border-border border-b text-left text-xs">
          <tr>
            <th scope="col" className="w-11 px-3 py-2">
              <span className="sr-only">{t('selected')}</span>
            </th>
            <SortHeader field="name" sort={sort} onSort={onSort} />
            <th scope="col" className="hidden w-32 px-3 py-2 font-medium md:table-cell">
              {t('kind')}
            </th>
            <th scope="col" className="hidden w-44 px-3 py-2 font-medium 2xl:table-cell">
              {t('tags')}
            </th>
            <SortHeader field="usage" sort={sort} onSort={onSort} className="hidden w-18 sm:table-cell" />
            <SortHeader field="updated" sort={sort} onSort={onSort} className="hidden w-28 lg:table-cell" />
            <th scope="col" className="w-20 px-2 py-2">
              <span className="sr-only">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-border divide-y">
          {items.map((item) => (
            <TableRow key={itemKey(item)} item={item} {...props} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TableRow({ item, ...props }: Props & { item: LibraryItem }) {
  const t = useTranslations('teacherMaterials.contents');
  const words = useMaterialWords();
  const regional = useRegionalFormat();
  const { checked, over, itemProps } = useLibraryItem(item, props);
  return (
    <tr
      {...itemProps}
      className={cn(
        'hover:bg-surface-muted/60',
        checked && 'bg-primary-soft/60',
        over && 'bg-primary-soft outline-primary outline-2 -outline-offset-2',
      )}
    >
      <td className="px-3 py-2 align-middle">
        <label className="-m-2 flex size-9 cursor-pointer items-center justify-center">
          <Checkbox
            checked={checked}
            onCheckedChange={() => props.onToggle(item)}
            aria-label={t('select', { name: item.name })}
          />
        </label>
      </td>
      <td className="min-w-0 px-3 py-2">
        <div className="flex min-w-0 items-center gap-3">
          <MaterialIcon item={item} className="size-9" />
          <div className="min-w-0">
            <ItemName
              item={item}
              href={props.hrefOf(item)}
              onOpen={() => props.onAction('open', item)}
              className="block max-w-full"
            >
              <span className="block truncate font-medium">{item.name}</span>
            </ItemName>
            <p className="text-muted-foreground truncate text-xs md:hidden">{words.kind(item)}</p>
            {item.type !== 'folder' && item.tags.length ? (
              <div className="mt-1 2xl:hidden">
                <TagChips tags={item.tags} max={3} />
              </div>
            ) : null}
            {props.folderNameOf && item.type !== 'folder' ? (
              <p className="text-muted-foreground truncate text-xs">
                {t('inFolder', { folder: props.folderNameOf(item.folderId ?? null) })}
              </p>
            ) : null}
          </div>
        </div>
      </td>
      <td className="text-muted-foreground hidden px-3 py-2 text-xs md:table-cell">
        {item.type === 'resource' ? (
          <>
            <span className="text-foreground block">{words.type(item.resourceType)}</span>
            {words.provider(item.provider)}
          </>
        ) : item.type === 'template' ? (
          words.kind(item)
        ) : (
          t('folderItems', { count: item.itemCount })
        )}
      </td>
      <td className="hidden px-3 py-2 2xl:table-cell">
        {item.type !== 'folder' ? <TagChips tags={item.tags} max={2} /> : null}
      </td>
      <td className="hidden px-3 py-2 tabular-nums sm:table-cell">
        {item.type === 'folder' ? '—' : formatNumber(item.usageCount, regional)}
      </td>
      <td className="text-muted-foreground hidden px-3 py-2 text-xs whitespace-nowrap lg:table-cell">
        {item.type === 'folder' ? '—' : formatDateTime(item.updatedAt, props.timeZone, 'date', regional)}
      </td>
      <td className="px-2 py-2">
        <div className="flex items-center justify-end gap-0.5">
          {item.type === 'resource' ? <FavoriteButton item={item} {...props} /> : null}
          <ItemMenu item={item} onAction={props.onAction} />
        </div>
      </td>
    </tr>
  );
}

/** The item's name as the way to open it: a link (folder, template) or a button (a resource's dialog). */
function ItemName({
  item,
  href,
  onOpen,
  className,
  children,
}: {
  item: LibraryItem;
  href: string | null;
  onOpen: () => void;
  className?: string;
  children: ReactNode;
}) {
  const classes = cn(
    'text-foreground min-w-0 rounded-sm text-left hover:underline',
    // The whole card is the target on a phone: the name stretches over it.
    'after:absolute after:inset-0 after:content-[""] [tr_&]:after:hidden',
    className,
  );
  const t = useTranslations('teacherMaterials.contents');
  if (href)
    return (
      <Link href={href} className={classes} draggable={false}>
        {children}
        {item.type === 'folder' ? <span className="sr-only"> {t('folderMark')}</span> : null}
      </Link>
    );
  return (
    <button type="button" onClick={onOpen} className={classes}>
      {children}
    </button>
  );
}

function FavoriteButton({
  item,
  onAction,
  pendingFavorites,
  className,
}: Pick<Props, 'onAction' | 'pendingFavorites'> & { item: LibraryItem; className?: string }) {
  const t = useTranslations('teacherMaterials.contents');
  if (item.type !== 'resource') return null;
  const pending = pendingFavorites.has(item.id);
  const on = pending ? !item.favorite : item.favorite;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('favorite', { name: item.name })}
      disabled={pending}
      onClick={() => onAction('favorite', item)}
      className={cn(
        'hover:bg-surface-muted relative z-10 flex size-9 shrink-0 items-center justify-center rounded-md',
        on ? 'text-warning' : 'text-muted-foreground',
        className,
      )}
    >
      <Star className={cn('size-4', on && 'fill-current')} aria-hidden="true" />
    </button>
  );
}

function ItemMenu({ item, onAction }: { item: LibraryItem; onAction: Props['onAction'] }) {
  const t = useTranslations('teacherMaterials.contents');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('actionsFor', { name: item.name })}
        className="text-muted-foreground hover:bg-surface-muted hover:text-foreground relative z-10 flex size-9 shrink-0 items-center justify-center rounded-md"
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => onAction('open', item)}>
          {item.type === 'folder' ? <FolderOpen aria-hidden="true" /> : <Pencil aria-hidden="true" />}
          {item.type === 'folder' ? t('open') : t('edit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('move', item)}>
          <FolderInput aria-hidden="true" /> {t('moveTo')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => onAction('delete', item)}>
          <Trash2 aria-hidden="true" /> {t('delete')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function TagChips({ tags, max }: { tags: LibraryTag[]; max: number }) {
  if (!tags.length) return null;
  const shown = tags.slice(0, max);
  return (
    <div className="flex min-w-0 flex-wrap gap-1">
      {shown.map((tag) => (
        <Badge key={tag.id} className="max-w-full truncate px-2 text-[0.6875rem] leading-4">
          {tag.color ? (
            <span
              className="size-1.5 shrink-0 rounded-full"
              style={{ backgroundColor: tag.color }}
              aria-hidden="true"
            />
          ) : null}
          {tag.name}
        </Badge>
      ))}
      {tags.length > max ? (
        <Badge
          className="px-2 text-[0.6875rem] leading-4"
          title={tags
            .slice(max)
            .map((tag) => tag.name)
            .join(', ')}
        >
          +{tags.length - max}
        </Badge>
      ) : null}
    </div>
  );
}
