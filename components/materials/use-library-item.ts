'use client';

import { useState, type DragEvent } from 'react';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { carriesMaterials, droppedMaterials, startMaterialDrag } from './library-drag';
import { itemKey, type LibraryItem, type LibrarySort, type LibraryView } from './library-types';

/** What a click on an item's name or an entry of its menu asks for. */
export type ItemAction = 'open' | 'move' | 'delete' | 'favorite';

/** What the contents (grid or table) receive from the library's listing. */
export type LibraryContentsProps = {
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
export function useLibraryItem(item: LibraryItem, props: LibraryContentsProps) {
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
function useFolderDrop(item: LibraryItem, onDrop: LibraryContentsProps['onDrop']) {
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
