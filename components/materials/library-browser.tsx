'use client';

import { useTranslations } from 'next-intl';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { BulkBar } from './bulk-bar';
import { FolderTree } from './folder-tree';
import { LibraryCreators } from './library-creators';
import { LibraryDialogs } from './library-dialogs';
import { LibraryEmpty } from './library-empty';
import { LibraryFailures } from './library-failures';
import { LibraryHeader } from './library-header';
import { LibraryListing } from './library-listing';
import { LibraryLocationBar } from './library-location-bar';
import { isFiltered, libraryHref, type LibraryQuery } from './library-query';
import { LibraryToolbar } from './library-toolbar';
import { itemRef, type LibraryFolderNode, type LibraryItem, type LibraryTag } from './library-types';
import { useMaterialWords } from './material-words';
import { useLibraryActions } from './use-library-actions';
import { useLibraryDialogs } from './use-library-dialogs';
import { useLibraryNavigation } from './use-library-navigation';
import { useLibrarySelection } from './use-library-selection';

type Props = {
  query: LibraryQuery;
  tree: LibraryFolderNode[];
  /** Items in no folder plus every folder's items: the whole library. */
  totalItemCount: number;
  /** The open folder (null = "All materials") and its path, root first, ending with it. */
  folder: LibraryFolderNode | null;
  path: LibraryFolderNode[];
  items: LibraryItem[];
  /** Items in all (in every group of a folder, or search results). */
  total: number;
  /** Pages of the listing (a folder's groups are paged each on its own: as many as the largest needs). */
  pages: number;
  tags: LibraryTag[];
  timeZone: string;
};

/**
 * The materials library as a two-pane file manager: the folder tree (a drawer on phones) and the
 * open folder's contents as cards or a table, with search and filters, multi-select and bulk move,
 * tag and delete, drag and drop onto folders, and the dialogs that create and edit.
 */
export function LibraryBrowser(props: Props) {
  const { query, tree, totalItemCount, folder, path, items, total, pages, tags, timeZone } = props;
  const t = useTranslations('teacherMaterials.browser');
  const words = useMaterialWords();
  const navigation = useLibraryNavigation(query);
  const selection = useLibrarySelection(items);
  const dialogs = useLibraryDialogs();
  const actions = useLibraryActions({ tree, folder, path, items, selection, dialogs, navigation });
  const { navigate, openFolder } = navigation;
  const { picked } = selection;

  const filtered = isFiltered(query);
  const folderId = folder?.id ?? null;
  const moveByDrop = (target: string | null, refs: TMaterialRef[]) => void actions.move(refs, target);

  // Rendered twice, in the side pane and in the phone drawer; only one of them shows at a size.
  const folderTree = (
    <FolderTree
      tree={tree}
      currentId={folderId}
      totalCount={totalItemCount}
      onOpen={openFolder}
      onDrop={moveByDrop}
      onAction={actions.onFolderAction}
    />
  );
  const creators = (
    <LibraryCreators
      folder={folder}
      onNewFolder={() => dialogs.setFolderDialog({ mode: 'create', parent: folder })}
      onAddResource={() => dialogs.setResourceDialog({})}
    />
  );

  return (
    <div className="space-y-5">
      <LibraryHeader creators={creators} onImport={() => dialogs.setImportOpen(true)} />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6 xl:grid-cols-[17rem_minmax(0,1fr)]">
        <nav aria-label={t('libraryFolders')} className="hidden lg:block">
          <div className="border-border bg-surface sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border p-2">
            {folderTree}
          </div>
        </nav>
        <section aria-labelledby="library-contents-heading" className="min-w-0 space-y-4">
          <LibraryLocationBar
            query={query}
            filtered={filtered}
            folder={folder}
            path={path}
            onOpenTree={() => navigation.setTreeOpen(true)}
            onDrop={moveByDrop}
            onFolderAction={actions.onFolderAction}
          />
          <h2 id="library-contents-heading" className="sr-only">
            {filtered
              ? t('searchResults')
              : t('contentsOf', { name: folder ? folder.name : actions.folderTitle(null) })}
          </h2>
          <LibraryToolbar key={query.q} query={query} tags={tags} navigate={navigate} pending={navigation.navigating} />
          {actions.failures ? (
            <LibraryFailures failures={actions.failures} onDismiss={actions.dismissFailures} />
          ) : null}
          {items.length === 0 ? (
            <LibraryEmpty
              filtered={filtered}
              folder={folder}
              emptyLibrary={!filtered && !folder && tree.length === 0}
              creators={creators}
              onClear={() => navigate(libraryHref(query, { q: '', type: null, tagIds: [], favorite: false }))}
            />
          ) : (
            <LibraryListing
              query={query}
              filtered={filtered}
              items={items}
              total={total}
              pages={pages}
              navigating={navigation.navigating}
              selection={selection}
              navigate={navigate}
              onItemAction={(action, item) => void actions.onItemAction(action, item)}
              onDrop={moveByDrop}
              folderTitle={actions.folderTitle}
              timeZone={timeZone}
              pendingFavorites={actions.pendingFavorites}
            />
          )}
          <BulkBar
            count={picked.length}
            taggable={selection.taggable.length}
            pending={actions.busy}
            onMove={() =>
              dialogs.setMoveRequest({
                items: picked.map(itemRef),
                label: words.count('items', picked.length),
                // Search results sit in many folders, so no folder is marked as where they are now.
                fromId: filtered ? undefined : folderId,
              })
            }
            onTag={() => dialogs.setTagOpen(true)}
            onDelete={() => actions.askDelete(picked.map(itemRef))}
            onClear={selection.clear}
          />
        </section>
      </div>

      <Sheet open={navigation.treeOpen} onOpenChange={navigation.setTreeOpen}>
        <SheetContent className="gap-3 p-3 pt-4">
          <SheetTitle className="px-2 text-base font-semibold">{t('folders')}</SheetTitle>
          <SheetDescription className="sr-only">{t('openFolder')}</SheetDescription>
          <div className="min-h-0 flex-1 overflow-y-auto">{folderTree}</div>
        </SheetContent>
      </Sheet>

      <LibraryDialogs
        tree={tree}
        folder={folder}
        tags={tags}
        dialogs={dialogs}
        taggable={selection.taggable}
        presentTags={selection.presentTags}
        busy={actions.busy}
        move={actions.move}
        remove={actions.remove}
        applyTags={actions.applyTags}
        refresh={navigation.refresh}
      />
    </div>
  );
}
