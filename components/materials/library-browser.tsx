'use client';

import {
  CloudDownload,
  Ellipsis,
  FolderPlus,
  FolderTree as FolderTreeIcon,
  NotebookPen,
  Plus,
  Trash2,
} from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DropdownMenu, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { ListPagination } from '@/components/ui/list-pagination';
import { PageHeader } from '@/components/ui/page-header';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { refusalMessage } from '@/lib/client/api-refusal';
import type { TBulkResult, TMaterialRef } from '@/lib/materials/schemas';
import { cn } from '@/lib/ui/cn';
import { BulkBar } from './bulk-bar';
import { BulkTagDialog } from './bulk-tag-dialog';
import { FolderDialog, type FolderDialogState } from './folder-dialog';
import { FolderMenuItems, FolderTree, type FolderAction } from './folder-tree';
import {
  bulkDelete,
  bulkTag,
  deleteFolder,
  failuresOf,
  getResource,
  moveItems,
  restoreFromTrash,
  toggleFavorite,
  type TagChange,
} from './library-api';
import { LibraryBreadcrumb } from './library-breadcrumb';
import { LibraryContents, type ItemAction } from './library-contents';
import { DeleteSummary, plural, type DeleteRequest } from './library-delete-summary';
import { LibraryEmpty } from './library-empty';
import { LibraryImportDialog } from './library-import-dialog';
import { isFiltered, libraryHref, libraryPageSize, type LibraryQuery } from './library-query';
import { LibraryToolbar } from './library-toolbar';
import {
  findFolder,
  flattenTree,
  itemKey,
  itemRef,
  type LibraryFolderNode,
  type LibraryItem,
  type LibraryTag,
} from './library-types';
import { MaterialMoveDialog, type MoveRequest } from './material-move-dialog';
import { ResourceDialog } from './resource-dialog';
import type { TResource } from '@/lib/materials/resources/schemas';

type Props = {
  query: LibraryQuery;
  tree: LibraryFolderNode[];
  /** Items in no folder plus every folder's items: the whole library. */
  totalItemCount: number;
  /** The open folder (null = "All materials") and its path, root first, ending with it. */
  folder: LibraryFolderNode | null;
  path: LibraryFolderNode[];
  items: LibraryItem[];
  total: number;
  tags: LibraryTag[];
  timeZone: string;
};

type Failure = { name: string; message: string };
type ResourceDialogState = { resource?: TResource } | null;

/**
 * The materials library as a two-pane file manager: the folder tree (a drawer on phones) and the
 * open folder's contents as cards or a table, with search and filters, multi-select and bulk move,
 * tag and delete, drag and drop onto folders, and the dialogs that create and edit.
 */
