'use client';

import { useMemo, useState } from 'react';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { itemKey, itemRef, type LibraryItem, type LibraryTag } from './library-types';

/**
 * The multi-select of the library page. Keys outlive a refresh, so the picked items are looked up
 * on the page shown now: an item that left the page drops out of the bulk actions by itself.
 */
export function useLibrarySelection(items: LibraryItem[]) {
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const byKey = useMemo(() => new Map(items.map((item) => [itemKey(item), item])), [items]);
  const picked = useMemo(
    () => [...selected].map((key) => byKey.get(key)).filter((item): item is LibraryItem => Boolean(item)),
    [selected, byKey],
  );
  // Folders carry no tags: the tag dialog acts on the rest.
  const taggable = picked.filter((item) => item.type !== 'folder');

  const allChecked = items.length > 0 && items.every((item) => selected.has(itemKey(item)));
  const someChecked = items.some((item) => selected.has(itemKey(item)));

  const toggle = (item: LibraryItem) =>
    setSelected((previous) => {
      const next = new Set(previous);
      const key = itemKey(item);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = () => setSelected(allChecked ? new Set() : new Set(items.map((item) => itemKey(item))));
  const clear = () => setSelected(new Set());

  /** A drag of a selected item carries the whole selection; of any other item, that item alone. */
  const dragRefs = (item: LibraryItem): TMaterialRef[] =>
    selected.has(itemKey(item)) ? picked.map(itemRef) : [itemRef(item)];

  /** The tags the picked items have now, offered for removal in the tag dialog. */
  const presentTags = useMemo(() => {
    const seen = new Map<string, LibraryTag>();
    for (const item of picked) if (item.type !== 'folder') for (const tag of item.tags) seen.set(tag.id, tag);
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [picked]);

  return { selected, picked, taggable, allChecked, someChecked, toggle, toggleAll, clear, dragRefs, presentTags };
}

export type LibrarySelection = ReturnType<typeof useLibrarySelection>;
