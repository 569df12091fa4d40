'use client';

import { ChevronRight, Ellipsis, FolderInput, FolderPlus, Library, Palette, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
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
import { folderLabel, type LibraryFolderNode } from './library-types';
import { FolderEmoji } from './folder-emoji';

export type FolderAction = 'rename' | 'style' | 'subfolder' | 'move' | 'delete';

type Props = {
  tree: LibraryFolderNode[];
  /** The open folder (null = "All materials"). */
  currentId: string | null;
  /** Items in the whole library, shown on the root. */
  totalCount?: number;
  onOpen: (folderId: string | null) => void;
  onDrop: (folderId: string | null, refs: TMaterialRef[]) => void;
  onAction: (action: FolderAction, folder: LibraryFolderNode) => void;
  /** Called after a folder was opened from the tree (the phone's drawer closes). */
  className?: string;
};

const rootKey = 'root';
type Row = {
  key: string;
  node: LibraryFolderNode | null;
  level: number;
  parentKey: string | null;
  hasChildren: boolean;
};

function ancestorsOf(tree: LibraryFolderNode[], id: string | null): string[] {
  if (!id) return [];
  const walk = (nodes: LibraryFolderNode[], path: string[]): string[] | null => {
    for (const node of nodes) {
      if (node.id === id) return path;
      const found = walk(node.children, [...path, node.id]);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []) ?? [];
}

/**
 * The folder tree (WAI-ARIA tree view): one tab stop; arrow keys move, Right/Left expand and
 * collapse, Home/End jump, Enter or Space opens a folder. Each folder takes dropped items (a move),
 * can be dragged itself, and has a menu of folder actions.
 */
export function FolderTree({ tree, currentId, totalCount, onOpen, onDrop, onAction, className }: Props) {
  const t = useTranslations('teacherMaterials.tree');
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set([rootKey, ...ancestorsOf(tree, currentId), ...(currentId ? [currentId] : [])]),
  );
  const [focusKey, setFocusKey] = useState<string>(currentId ?? rootKey);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Opening a folder elsewhere (breadcrumb, a folder card) reveals it in the tree.
  const [shown, setShown] = useState(currentId);
  if (shown !== currentId) {
    setShown(currentId);
    setExpanded(
      (previous) => new Set([...previous, ...ancestorsOf(tree, currentId), ...(currentId ? [currentId] : [])]),
    );
    setFocusKey(currentId ?? rootKey);
  }

  const rows = useMemo(() => {
    const visible: Row[] = [{ key: rootKey, node: null, level: 1, parentKey: null, hasChildren: tree.length > 0 }];
    const walk = (nodes: LibraryFolderNode[], level: number, parentKey: string) => {
      for (const node of nodes) {
        visible.push({ key: node.id, node, level, parentKey, hasChildren: node.children.length > 0 });
        if (expanded.has(node.id)) walk(node.children, level + 1, node.id);
      }
    };
    if (expanded.has(rootKey)) walk(tree, 2, rootKey);
    return visible;
  }, [tree, expanded]);
  const focusable = rows.some((row) => row.key === focusKey) ? focusKey : rootKey;

  function focusRow(key: string) {
    setFocusKey(key);
    refs.current.get(key)?.focus();
  }
  function setOpen(key: string, open: boolean) {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    // Only the tree items' own keys: a folder menu's keys (portalled, but bubbling here in React) are its own.
    if ((event.target as HTMLElement).getAttribute('role') !== 'treeitem') return;
    const index = rows.findIndex((row) => row.key === focusable);
    const row = rows[index];
    if (!row) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        if (rows[index + 1]) focusRow(rows[index + 1]!.key);
        break;
      case 'ArrowUp':
        handled();
        if (rows[index - 1]) focusRow(rows[index - 1]!.key);
        break;
      case 'Home':
        handled();
        focusRow(rows[0]!.key);
        break;
      case 'End':
        handled();
        focusRow(rows[rows.length - 1]!.key);
        break;
      case 'ArrowRight':
        handled();
        if (!row.hasChildren) break;
        if (!expanded.has(row.key)) setOpen(row.key, true);
        else if (rows[index + 1]) focusRow(rows[index + 1]!.key);
        break;
      case 'ArrowLeft':
        handled();
        if (row.hasChildren && expanded.has(row.key)) setOpen(row.key, false);
        else if (row.parentKey) focusRow(row.parentKey);
        break;
      case 'Enter':
      case ' ':
        handled();
        onOpen(row.node?.id ?? null);
        break;
      case 'F2':
        if (row.node) {
          handled();
          onAction('rename', row.node);
        }
        break;
      case 'Delete':
        if (row.node) {
          handled();
          onAction('delete', row.node);
        }
        break;
    }
  }

  function dropHandlers(key: string, folderId: string | null) {
    return {
      onDragOver: (event: DragEvent) => {
        if (!carriesMaterials(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        if (dropKey !== key) {
          setDropKey(key);
          if (hoverTimer.current) clearTimeout(hoverTimer.current);
          // Hovering a closed folder while dragging opens it, to reach its subfolders.
          hoverTimer.current = setTimeout(() => setOpen(key, true), 700);
        }
      },
      onDragLeave: (event: DragEvent) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        if (dropKey === key) setDropKey(null);
        if (hoverTimer.current) clearTimeout(hoverTimer.current);
      },
      onDrop: (event: DragEvent) => {
        if (!carriesMaterials(event)) return;
        event.preventDefault();
        event.stopPropagation();
        setDropKey(null);
        if (hoverTimer.current) clearTimeout(hoverTimer.current);
        const dropped = droppedMaterials(event).filter((ref) => !(ref.type === 'folder' && ref.id === folderId));
        if (dropped.length) onDrop(folderId, dropped);
      },
    };
  }

  function renderRow(row: Row, children: LibraryFolderNode[]) {
    const { key, node, level, hasChildren } = row;
    const open = expanded.has(key);
    const current = (node?.id ?? null) === currentId;
    const label = node ? folderLabel(node) : t('allMaterials');
    const count = node ? node.itemCount : totalCount;
    return (
      <li
        key={key}
        ref={(element) => {
          if (element) refs.current.set(key, element);
          else refs.current.delete(key);
        }}
        role="treeitem"
        aria-level={level}
        aria-expanded={hasChildren ? open : undefined}
        aria-selected={current}
        aria-current={current ? 'page' : undefined}
        aria-label={count === undefined ? label : t('itemCount', { label, count })}
        tabIndex={key === focusable ? 0 : -1}
        onFocus={(event) => {
          if (event.target === event.currentTarget) setFocusKey(key);
        }}
        className="[&:focus-visible>div]:outline-ring outline-none [&:focus-visible>div]:outline-2 [&:focus-visible>div]:-outline-offset-2"
      >
        <div
          {...dropHandlers(key, node?.id ?? null)}
          draggable={Boolean(node)}
          onDragStart={
            node
              ? (event) => {
                  event.stopPropagation();
                  startMaterialDrag(event, [{ type: 'folder', id: node.id }], node.name);
                }
              : undefined
          }
          onClick={() => {
            setFocusKey(key);
            onOpen(node?.id ?? null);
          }}
          style={{ paddingLeft: `${(level - 1) * 0.875 + 0.25}rem` }}
          className={cn(
            'group relative flex min-h-10 cursor-pointer items-center gap-1 rounded-md pr-1 text-sm select-none lg:min-h-9',
            current
              ? 'bg-primary-soft text-primary-soft-foreground font-medium'
              : 'text-foreground hover:bg-surface-muted',
            dropKey === key && 'ring-primary bg-primary-soft ring-2 ring-inset',
          )}
        >
          <span
            aria-hidden="true"
            onClick={(event) => {
              if (!hasChildren) return;
              event.stopPropagation();
              setOpen(key, !open);
            }}
            className={cn(
              'text-muted-foreground flex size-7 shrink-0 items-center justify-center rounded',
              hasChildren ? 'hover:bg-border/60' : 'invisible',
            )}
          >
            <ChevronRight className={cn('size-4 transition-transform', open && 'rotate-90')} />
          </span>
          <FolderGlyph node={node} />
          <span className="min-w-0 flex-1 truncate" title={node?.name}>
            {node ? node.name : t('allMaterials')}
          </span>{' '}
          {count !== undefined && count > 0 ? (
            <span
              aria-hidden="true"
              className="text-muted-foreground bg-surface-muted group-hover:bg-surface rounded-full px-1.5 text-xs tabular-nums"
            >
              {count}
            </span>
          ) : null}
          {node ? <FolderMenu node={node} onAction={onAction} /> : null}
        </div>
        {hasChildren && open ? (
          <ul role="group" className="space-y-0.5">
            {children.map((child) =>
              renderRow(
                {
                  key: child.id,
                  node: child,
                  level: level + 1,
                  parentKey: key,
                  hasChildren: child.children.length > 0,
                },
                child.children,
              ),
            )}
          </ul>
        ) : null}
      </li>
    );
  }

  return (
    <ul role="tree" aria-label={t('label')} onKeyDown={onKeyDown} className={cn('space-y-0.5', className)}>
      {renderRow(rows[0]!, tree)}
    </ul>
  );
}

function FolderGlyph({ node }: { node: LibraryFolderNode | null }) {
  if (!node) return <Library className="text-primary size-4 shrink-0" aria-hidden="true" />;
  return (
    <FolderEmoji
      emoji={node.emoji}
      className="text-sm"
      iconStyle={node.color ? { color: node.color, fill: `${node.color}33` } : undefined}
    />
  );
}

/** The folder's menu: for the pointer (keyboard users have the same actions on the open folder). */
function FolderMenu({ node, onAction }: { node: LibraryFolderNode; onAction: Props['onAction'] }) {
  const t = useTranslations('teacherMaterials.tree');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        tabIndex={-1}
        aria-label={t('actionsFor', { name: node.name })}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        className="text-muted-foreground hover:bg-border/60 hover:text-foreground data-[state=open]:bg-border/60 flex size-7 shrink-0 items-center justify-center rounded opacity-100 lg:opacity-0 lg:group-hover:opacity-100 lg:data-[state=open]:opacity-100"
      >
        <Ellipsis className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <FolderMenuItems node={node} onAction={onAction} />
    </DropdownMenu>
  );
}

/** The items of a folder's action menu (shared by the tree and the open folder's header). */
export function FolderMenuItems({ node, onAction }: { node: LibraryFolderNode; onAction: Props['onAction'] }) {
  const t = useTranslations('teacherMaterials.tree');
  return (
    <DropdownMenuContent align="start" onClick={(event) => event.stopPropagation()}>
      <DropdownMenuItem onSelect={() => onAction('rename', node)}>
        <Pencil aria-hidden="true" /> {t('rename')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('style', node)}>
        <Palette aria-hidden="true" /> {t('style')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('subfolder', node)}>
        <FolderPlus aria-hidden="true" /> {t('subfolder')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => onAction('move', node)}>
        <FolderInput aria-hidden="true" /> {t('moveTo')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem tone="danger" onSelect={() => onAction('delete', node)}>
        <Trash2 aria-hidden="true" /> {t('delete')}
      </DropdownMenuItem>
    </DropdownMenuContent>
  );
}
