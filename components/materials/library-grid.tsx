'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/presentation/cn';
import { FavoriteButton, ItemMenu, ItemName, TagChips } from './library-item-parts';
import { itemKey, type LibraryItem } from './library-types';
import { MaterialIcon, MaterialPreview } from './material-icon';
import { useMaterialWords } from './material-words';
import { useLibraryItem, type LibraryContentsProps } from './use-library-item';

/** Folders first as compact tiles (as a file manager shows them), then templates and resources as cards. */
export function ContentsGrid(props: LibraryContentsProps) {
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

function FolderTile({ item, ...props }: LibraryContentsProps & { item: LibraryItem }) {
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

function GridCard({ item, ...props }: LibraryContentsProps & { item: LibraryItem }) {
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
