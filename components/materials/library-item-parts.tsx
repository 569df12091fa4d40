'use client';

import { Ellipsis, FolderInput, FolderOpen, Pencil, Star, Trash2 } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/presentation/cn';
import type { LibraryItem, LibraryTag } from './library-types';
import type { LibraryContentsProps } from './use-library-item';

/** The item's name as the way to open it: a link (folder, template) or a button (a resource's dialog). */
export function ItemName({
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

export function FavoriteButton({
  item,
  onAction,
  pendingFavorites,
  className,
}: Pick<LibraryContentsProps, 'onAction' | 'pendingFavorites'> & { item: LibraryItem; className?: string }) {
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

export function ItemMenu({ item, onAction }: { item: LibraryItem; onAction: LibraryContentsProps['onAction'] }) {
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

export function TagChips({ tags, max }: { tags: LibraryTag[]; max: number }) {
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
