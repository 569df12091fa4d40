'use client';

import { FolderInput, Tags, Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Props = {
  count: number;
  /** Templates and resources among the selection (folders take no tags). */
  taggable: number;
  pending: boolean;
  onMove: () => void;
  onTag: () => void;
  onDelete: () => void;
  onClear: () => void;
};

/**
 * What can be done with the selected items, kept in view at the bottom of the screen while the
 * teacher scrolls; it wraps to two rows on a phone.
 */
export function BulkBar({ count, taggable, pending, onMove, onTag, onDelete, onClear }: Props) {
  const t = useTranslations('teacherMaterials.bulk');
  if (count === 0) return null;
  return (
    <div className="sticky bottom-3 z-20 flex justify-center px-1 sm:bottom-4">
      <div
        role="toolbar"
        aria-label={t('label')}
        className="border-border bg-surface flex max-w-full flex-wrap items-center justify-center gap-1.5 rounded-xl border p-1.5 text-sm shadow-lg sm:gap-2 sm:p-2"
      >
        <span className="text-foreground px-2 font-medium tabular-nums" aria-live="polite">
          {t('selected', { count })}
        </span>
        <Button size="sm" variant="secondary" disabled={pending} onClick={onMove}>
          <FolderInput aria-hidden="true" className="hidden sm:block" /> {t('move')}
        </Button>
        <Button size="sm" variant="secondary" disabled={pending || taggable === 0} onClick={onTag}>
          <Tags aria-hidden="true" className="hidden sm:block" /> {t('tag')}
        </Button>
        <Button size="sm" variant="danger" disabled={pending} onClick={onDelete}>
          <Trash2 aria-hidden="true" className="hidden sm:block" /> {t('delete')}
        </Button>
        <Button size="icon-sm" variant="ghost" onClick={onClear} aria-label={t('clear')}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