export function LibraryBrowser({ query, tree, totalItemCount, folder, path, items, total, tags, timeZone }: Props) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [failures, setFailures] = useState<{ title: string; items: Failure[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [folderDialog, setFolderDialog] = useState<FolderDialogState | null>(null);
  const [moveRequest, setMoveRequest] = useState<MoveRequest | null>(null);
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);
  const [tagOpen, setTagOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [resourceDialog, setResourceDialog] = useState<ResourceDialogState>(null);
  const [treeOpen, setTreeOpen] = useState(false);
  const [pendingFavorites, setPendingFavorites] = useState<Set<string>>(new Set());

  const filtered = isFiltered(query);
  const folderId = folder?.id ?? null;
  const byKey = useMemo(() => new Map(items.map((item) => [itemKey(item), item])), [items]);
  const folderRows = useMemo(() => flattenTree(tree), [tree]);
  const folderNames = useMemo(() => new Map(folderRows.map(({ node }) => [node.id, node.name])), [folderRows]);
  const picked = [...selected].map((key) => byKey.get(key)).filter((item): item is LibraryItem => Boolean(item));

  const navigate = (href: string) => startNavigation(() => router.push(href));
  const openFolder = (id: string | null) => {
    setTreeOpen(false);
    navigate(libraryHref(query, { folder: id }));
  };
  const refresh = () => startNavigation(() => router.refresh());
  const nameOf = (ref: TMaterialRef) =>
    byKey.get(`${ref.type}:${ref.id}`)?.name ??
    (ref.type === 'folder' ? folderNames.get(ref.id) : undefined) ??
    'An item';
  const folderTitle = (id: string | null) => (id ? (folderNames.get(id) ?? 'a folder') : 'All materials');

  /** Reports a bulk answer: a toast for what was done, the refused items listed above the contents. */
  function report(result: TBulkResult, done: string, title: string) {
    const refused = failuresOf(result, nameOf);
    if (result.succeeded > 0) toast.success(done);
    setFailures(refused.length ? { title, items: refused } : null);
  }

  async function move(refs: TMaterialRef[], target: string | null): Promise<boolean> {
    setBusy(true);
    try {
      const result = await moveItems(refs, target);
      report(
        result,
        `Moved ${result.succeeded === 1 && refs.length === 1 ? `“${nameOf(refs[0]!)}”` : plural(result.succeeded, 'item')} to ${folderTitle(target)}.`,
        'Some items were not moved:',
      );
      setMoveRequest(null);
      setSelected(new Set());
      refresh();
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, 'The items could not be moved.'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(request: DeleteRequest) {
    setBusy(true);
    try {
      const [only] = request.items;
      if (request.items.length === 1 && only) {
        // One item: its own route, and an undo from the toast.
        let undo: TMaterialRef | { batchId: string } = only;
        if (only.type === 'folder') {
          const deleted = await deleteFolder(only.id);
          if (deleted.deletionBatchId) undo = { batchId: deleted.deletionBatchId };
        } else {
          const result = await bulkDelete([only]);
          if (result.failed) throw new Error(result.results[0]?.error?.message ?? 'The item could not be deleted.');
        }
        toast.success(`${request.label} moved to the trash.`, {
          action: {
            label: 'Undo',
            onClick: () =>
              void restoreFromTrash(undo)
                .then(() => {
                  toast.success(`${request.label} is back.`);
                  refresh();
                })
                .catch((error: unknown) => toast.error(refusalMessage(error, 'It could not be restored.'))),
          },
        });
        if (only.type === 'folder' && (only.id === folderId || path.some((node) => node.id === only.id))) {
          openFolder(findFolder(tree, only.id)?.node.parentId ?? null);
        } else refresh();
      } else {
        const result = await bulkDelete(request.items);
        report(result, `${plural(result.succeeded, 'item')} moved to the trash.`, 'Some items were not deleted:');
        refresh();
      }
      setDeleteRequest(null);
      setSelected(new Set());
    } catch (error) {
      toast.error(refusalMessage(error, 'The items could not be deleted.'));
    } finally {
      setBusy(false);
    }
  }

  async function applyTags(change: TagChange): Promise<boolean> {
    const refs = picked.filter((item) => item.type !== 'folder').map(itemRef);
    try {
      const result = await bulkTag(refs, change);
      report(result, `Tags changed on ${plural(result.succeeded, 'item')}.`, 'Some items kept their tags:');
      setTagOpen(false);
      refresh();
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, 'The tags could not be changed.'));
      return false;
    }
  }

  async function favorite(item: LibraryItem) {
    setPendingFavorites((previous) => new Set(previous).add(item.id));
    try {
      const answer = await toggleFavorite(item.id);
      toast.success(answer.favorite ? `“${item.name}” is a favorite.` : `“${item.name}” is no longer a favorite.`);
      refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'The favorite could not be changed.'));
    } finally {
      setPendingFavorites((previous) => {
        const next = new Set(previous);
        next.delete(item.id);
        return next;
      });
    }
  }

  function askDelete(refs: TMaterialRef[]) {
    const folders = refs
      .filter((ref) => ref.type === 'folder')
      .map((ref) => findFolder(tree, ref.id)?.node)
      .filter((node): node is LibraryFolderNode => Boolean(node));
    const label = refs.length === 1 && refs[0] ? `“${nameOf(refs[0])}”` : plural(refs.length, 'item');
    setDeleteRequest({ items: refs, label, folders, others: refs.length - folders.length });
  }

  function onFolderAction(action: FolderAction, node: LibraryFolderNode) {
    setTreeOpen(false);
    const ref: TMaterialRef = { type: 'folder', id: node.id };
    if (action === 'rename' || action === 'style')
      setFolderDialog({ mode: 'edit', folder: node, focus: action === 'rename' ? 'name' : 'style' });
    else if (action === 'subfolder') setFolderDialog({ mode: 'create', parent: node });
    else if (action === 'move') setMoveRequest({ items: [ref], label: `“${node.name}”`, fromId: node.parentId });
    else askDelete([ref]);
  }

  async function onItemAction(action: ItemAction, item: LibraryItem) {
    if (action === 'favorite') return void favorite(item);
    if (action === 'delete') return askDelete([itemRef(item)]);
    if (action === 'move') {
      // Search results say where each item sits; a folder's contents sit in it.
      const fromId = item.folderId !== undefined ? item.folderId : folderId;
      return setMoveRequest({ items: [itemRef(item)], label: `“${item.name}”`, fromId });
    }
    if (item.type === 'folder') return openFolder(item.id);
    if (item.type === 'template') return navigate(`/teacher/materials/templates/${item.id}`);
    try {
      setResourceDialog({ resource: await getResource(item.id) });
    } catch (error) {
      toast.error(refusalMessage(error, 'The resource could not be opened.'));
    }
  }

  const toggle = (item: LibraryItem) =>
    setSelected((previous) => {
      const next = new Set(previous);
      const key = itemKey(item);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const allChecked = items.length > 0 && items.every((item) => selected.has(itemKey(item)));
  const someChecked = items.some((item) => selected.has(itemKey(item)));
  const dragRefs = (item: LibraryItem) => (selected.has(itemKey(item)) ? picked.map(itemRef) : [itemRef(item)]);

  const presentTags = useMemo(() => {
    const seen = new Map<string, LibraryTag>();
    for (const item of picked) if (item.type !== 'folder') for (const tag of item.tags) seen.set(tag.id, tag);
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  }, [picked]);

  const newTemplateHref = `/teacher/materials/templates/new${folderId ? `?folderId=${folderId}` : ''}`;
  const tree_ = (
    <FolderTree
      tree={tree}
      currentId={folderId}
      totalCount={totalItemCount}
      onOpen={openFolder}
      onDrop={(target, refs) => void move(refs, target)}
      onAction={onFolderAction}
    />
  );

  const creators = (
    <>
      <Button variant="secondary" onClick={() => setFolderDialog({ mode: 'create', parent: folder })}>
        <FolderPlus aria-hidden="true" /> {folder ? 'New subfolder' : 'New folder'}
      </Button>
      <Button variant="secondary" onClick={() => setResourceDialog({})}>
        <Plus aria-hidden="true" /> Add resource
      </Button>
      <Button asChild>
        <Link href={newTemplateHref}>
          <NotebookPen aria-hidden="true" /> New template
        </Link>
      </Button>
    </>
  );

  return (
    <div className="space-y-5">
      <PageHeader
        title="Materials"
        description="Lesson templates and resources you reuse, in folders of your own."
        actions={
          <>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              <CloudDownload aria-hidden="true" /> Import from Drive
            </Button>
            {creators}
          </>
        }
        className="pb-0"
      />
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6 xl:grid-cols-[17rem_minmax(0,1fr)]">
        <nav aria-label="Library folders" className="hidden lg:block">
          <div className="border-border bg-surface sticky top-4 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-xl border p-2">
            {tree_}
          </div>
        </nav>
        <section aria-labelledby="library-contents-heading" className="min-w-0 space-y-4">
          <div className="flex min-w-0 items-center gap-2">
            <Button
              variant="secondary"
              size="icon"
              className="lg:hidden"
              aria-label="Folders"
              onClick={() => setTreeOpen(true)}
            >
              <FolderTreeIcon aria-hidden="true" />
            </Button>
            <LibraryBreadcrumb
              path={path}
              filtered={filtered}
              query={query}
              onDrop={(target, refs) => void move(refs, target)}
            />
            {folder && !filtered ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" aria-label="Folder actions">
                    <Ellipsis aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <FolderMenuItems node={folder} onAction={onFolderAction} />
              </DropdownMenu>
            ) : null}
            <span className="flex-1" aria-hidden="true" />
            <Button asChild variant="ghost" size="sm" className="shrink-0">
              <Link href="/teacher/materials/trash">
                <Trash2 aria-hidden="true" /> <span className="sr-only sm:not-sr-only">Trash</span>
              </Link>
            </Button>
          </div>
          <h2 id="library-contents-heading" className="sr-only">
            {filtered ? 'Search results' : `Contents of ${folder ? folder.name : 'All materials'}`}
          </h2>
          <LibraryToolbar key={query.q} query={query} tags={tags} navigate={navigate} pending={navigating} />
          {failures ? (
            <div
              role="alert"
              className="border-danger/25 bg-danger-soft text-danger-foreground rounded-lg border p-3 text-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <p className="font-medium">{failures.title}</p>
                <button type="button" className="text-xs underline" onClick={() => setFailures(null)}>
                  Dismiss
                </button>
              </div>
              <ul className="mt-1 list-disc pl-5">
                {failures.items.map((failure, index) => (
                  <li key={index}>
                    {failure.name}: {failure.message}
                  </li>
                ))}
              </ul>
            </div>
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
            <div className={cn('space-y-3 transition-opacity', navigating && 'opacity-60')}>
              <div className="flex items-center justify-between gap-3 text-sm">
                <label className="text-muted-foreground flex min-h-9 cursor-pointer items-center gap-2.5 pl-2.5">
                  <Checkbox
                    checked={allChecked ? true : someChecked ? 'indeterminate' : false}
                    onCheckedChange={() =>
                      setSelected(allChecked ? new Set() : new Set(items.map((item) => itemKey(item))))
                    }
                    aria-label="Select all on this page"
                  />
                  <span aria-hidden="true">Select all</span>
                </label>
                <p className="text-muted-foreground" aria-live="polite">
                  {filtered ? `${plural(total, 'result')} in all folders` : plural(total, 'item')}
                </p>
              </div>
              <LibraryContents
                items={items}
                view={query.view}
                sort={query.sort}
                onSort={(sort) => navigate(libraryHref(query, { sort }))}
                selected={selected}
                onToggle={toggle}
                hrefOf={(item) =>
                  item.type === 'folder'
                    ? libraryHref(query, { folder: item.id })
                    : item.type === 'template'
                      ? `/teacher/materials/templates/${item.id}`
                      : null
                }
                onAction={(action, item) => void onItemAction(action, item)}
                dragRefs={dragRefs}
                onDrop={(target, refs) => void move(refs, target)}
                folderNameOf={filtered ? folderTitle : undefined}
                timeZone={timeZone}
                pendingFavorites={pendingFavorites}
              />
              <ListPagination
                page={query.page}
                limit={libraryPageSize}
                total={total}
                pathname="/teacher/materials"
                params={Object.fromEntries(
                  new URLSearchParams(libraryHref(query, { page: query.page }).split('?')[1] ?? ''),
                )}
                label="Library pages"
              />
            </div>
          )}
          <BulkBar
            count={picked.length}
            taggable={picked.filter((item) => item.type !== 'folder').length}
            pending={busy}
            onMove={() =>
              setMoveRequest({
                items: picked.map(itemRef),
                label: plural(picked.length, 'item'),
                fromId: filtered ? undefined : folderId,
              })
            }
            onTag={() => setTagOpen(true)}
            onDelete={() => askDelete(picked.map(itemRef))}
            onClear={() => setSelected(new Set())}
          />
        </section>
      </div>

      <Sheet open={treeOpen} onOpenChange={setTreeOpen}>
        <SheetContent className="gap-3 p-3 pt-4">
          <SheetTitle className="px-2 text-base font-semibold">Folders</SheetTitle>
          <SheetDescription className="sr-only">Open a folder of your library.</SheetDescription>
          <div className="min-h-0 flex-1 overflow-y-auto">{tree_}</div>
        </SheetContent>
      </Sheet>

      <FolderDialog
        state={folderDialog}
        onOpenChange={(open) => !open && setFolderDialog(null)}
        onSaved={() => {
          setFolderDialog(null);
          refresh();
        }}
      />
      <MaterialMoveDialog
        tree={tree}
        request={moveRequest}
        onOpenChange={(open) => !open && setMoveRequest(null)}
        onMove={move}
      />
      <BulkTagDialog
        open={tagOpen}
        onOpenChange={setTagOpen}
        label={plural(picked.filter((item) => item.type !== 'folder').length, 'item')}
        tags={tags}
        present={presentTags}
        onApply={applyTags}
      />
      <ConfirmDialog
        open={deleteRequest !== null}
        onOpenChange={(open) => !open && setDeleteRequest(null)}
        title={`Delete ${deleteRequest?.label ?? ''}?`}
        description={deleteRequest ? <DeleteSummary request={deleteRequest} /> : null}
        confirmLabel="Move to trash"
        destructive
        pending={busy}
        onConfirm={() => deleteRequest && void remove(deleteRequest)}
      />
      <LibraryImportDialog
        open={importOpen}
        onOpenChange={setImportOpen}
        folderId={folderId}
        folderName={folder ? `“${folder.name}”` : 'the top level'}
        onImported={() => {
          setImportOpen(false);
          refresh();
        }}
      />
      <ResourceDialog
        open={resourceDialog !== null}
        onOpenChange={(open) => !open && setResourceDialog(null)}
        resource={resourceDialog?.resource}
        folderId={folderId}
        folders={folderRows.map(({ node }) => ({ id: node.id, name: node.name, depth: node.depth }))}
        tags={tags}
        onSaved={() => {
          setResourceDialog(null);
          refresh();
        }}
      />
    </div>
  );
}
