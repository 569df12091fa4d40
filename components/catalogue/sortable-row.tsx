'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/presentation/cn';

type Props = {
  id: string;
  label: string;
  isFirst: boolean;
  isLast: boolean;
  disabled: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  actions?: ReactNode;
  children: ReactNode;
};

/** One row of a SortableList: drag handle, content, move up/down buttons, extra actions. */
export function SortableRow({ id, label, isFirst, isLast, disabled, onMoveUp, onMoveDown, actions, children }: Props) {
  const t = useTranslations('teacherServices.sortable');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'bg-surface relative flex items-center gap-2 px-2 py-2.5 first:rounded-t-xl last:rounded-b-xl sm:gap-3 sm:px-3',
        isDragging && 'ring-primary-300 z-10 shadow-lg ring-2',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('drag', { item: label })}
        disabled={disabled}
        className="text-muted-foreground hover:bg-surface-muted hover:text-foreground flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="grid shrink-0 grid-cols-2 gap-0.5 sm:flex sm:items-center">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onMoveUp}
          disabled={disabled}
          aria-disabled={isFirst || undefined}
          aria-label={t('moveUp', { item: label })}
        >
          <ChevronUp aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={onMoveDown}
          disabled={disabled}
          aria-disabled={isLast || undefined}
          aria-label={t('moveDown', { item: label })}
        >
          <ChevronDown aria-hidden="true" />
        </Button>
        {actions}
      </div>
    </li>
  );
}
