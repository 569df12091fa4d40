'use client';

import { useTranslations } from 'next-intl';
import { Library } from 'lucide-react';
import { cn } from '@/lib/presentation/cn';
import { maxFolderDepth } from '@/lib/materials/schemas';
import { flattenTree, subtreeHeight, type LibraryFolderNode } from './library-types';
import { FolderEmoji } from './folder-emoji';

type Props = {
  tree: LibraryFolderNode[];
  /** The chosen folder id; '' = the top level ("All materials"). */
  value: string;
  onChange: (value: string) => void;
  /** Folders being moved: they and their subfolders cannot be the target. */
  movingFolders?: LibraryFolderNode[];
  /** Where the items are now (null = top level; undefined = not known or several places). */
  currentId?: string | null;
  label: string;
};

/**
 * The folders as a radio group, indented by depth (a keyboard-friendly alternative to dragging):
 * arrow keys walk the list, targets that cannot take the moved folders are disabled with the reason.
 */
export function FolderPicker({ tree, value, onChange, movingFolders = [], currentId, label }: Props) {
  const t = useTranslations('teacherMaterials.picker');
  const rows = flattenTree(tree);
  const blocked = new Set<string>();
  for (const moving of movingFolders) for (const { node } of flattenTree([moving])) blocked.add(node.id);
  // The deepest subtree moved: a folder at depth d takes it only if d + height stays within the limit.
  const height = Math.max(0, ...movingFolders.map(subtreeHeight));

  const option = (
    id: string,
    text: string,
    depth: number,
    reason: string | null,
    emoji?: string | null,
    color?: string | null,
  ) => {
    const checked = value === id;
    const current = currentId !== undefined && (currentId ?? '') === id;
    return (
      <label
        key={id || 'root'}
        style={{ paddingLeft: `${depth * 1}rem` }}
        className={cn(
          'flex min-h-10 items-center gap-2 rounded-md pr-2 text-sm',
          reason ? 'text-subtle-foreground cursor-not-allowed' : 'hover:bg-surface-muted cursor-pointer',
          checked && 'bg-primary-soft text-primary-soft-foreground font-medium',
          'has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:-outline-offset-2',
        )}
      >
        <input
          type="radio"
          name="move-target"
          value={id}
          checked={checked}
          disabled={Boolean(reason)}
          onChange={() => onChange(id)}
          className="accent-primary ml-2 size-4"
        />
        {id === '' ? (
          <Library className="text-primary size-4 shrink-0" aria-hidden="true" />
        ) : (
          <FolderEmoji emoji={emoji} color={color} />
        )}
        <span className="min-w-0 flex-1 truncate">{text}</span>
        {current ? <span className="text-muted-foreground text-xs">{t('hereNow')}</span> : null}
        {reason ? <span className="text-muted-foreground text-xs">{reason}</span> : null}
      </label>
    );
  };

  return (
    <div role="radiogroup" aria-label={label} className="border-border max-h-72 overflow-y-auto rounded-lg border p-1">
      {option('', t('top'), 0, null)}
      {rows.map(({ node }) => {
        const reason = blocked.has(node.id)
          ? t('beingMoved')
          : node.depth + height > maxFolderDepth
            ? t('tooDeep')
            : null;
        return option(node.id, node.name, node.depth, reason, node.emoji, node.color);
      })}
    </div>
  );
}
