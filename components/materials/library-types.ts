/** What the library page hands its client islands: plain, serialisable view shapes. Client-safe. */
import type { TContentsPage, TFolderItem, TResourceItem, TTemplateItem } from '@/lib/materials/folders/schemas';
import type { TMaterialRef, TMaterialTag } from '@/lib/materials/schemas';

export type LibraryTag = TMaterialTag;

/** One folder of the tree (the API's tree node), children in their order. */
export type LibraryFolderNode = {
  id: string;
  name: string;
  color: string | null;
  emoji: string | null;
  parentId: string | null;
  depth: number;
  /** Templates plus resources in the folder and every folder below it. */
  itemCount: number;
  children: LibraryFolderNode[];
};

/** In search results, where an item sits (`folderId`, shown by its folder's name). */
type Place = { folderId?: string | null };

/**
 * One row or card of the contents pane: an item of one of the contents API's groups, tagged with its
 * kind as `type`. A resource keeps its own type as `resourceType` and its label also as `name`, so
 * that every row has a name.
 */
export type LibraryItem =
  | (TFolderItem & { type: 'folder' } & Place)
  | (TTemplateItem & { type: 'template' } & Place)
  | (Omit<TResourceItem, 'type'> & { type: 'resource'; name: string; resourceType: TResourceItem['type'] } & Place);
export type LibraryKind = LibraryItem['type'];

/** The rows of one page of a folder: its folders, then its templates, then its resources. */
export function contentsItems(page: Pick<TContentsPage, 'folders' | 'templates' | 'resources'>): LibraryItem[] {
  return [
    ...page.folders.data.map((folder) => ({ ...folder, type: 'folder' as const })),
    ...page.templates.data.map((template) => ({ ...template, type: 'template' as const })),
    ...page.resources.data.map(({ type, ...resource }) => ({
      ...resource,
      type: 'resource' as const,
      name: resource.label,
      resourceType: type,
    })),
  ];
}

/** How many pages a folder has: each group is paged on its own, so as many as its largest group needs. */
export const contentsPageCount = (page: Pick<TContentsPage, 'folders' | 'templates' | 'resources'>, limit: number) =>
  Math.max(1, ...[page.folders, page.templates, page.resources].map((group) => Math.ceil(group.total / limit)));

export type LibraryView = 'grid' | 'list';
/** The server's orders of templates and resources (folders keep their own order). */
export type LibrarySort = 'name' | 'updated' | 'usage';

/** The key of an item for selection and drag and drop: `template:<id>`. */
export const itemKey = (item: { type: LibraryKind; id: string }) => `${item.type}:${item.id}`;
export const itemRef = (item: { type: LibraryKind; id: string }): TMaterialRef => ({ type: item.type, id: item.id });

/** The folders of the tree, depth first, with each folder's path of ancestors (root first). */
export function flattenTree(nodes: LibraryFolderNode[], path: LibraryFolderNode[] = []) {
  const rows: { node: LibraryFolderNode; path: LibraryFolderNode[] }[] = [];
  for (const node of nodes) {
    rows.push({ node, path });
    rows.push(...flattenTree(node.children, [...path, node]));
  }
  return rows;
}

/** The folder with this id and its ancestors (root first), or null. */
export function findFolder(nodes: LibraryFolderNode[], id: string | null) {
  if (!id) return null;
  const row = flattenTree(nodes).find((candidate) => candidate.node.id === id);
  return row ?? null;
}

/** How many levels the subtree of `node` spans (1 for a folder without subfolders). */
export function subtreeHeight(node: LibraryFolderNode): number {
  return 1 + Math.max(0, ...node.children.map(subtreeHeight));
}

export const folderLabel = (folder: { name: string; emoji: string | null }) =>
  folder.emoji ? `${folder.emoji} ${folder.name}` : folder.name;
