'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { SortableRow } from './sortable-row';

export type SortableListProps<T extends { id: string }> = {
  items: T[];
  /** Called with the whole list in its new order. */
  onReorder: (items: T[]) => void;
  /** What a row shows between the drag handle and the move buttons. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Extra controls at the end of a row (edit, delete). */
  renderActions?: (item: T) => ReactNode;
  /** The item's name in labels and announcements ("Move Week 1 up"). */
  itemLabel: (item: T) => string;
  /** Accessible name of the list. */
  label: string;
  disabled?: boolean;
};

/**
 * A vertical list reordered by dragging the handle (mouse, touch, or keyboard: Space to lift,
 * arrows to move, Space to drop, Escape to cancel) or with the "move up/down" buttons.
 */
export function SortableList<T extends { id: string }>(props: SortableListProps<T>) {
  const { items, onReorder, renderItem, renderActions, itemLabel, label, disabled = false } = props;
  const t = useTranslations('teacherServices.sortable');
  const instructionsId = useId();
  // A stable id keeps dnd-kit's generated aria ids equal on the server and in the browser.
  const contextId = useId();
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? itemLabel(item) : t('item');
  };
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  const at = (id: UniqueIdentifier, position: number) => ({ item: labelOf(id), position, count: items.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pickedUp', at(active.id, positionOf(active.id))),
    onDragOver: ({ active, over }) => (over ? t('over', at(active.id, positionOf(over.id))) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('dropped', at(active.id, positionOf(over.id))) : undefined),
    onDragCancel: ({ active }) => t('cancelled', { item: labelOf(active.id) }),
  };

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const moved = items[from];
    onReorder(arrayMove(items, from, to));
    if (moved) setAnnouncement(t('moved', { item: itemLabel(moved), position: to + 1, count: items.length }));
  }

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    move(positionOf(active.id) - 1, positionOf(over.id) - 1);
  }

  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('instructions'),
        },
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol
          aria-label={label}
          aria-describedby={instructionsId}
          className="divide-border border-border divide-y rounded-xl border"
        >
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              label={itemLabel(item)}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              disabled={disabled}
              onMoveUp={() => move(index, index - 1)}
              onMoveDown={() => move(index, index + 1)}
              actions={renderActions?.(item)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p id={instructionsId} className="sr-only">
        {t('help')}
      </p>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
    </DndContext>
  );
}
