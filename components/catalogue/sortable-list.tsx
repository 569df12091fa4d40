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
    return item ? itemLabel(item) : 'Item';
  };
  const positionOf = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) =>
      over ? `${labelOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : undefined,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    const moved = items[from];
    onReorder(arrayMove(items, from, to));
    if (moved) setAnnouncement(`${itemLabel(moved)} moved to position ${to + 1} of ${items.length}.`);
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
          draggable: 'Press Space to pick up. Use the arrow keys to move, Space to drop, Escape to cancel.',
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
        Drag a handle to change the order, or use the move up and move down buttons.
      </p>
      <p className="sr-only" aria-live="assertive">
        {announcement}
      </p>
    </DndContext>
  );
}
