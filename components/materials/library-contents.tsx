'use client';

import { ContentsGrid } from './library-grid';
import { ContentsTable } from './library-table';
import type { LibraryContentsProps } from './use-library-item';

export type { ItemAction, LibraryContentsProps } from './use-library-item';

/**
 * The contents of the open folder (or the search results) as cards or as a table. The parts live
 * beside it: library-grid (tiles and cards), library-table with library-sort-header, the item's name,
 * star, menu and tags in library-item-parts, and what every item shares (selection, drag, drop) in
 * use-library-item. The empty states are library-empty's.
 */
export function LibraryContents(props: LibraryContentsProps) {
  return props.view === 'grid' ? <ContentsGrid {...props} /> : <ContentsTable {...props} />;
}
