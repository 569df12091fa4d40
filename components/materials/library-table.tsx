'use client';

import { useTranslations } from 'next-intl';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/presentation/cn';
import { formatDateTime, formatNumber } from '@/lib/presentation/format';
import { FavoriteButton, ItemMenu, ItemName, TagChips } from './library-item-parts';
import { SortHeader } from './library-sort-header';
import { itemKey, type LibraryItem } from './library-types';
import { MaterialIcon } from './material-icon';
import { useMaterialWords } from './material-words';
import { useLibraryItem, type LibraryContentsProps } from './use-library-item';

/** The contents as a table: one row per item, sortable by name, usage and last change. */
export function ContentsTable(props: LibraryContentsProps) {
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

function TableRow({ item, ...props }: LibraryContentsProps & { item: LibraryItem }) {
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
